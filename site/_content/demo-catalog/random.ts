/** Randomness that depends only on a name: the same name always yields the same sequence. */
export type Random = () => number;

/** cyrb53-style string hash → 32-bit seed. */
function seedOf(name: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (const char of name) {
    const code = char.codePointAt(0)!;
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  return h1 >>> 0;
}

/** mulberry32: small, fast, good enough for demo data. */
export function randomFor(name: string): Random {
  let state = seedOf(name);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const between = (random: Random, low: number, high: number) => low + Math.floor(random() * (high - low + 1));
/** The index `pick` would take: for choosing one entry of several parallel lists (a text and its translations) with one draw. */
export const pickIndex = (random: Random, list: readonly unknown[]): number => Math.floor(random() * list.length);
export const pick = <T>(random: Random, list: readonly T[]): T => list[pickIndex(random, list)]!;
export const chance = (random: Random, probability: number) => random() < probability;

export function uuidFrom(random: Random): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = (8 + Math.floor(random() * 4)).toString(16); // the RFC 4122 variant bits
  const text = hex.join('');
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}
