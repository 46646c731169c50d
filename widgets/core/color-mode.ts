/** Light or dark: the visitor's choice, stored; without one the system preference decides (CSS). */
export type ColorMode = 'light' | 'dark';

export const colorModeStorageKey = 'int-color-mode';

export function parseColorMode(value: unknown): ColorMode | null {
  return value === 'light' || value === 'dark' ? value : null;
}

/** Reads the stored choice from its raw localStorage text ({"v":1,"data":"dark"}); anything else is no choice. */
export function storedColorMode(raw: string | null): ColorMode | null {
  try {
    const stored: unknown = raw === null ? null : JSON.parse(raw);
    return typeof stored === 'object' && stored !== null && (stored as { v?: unknown }).v === 1
      ? parseColorMode((stored as { data?: unknown }).data)
      : null;
  } catch {
    return null;
  }
}
