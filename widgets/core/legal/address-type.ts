import type { AddressType } from './types.ts';

export type AddressTypeLabelKey = 'legal.addressType.hq' | 'legal.addressType.federalOffice';

const labels: Partial<Record<AddressType, AddressTypeLabelKey>> = {
  hq: 'legal.addressType.hq',
  federal_office: 'legal.addressType.federalOffice',
};

/** The label shown above an address (main office, federal office), or null when it has none. */
export function addressTypeLabelKey(type: AddressType): AddressTypeLabelKey | null {
  return labels[type] ?? null;
}

/** Raw address types from the content service; anything unknown is an unlabelled address. */
export function toAddressType(raw: unknown): AddressType {
  return raw === 'hq' || raw === 'federal_office' ? raw : 'other';
}
