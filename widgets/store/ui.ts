import { effect, signal } from '@preact/signals-core';
import { colorModeStorageKey, colorModeVersion, parseColorMode, type ColorMode } from '../core/color-mode.ts';
import { persistedSignal } from './persisted.ts';

/** Transient page state shared by the shell's widgets (not persisted). */
export const menuOpen = signal(false);
export const sidebarOpen = signal(false);

/** A link click closes the primary menu and the sidebar (spec §2, internal links). */
export function closeMenus(): void {
  menuOpen.value = false;
  sidebarOpen.value = false;
}

/** The visitor's colour mode; null follows the system preference. */
export const colorMode = persistedSignal<ColorMode | null>({
  key: colorModeStorageKey,
  version: colorModeVersion,
  parse: parseColorMode,
  initial: () => null,
  isEmpty: (value) => value === null,
});

effect(() => {
  if (typeof document === 'undefined') return;
  const mode = colorMode.value;
  if (mode) document.documentElement.dataset.colorMode = mode;
  else delete document.documentElement.dataset.colorMode;
});
