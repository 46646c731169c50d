import sanitizeHtml from 'sanitize-html';
import { externalLinkRel } from '../../core/menu.ts';
import { richTextAttributes, richTextTags } from '../../core/rich-text-allowlist.ts';

/**
 * HTML from the content service is written by editors, pasted from word processors and rendered
 * into our pages without escaping, so it is cut down to plain rich text: no scripts, styles,
 * frames, event handlers or javascript: URLs (the CSP forbids inline code anyway; this keeps the
 * markup honest) and no classes or inline styles that would fight the site's own CSS.
 */

export interface SanitizeOptions {
  /**
   * The site's own host (e.g. "juwelier-albrecht.de"): absolute links to it stay internal. Without
   * it, every absolute http(s) link counts as external.
   */
  siteHost?: string;
}

const withoutWww = (host: string) => host.toLowerCase().replace(/^www\./, '');

/** An absolute http(s) link to a host other than the site's own. */
function isExternalHref(href: string, siteHost?: string): boolean {
  if (!/^\s*https?:\/\//i.test(href)) return false;
  try {
    const host = new URL(href.trim()).hostname;
    return siteHost === undefined || withoutWww(host) !== withoutWww(siteHost);
  } catch {
    return false;
  }
}

function options({ siteHost }: SanitizeOptions): sanitizeHtml.IOptions {
  return {
    allowedTags: [...richTextTags],
    allowedAttributes: {
      ...richTextAttributes,
      a: richTextAttributes.a!.map((name) => (name === 'target' ? { name, values: ['_blank'] } : name)),
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    // Their text is code or a fallback, never content: dropped together with the element.
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'template', 'object'],
    // A link whose javascript: address was removed, or an image without a usable source, is
    // dropped; a link keeps its text.
    exclusiveFilter: (frame) => {
      if (frame.tag === 'img') return !frame.attribs.src;
      if (frame.tag === 'a' && !frame.attribs.href) return 'excludeTag';
      return false;
    },
    transformTags: {
      // The page has its own h1 and no CMS text goes deeper than h4: keep the outline intact.
      h1: 'h2',
      h5: 'h4',
      h6: 'h4',
      a: (tagName, attribs) =>
        attribs.href !== undefined && isExternalHref(attribs.href, siteHost)
          ? { tagName, attribs: { ...attribs, target: '_blank', rel: externalLinkRel } }
          : { tagName, attribs },
    },
  };
}

/** Cuts editor HTML down to safe rich text; external links open in a new tab (spec §9). */
export function sanitizeCmsHtml(html: string, sanitizeOptions: SanitizeOptions = {}): string {
  return sanitizeHtml(html, options(sanitizeOptions)).trim();
}
