import type { PiecesHeld } from './stock-left.ts';

/**
 * A pure rule (check-order.ts, stock-answer.ts) asks for the pieces held of a stock synchronously,
 * while a database server answers asynchronously. So the rule is asked first with what is known
 * (nothing), each stock it asks for is fetched (and locked, where the caller needs that), and the
 * rule is asked again until it asks for no stock not yet fetched. The rule is pure, so its last
 * answer is the one it gives with every figure known.
 */
export async function withHeldPieces<T>(rule: (piecesHeld: PiecesHeld) => T, fetch: (stocks: Map<string, number>) => Promise<Map<string, number>>): Promise<T> {
  const known = new Map<string, number>();
  for (;;) {
    const missing = new Map<string, number>();
    const answer = rule((key, catalogStock) => {
      const held = known.get(key);
      if (held !== undefined) return held;
      missing.set(key, catalogStock);
      return 0;
    });
    if (missing.size === 0) return answer;
    const fetched = await fetch(missing);
    for (const key of missing.keys()) {
      const held = fetched.get(key);
      if (held === undefined) throw new Error(`no pieces held were read for the stock ${key}`);
      known.set(key, held);
    }
  }
}
