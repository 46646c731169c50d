import * as v from 'valibot';
import { isWebAddress, sitePathOf } from '../../core/link-address.ts';
import { isRecord, textOf } from '../../core/shapes.ts';
import { socialMediaOf, type SocialLink } from '../../core/social.ts';
import { text, unchecked } from './raw-item-fields.ts';

/** A raw social item; the medium is read as it stands, since only an exact name picks its icon. */
const rawSocial = v.looseObject({
  media: unchecked,
  external_path: text,
  path: text,
  displayName: text,
  display_name: text,
});

/**
 * Social entries: media, displayName, and either an external_path or a path on the site. An entry
 * without a usable address is skipped with a warning; the footer stands without it.
 */
export function reshapeSocialLinks(items: readonly unknown[], warn: (message: string) => void): SocialLink[] {
  return items.filter(isRecord).flatMap((raw) => {
    const item = v.parse(rawSocial, raw);
    const sitePath = item.path ? sitePathOf([item.path]) : null;
    const href = isWebAddress(item.external_path) ? item.external_path : (sitePath ?? '');
    const label = item.displayName || item.display_name || textOf(item.media);
    if (item.path && sitePath === null && !isWebAddress(item.external_path)) {
      warn(`social item ${String(item.id)}, field "path": "${item.path}" is not a path on this site (it must not hold "//", a backslash, a scheme or control characters); skipped.`);
      return [];
    }
    if (!href || !label) {
      warn(`social item ${String(item.id)}, field "external_path": no http(s) address or path; skipped.`);
      return [];
    }
    return [{ media: socialMediaOf(item.media), label, href }];
  });
}
