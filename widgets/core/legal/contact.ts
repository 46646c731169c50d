import type { CompanyNumber, NumberType } from './types.ts';

/** The primary entry first, the others in the editor's order (Array.prototype.sort is stable). */
export function primaryFirst<T extends { primary: boolean }>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => Number(b.primary) - Number(a.primary));
}

/** The company's numbers of one type, primary first. */
export function numbersOfType(numbers: readonly CompanyNumber[], type: NumberType): CompanyNumber[] {
  return primaryFirst(numbers.filter((entry) => entry.type === type));
}
