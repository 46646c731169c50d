import * as v from 'valibot';
import type { MenuEntry, MenuGroup, MenuLink } from '../../core/menu.ts';
import { isWebAddress, sitePathOf } from '../../core/link-address.ts';
import { isRecord } from '../../core/shapes.ts';
import { ContentError } from '../source.ts';
import { text, unchecked } from './raw-item-fields.ts';

/** A list of entries each read on its own (so each can fail naming itself); undefined when it is missing or no list. */
const entryList = v.fallback(v.optional(v.array(v.unknown())), undefined);

/** Raw menu entry from the content service (spec §3, "Menu entry"). */
const rawMenuEntry = v.looseObject({
  display_name: text,
  path: text,
  path_prefix: text,
  external_path: text,
  anchor: text,
  type: unchecked,
  sub: entryList,
  groups: entryList,
});

const rawMenuGroup = v.looseObject({ display_name: text, sub: entryList });

type RawMenuEntry = v.InferOutput<typeof rawMenuEntry>;

function hrefOf(raw: RawMenuEntry, menuId: unknown): { href: string; external: boolean } {
  const external = raw.external_path;
  if (raw.type === 'external' || (external && !raw.path)) {
    if (!isWebAddress(external)) {
      throw new ContentError('menus', menuId, 'external_path', `"${external}" is not an http(s) address`);
    }
    return { href: external, external: true };
  }
  // An entry that only opens groups of links has no page of its own.
  if (!raw.path && (raw.type === 'groups' || raw.groups !== undefined)) return { href: '', external: false };
  const path = sitePathOf([raw.path_prefix, raw.path]);
  if (path === null) {
    const field = raw.path_prefix && sitePathOf([raw.path_prefix]) === null ? 'path_prefix' : 'path';
    throw new ContentError('menus', menuId, field, `"${raw[field]}" of the entry "${raw.display_name}" is not a path on this site (it must not hold "//", a backslash, a scheme or control characters)`);
  }
  const anchor = raw.anchor;
  return { href: `${path}${anchor ? `#${anchor.replace(/^#/, '')}` : ''}`, external: false };
}

function readEntry(raw: unknown, menuId: unknown): RawMenuEntry {
  const entry = isRecord(raw) ? v.parse(rawMenuEntry, raw) : undefined;
  if (!entry?.display_name) throw new ContentError('menus', menuId, 'display_name', 'every menu entry needs a display name');
  return entry;
}

function reshapeLink(raw: unknown, menuId: unknown): MenuLink {
  const entry = readEntry(raw, menuId);
  return { label: entry.display_name, ...hrefOf(entry, menuId) };
}

function reshapeGroup(raw: unknown, menuId: unknown): MenuGroup {
  if (!isRecord(raw)) throw new ContentError('menus', menuId, 'groups', 'a group must be an object');
  const group = v.parse(rawMenuGroup, raw);
  return { label: group.display_name, links: (group.sub ?? []).map((link) => reshapeLink(link, menuId)) };
}

export function reshapeMenuEntries(rawEntries: unknown, menuId: unknown): MenuEntry[] {
  if (!Array.isArray(rawEntries)) throw new ContentError('menus', menuId, 'entries', 'must be a list');
  return rawEntries.map((raw: unknown) => {
    const entry = readEntry(raw, menuId);
    return {
      label: entry.display_name,
      ...hrefOf(entry, menuId),
      children: (entry.sub ?? []).map((child) => reshapeLink(child, menuId)),
      groups: (entry.groups ?? []).map((group) => reshapeGroup(group, menuId)),
    };
  });
}
