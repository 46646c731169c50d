import { describe, expect, it } from 'vitest';
import { createFetchJson } from '../../widgets/content/shop/fetch-json.ts';

/**
 * The shop's fetches follow the spec's page-data rules (§8, §9): 404 or a malformed 200 →
 * not found at once, 500 → error at once, other failures retried 3 times with a doubling delay,
 * and a successful answer reused for 5 minutes.
 */

type Answer = { status: number; body: string } | 'network-error';
const json = (body: unknown, status = 200): Answer => ({ status, body: JSON.stringify(body) });

function harness(answers: Answer[]) {
  const requests: string[] = [];
  const delays: number[] = [];
  let clock = 0;
  const fetchImpl = (async (input: RequestInfo | URL) => {
    requests.push(String(input));
    const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(answer.body, { status: answer.status });
  }) as typeof fetch;
  const fetchJson = createFetchJson({
    fetchImpl,
    sleep: async (ms) => {
      delays.push(ms);
      clock += ms;
    },
    now: () => clock,
  });
  return { fetchJson, requests, delays, advance: (ms: number) => (clock += ms) };
}

const listOfNumbers = (value: unknown) => (Array.isArray(value) && value.every((entry) => typeof entry === 'number') ? (value as number[]) : null);

describe('a shop fetch', () => {
  it('answers the parsed value of a 200', async () => {
    const { fetchJson } = harness([json([1, 2])]);
    expect(await fetchJson('/data/a.json', listOfNumbers)).toEqual({ ok: true, value: [1, 2] });
  });

  it('says "not found" at once for a 404, without retrying', async () => {
    const { fetchJson, requests, delays } = harness([{ status: 404, body: 'Not found' }]);
    expect(await fetchJson('/data/a.json', listOfNumbers)).toMatchObject({ ok: false, kind: 'not-found' });
    expect(requests).toHaveLength(1);
    expect(delays).toEqual([]);
  });

  it('says "not found" at once for a 200 that is not JSON, or not in the expected shape', async () => {
    for (const answer of [{ status: 200, body: '<html>Wartung</html>' }, json({ data: 'nope' })]) {
      const { fetchJson, requests } = harness([answer]);
      expect(await fetchJson('/data/a.json', listOfNumbers)).toMatchObject({ ok: false, kind: 'not-found', error: expect.stringContaining('Malformed') });
      expect(requests).toHaveLength(1);
    }
  });

  it('says "error" at once for a 500, without retrying', async () => {
    const { fetchJson, requests } = harness([{ status: 500, body: 'boom' }]);
    expect(await fetchJson('/data/a.json', listOfNumbers)).toEqual({ ok: false, kind: 'error', error: 'Server error (HTTP 500)' });
    expect(requests).toHaveLength(1);
  });

  it('retries other failures 3 times, waiting 1 s, 2 s and 4 s, then says "error"', async () => {
    for (const failure of ['network-error', { status: 503, body: '' }, { status: 502, body: '' }, { status: 429, body: '' }] as Answer[]) {
      const { fetchJson, requests, delays } = harness([failure]);
      const result = await fetchJson('/data/a.json', listOfNumbers);
      expect(result, JSON.stringify(failure)).toMatchObject({ ok: false, kind: 'error', error: expect.stringContaining('after 4 attempts') });
      expect(requests).toHaveLength(4);
      expect(delays).toEqual([1000, 2000, 4000]);
    }
  });

  it('succeeds when a retry does', async () => {
    const { fetchJson, requests, delays } = harness(['network-error', { status: 503, body: '' }, json([3])]);
    expect(await fetchJson('/data/a.json', listOfNumbers)).toEqual({ ok: true, value: [3] });
    expect(requests).toHaveLength(3);
    expect(delays).toEqual([1000, 2000]);
  });

  it('stops retrying when a retry answers 404 or 500', async () => {
    const notFound = harness([{ status: 503, body: '' }, { status: 404, body: '' }]);
    expect(await notFound.fetchJson('/a', listOfNumbers)).toMatchObject({ ok: false, kind: 'not-found' });
    expect(notFound.requests).toHaveLength(2);
    const serverError = harness([{ status: 503, body: '' }, { status: 500, body: '' }]);
    expect(await serverError.fetchJson('/a', listOfNumbers)).toMatchObject({ ok: false, kind: 'error' });
    expect(serverError.requests).toHaveLength(2);
  });

  it('answers the same URL from memory for 5 minutes, then asks again', async () => {
    const { fetchJson, requests, advance } = harness([json([1]), json([2])]);
    expect(await fetchJson('/a', listOfNumbers)).toEqual({ ok: true, value: [1] });
    advance(4 * 60 * 1000 + 59_000);
    expect(await fetchJson('/a', listOfNumbers)).toEqual({ ok: true, value: [1] });
    expect(requests).toHaveLength(1);
    advance(2000);
    expect(await fetchJson('/a', listOfNumbers)).toEqual({ ok: true, value: [2] });
    expect(requests).toHaveLength(2);
  });

  it('keeps answers per URL', async () => {
    const { fetchJson, requests } = harness([json([1])]);
    await fetchJson('/a', listOfNumbers);
    await fetchJson('/b', listOfNumbers);
    expect(requests).toEqual(['/a', '/b']);
  });

  it('never keeps a failure: the next call asks the network again', async () => {
    const { fetchJson, requests } = harness([{ status: 404, body: '' }, json([1])]);
    expect(await fetchJson('/a', listOfNumbers)).toMatchObject({ ok: false });
    expect(await fetchJson('/a', listOfNumbers)).toEqual({ ok: true, value: [1] });
    expect(requests).toHaveLength(2);
  });

  it('shares one request between simultaneous calls for one URL', async () => {
    const { fetchJson, requests } = harness([json([1])]);
    const [first, second] = await Promise.all([fetchJson('/a', listOfNumbers), fetchJson('/a', listOfNumbers)]);
    expect(first).toEqual(second);
    expect(requests).toHaveLength(1);
  });

  it('asks for JSON', async () => {
    let accept: string | null = null;
    const fetchJson = createFetchJson({
      fetchImpl: (async (_input: RequestInfo | URL, init?: RequestInit) => {
        accept = new Headers(init?.headers).get('Accept');
        return new Response('[]');
      }) as typeof fetch,
    });
    await fetchJson('/a', listOfNumbers);
    expect(accept).toBe('application/json');
  });
});
