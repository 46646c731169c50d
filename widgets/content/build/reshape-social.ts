import { isWebAddress, sitePathOf } from '../../core/link-address.ts';
import { isRecord, textOf } from '../../core/shapes.ts';
import { socialMediaOf, type SocialLink } from '../../core/social.ts';

/**
 * Social entries: media, displayName, and either an external_path or a path on the site. An entry
 * without a usable address is skipped with a warning; the footer stands without it.
 */
export function reshapeSocialLinks(items: readonly unknown[], warn: (message: string) => void): SocialLink[] {
  return items.filter(isRecord).flatMap((item) => {
    const external = textOf(item.external_path);
    const path = textOf(item.path);
    const sitePath = path ? sitePathOf([path]) : null;
    const href = isWebAddress(external) ? external : (sitePath ?? '');
    const label = textOf(item.displayName) || textOf(item.display_name) || textOf(item.media);
    if (path && sitePath === null && !isWebAddress(external)) {
      warn(`social item ${String(item.id)}, field "path": "${path}" is not a path on this site (it must not hold "//", a backslash, a scheme or control characters); skipped.`);
      return [];
    }
    if (!href || !label) {
      warn(`social item ${String(item.id)}, field "external_path": no http(s) address or path; skipped.`);
      return [];
    }
    return [{ media: socialMediaOf(item.media), label, href }];
  });
}
