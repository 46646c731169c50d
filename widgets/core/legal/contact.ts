import type { CompanyAddress, CompanyNumber, CompanyRecord, NumberType } from './types.ts';

/** The primary entry first, the others in the editor's order (Array.prototype.sort is stable). */
export function primaryFirst<T extends { primary: boolean }>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => Number(b.primary) - Number(a.primary));
}

/** The company's numbers of one type, primary first. */
export function numbersOfType(numbers: readonly CompanyNumber[], type: NumberType): CompanyNumber[] {
  return primaryFirst(numbers.filter((entry) => entry.type === type));
}

/** The address a company is reached at: its head office, else the first one given. */
export function headOffice(company: Pick<CompanyRecord, 'addresses'>): CompanyAddress | undefined {
  return company.addresses.find((candidate) => candidate.addressType === 'hq') ?? company.addresses[0];
}
