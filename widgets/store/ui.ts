import { signal } from '@preact/signals-react';

/** Transient page state shared by the shell's widgets (not persisted). */
export const menuOpen = signal(false);
export const sidebarOpen = signal(false);

/** A link click closes the primary menu and the sidebar (spec §2, internal links). */
export function closeMenus(): void {
  menuOpen.value = false;
  sidebarOpen.value = false;
}
