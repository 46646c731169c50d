import { describe, expect, it } from 'vitest';
import { withHeldPieces } from '../../server/orders/held-pieces.ts';

describe('asking a pure stock rule for the pieces a database holds', () => {
  it('fetches each stock the rule asks for, once, and answers what the rule says with every figure known', async () => {
    const fetched: Array<[string, number][]> = [];
    const held = new Map([['ring/', 2], ['chain/', 5]]);
    // Like the order check: a second stock is looked at only when the first one has pieces left.
    const rule = (piecesHeld: (key: string, stock: number) => number) => {
      const rings = 3 - piecesHeld('ring/', 3);
      return rings > 0 ? rings + 10 * (6 - piecesHeld('chain/', 6)) : -1;
    };
    const answer = await withHeldPieces(rule, async (stocks) => {
      fetched.push([...stocks]);
      return new Map([...stocks.keys()].map((key) => [key, held.get(key)!]));
    });
    expect(answer).toBe(1 + 10 * 1);
    expect(fetched).toEqual([[['ring/', 3], ['chain/', 6]]]);
  });

  it('asks again when a figure leads the rule to another stock', async () => {
    const fetched: string[][] = [];
    const held = new Map([['ring/', 2], ['chain/', 5]]);
    const rule = (piecesHeld: (key: string, stock: number) => number) => (piecesHeld('ring/', 3) >= 2 ? piecesHeld('chain/', 6) : 0);
    const answer = await withHeldPieces(rule, async (stocks) => {
      fetched.push([...stocks.keys()]);
      return new Map([...stocks.keys()].map((key) => [key, held.get(key)!]));
    });
    expect(answer).toBe(5);
    expect(fetched).toEqual([['ring/'], ['chain/']]);
  });

  it('fails rather than answer on a figure the database did not give', async () => {
    await expect(withHeldPieces((piecesHeld) => piecesHeld('ring/', 3), async () => new Map())).rejects.toThrow('ring/');
  });
});
