/**
 * The hit the arrow keys choose next: down from the field takes the first, up the last, and both
 * wrap around the list. -1: none chosen (the field itself).
 */
export function nextActive(index: number, step: 1 | -1, count: number): number {
  if (count === 0) return -1;
  if (index < 0 || index >= count) return step === 1 ? 0 : count - 1;
  return (index + step + count) % count;
}
