import { unwrapStored } from './stored-envelope.ts';

/** Light or dark: the visitor's choice, stored; without one the system preference decides (CSS). */
export type ColorMode = 'light' | 'dark';

export const colorModeStorageKey = 'int-color-mode';
export const colorModeVersion = 1;

export function parseColorMode(value: unknown): ColorMode | null {
  return value === 'light' || value === 'dark' ? value : null;
}

/** Reads the stored choice from its raw localStorage text; anything else is no choice. */
export function storedColorMode(raw: string | null): ColorMode | null {
  if (raw === null) return null;
  const stored = unwrapStored(raw, colorModeVersion);
  return stored.ok ? parseColorMode(stored.value) : null;
}
