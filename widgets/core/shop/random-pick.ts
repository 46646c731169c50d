/** Up to `count` entries in random order (a partial Fisher–Yates shuffle); the input stays as it is. */
export function randomPick<T>(entries: readonly T[], count: number, random: () => number = Math.random): T[] {
  const pool = [...entries];
  const wanted = Math.max(0, Math.min(Math.floor(count), pool.length));
  for (let index = 0; index < wanted; index++) {
    const other = index + Math.floor(random() * (pool.length - index));
    [pool[index], pool[other]] = [pool[other]!, pool[index]!];
  }
  return pool.slice(0, wanted);
}
