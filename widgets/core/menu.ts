/** The site menu as the header renders it: resolved links, never raw CMS items. */
export interface MenuLink {
  label: string;
  /** Empty for an entry that only opens groups of links. */
  href: string;
  /** Opens in a new tab with rel="nofollow noopener noreferrer external". */
  external: boolean;
}

export interface MenuGroup {
  label: string;
  links: MenuLink[];
}

export interface MenuEntry extends MenuLink {
  children: MenuLink[];
  groups: MenuGroup[];
}

export const externalLinkRel = 'nofollow noopener noreferrer external';

/** Splits the primary menu into the halves left and right of the logo (the left gets the extra one). */
export function splitMenu<T>(entries: readonly T[]): [T[], T[]] {
  const middle = Math.ceil(entries.length / 2);
  return [entries.slice(0, middle), entries.slice(middle)];
}
