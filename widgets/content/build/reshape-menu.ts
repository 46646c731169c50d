import type { MenuEntry, MenuGroup, MenuLink } from '../../core/menu.ts';
import { isWebAddress, sitePathOf } from '../../core/link-address.ts';
import { isRecord, textOf } from '../../core/shapes.ts';
import { ContentError } from '../source.ts';

/** Raw menu entry from the content service (spec §3, "Menu entry"). */
interface RawMenuEntry {
  display_name?: unknown;
  path?: unknown;
  path_prefix?: unknown;
  external_path?: unknown;
  anchor?: unknown;
  type?: unknown;
  sub?: unknown;
  groups?: unknown;
}

function hrefOf(raw: RawMenuEntry, menuId: unknown): { href: string; external: boolean } {
  const external = textOf(raw.external_path);
  if (raw.type === 'external' || (external && !textOf(raw.path))) {
    if (!isWebAddress(external)) {
      throw new ContentError('menus', menuId, 'external_path', `"${external}" is not an http(s) address`);
    }
    return { href: external, external: true };
  }
  // An entry that only opens groups of links has no page of its own.
  if (!textOf(raw.path) && (raw.type === 'groups' || Array.isArray(raw.groups))) return { href: '', external: false };
  const path = sitePathOf([textOf(raw.path_prefix), textOf(raw.path)]);
  if (path === null) {
    const field = textOf(raw.path_prefix) && sitePathOf([textOf(raw.path_prefix)]) === null ? 'path_prefix' : 'path';
    throw new ContentError('menus', menuId, field, `"${textOf(raw[field])}" of the entry "${textOf(raw.display_name)}" is not a path on this site (it must not hold "//", a backslash, a scheme or control characters)`);
  }
  const anchor = textOf(raw.anchor);
  return { href: `${path}${anchor ? `#${anchor.replace(/^#/, '')}` : ''}`, external: false };
}

function reshapeLink(raw: unknown, menuId: unknown): MenuLink {
  if (!isRecord(raw) || !textOf(raw.display_name)) {
    throw new ContentError('menus', menuId, 'display_name', 'every menu entry needs a display name');
  }
  return { label: textOf(raw.display_name), ...hrefOf(raw, menuId) };
}

function reshapeGroup(raw: unknown, menuId: unknown): MenuGroup {
  if (!isRecord(raw)) throw new ContentError('menus', menuId, 'groups', 'a group must be an object');
  return {
    label: textOf(raw.display_name),
    links: Array.isArray(raw.sub) ? raw.sub.map((link) => reshapeLink(link, menuId)) : [],
  };
}

export function reshapeMenuEntries(rawEntries: unknown, menuId: unknown): MenuEntry[] {
  if (!Array.isArray(rawEntries)) throw new ContentError('menus', menuId, 'entries', 'must be a list');
  return rawEntries.map((raw: unknown) => {
    const link = reshapeLink(raw, menuId);
    const entry = raw as RawMenuEntry;
    return {
      ...link,
      children: Array.isArray(entry.sub) ? entry.sub.map((child) => reshapeLink(child, menuId)) : [],
      groups: Array.isArray(entry.groups) ? entry.groups.map((group) => reshapeGroup(group, menuId)) : [],
    };
  });
}
