import DOMPurify from 'dompurify';
import { externalLinkRel } from '../../core/menu.ts';
import { richTextAttributes, richTextTags } from '../../core/rich-text-allowlist.ts';
import { liveTextImageSrc } from './live-url.ts';

/**
 * The live shop's sanitizer for editor HTML (product and manufacturer descriptions), in the
 * browser: the rules of the build's sanitizer (widgets/content/build/sanitize.ts, sanitize-html, which
 * is too big for the browser) with DOMPurify. Loaded only by the live source, through a dynamic
 * import, so the static shop never downloads it. Both take their lists from core/rich-text-allowlist.ts.
 */

/** The build turns these into the outline the page allows: its own h1, nothing below h4. */
const renamed: Record<string, string> = { H1: 'h2', H5: 'h4', H6: 'h4' };

/** http(s), mail and phone links, and relative ones; never javascript: or data:. */
const allowedUri = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

function isExternal(href: string): boolean {
  if (!/^\s*https?:\/\//i.test(href)) return false;
  try {
    const withoutWww = (host: string) => host.toLowerCase().replace(/^www\./, '');
    return withoutWww(new URL(href.trim()).hostname) !== withoutWww(globalThis.location?.hostname ?? '');
  } catch {
    return false;
  }
}

/**
 * With the content service's URL, an image stays only if it is one of its files (the page's CSP
 * allows no other image host); another is left out, its alt text staying as text, as the build does.
 */
function tidyImage(image: Element, contentUrl: string | undefined): void {
  const src = image.getAttribute('src') ?? '';
  if (!contentUrl) {
    if (!/^https?:/i.test(src)) image.remove();
    return;
  }
  const shown = liveTextImageSrc(contentUrl, src);
  if (shown) return image.setAttribute('src', shown);
  console.warn(`Shop: the image ${src} in a description is not a file of the content service; left out.`);
  image.replaceWith(image.getAttribute('alt') ?? '');
}

function tidy(root: DocumentFragment, contentUrl: string | undefined): void {
  for (const element of [...root.querySelectorAll('*')]) {
    // Attributes are kept by the tag the element becomes, as sanitize-html renames first.
    const tag = renamed[element.tagName] ?? element.tagName.toLowerCase();
    for (const { name } of [...element.attributes]) {
      if (!richTextAttributes[tag]?.includes(name)) element.removeAttribute(name);
    }
    if (tag === 'img') tidyImage(element, contentUrl);
    if (tag === 'a') {
      const href = element.getAttribute('href');
      // A link whose address was removed keeps its text.
      if (!href) element.replaceWith(...element.childNodes);
      else if (isExternal(href)) {
        element.setAttribute('target', '_blank');
        element.setAttribute('rel', externalLinkRel);
      } else if (element.getAttribute('target') !== '_blank') element.removeAttribute('target');
    }
    const renamedTag = renamed[element.tagName];
    if (renamedTag) {
      const replacement = element.ownerDocument.createElement(renamedTag);
      for (const { name, value } of [...element.attributes]) replacement.setAttribute(name, value);
      replacement.append(...element.childNodes);
      element.replaceWith(replacement);
    }
  }
}

/**
 * Cuts editor HTML down to safe rich text, as the build does for the static shop. With the
 * content service's URL (as the live source passes it), images are limited to its files.
 */
export function sanitizeLiveHtml(html: string, contentUrl?: string): string {
  const fragment = DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...richTextTags, 'h1', 'h5', 'h6'],
    ALLOWED_ATTR: [...new Set(Object.values(richTextAttributes).flat())],
    ALLOWED_URI_REGEXP: allowedUri,
    // Their text is code or a fallback, never content (script, style, iframe … are already on DOMPurify's list).
    ADD_FORBID_CONTENTS: ['textarea', 'option', 'object'],
    RETURN_DOM_FRAGMENT: true,
  });
  tidy(fragment, contentUrl);
  const container = document.createElement('div');
  container.append(fragment);
  return container.innerHTML.trim();
}
