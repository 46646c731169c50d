import { createHash, timingSafeEqual } from 'node:crypto';
import { isPageKey, pathFor } from '../../widgets/core/routes.ts';

/**
 * Who may see the preview of drafts: whoever opens it from the CMS. Directus' preview link
 * (`/_preview?token=…&product={{slug}}`, set by `npm run cms`) carries the preview token; the
 * server checks it, keeps a cookie that stands for it (HttpOnly, SameSite=Lax: the CMS and the
 * preview share a site, as cms.example.de and vorschau.example.de do) and sends the editor on to
 * the page. Every other request needs that cookie. The token itself never reaches a page.
 */
export const previewEntryPath = '/_preview';
const cookieName = 'draft_preview';
/** Half a working day: an editor who keeps the preview open in a tab opens it from Directus again after that. */
const cookieSeconds = 12 * 60 * 60;

const digest = (value: string) => createHash('sha256').update(`draft-preview:${value}`).digest();

/** Whether the token presented is the preview's, compared in constant time. */
export function isPreviewToken(presented: string, token: string): boolean {
  return timingSafeEqual(digest(presented), digest(token));
}

/** The Set-Cookie header that lets this browser see the preview. */
export function previewCookie(token: string): string {
  return `${cookieName}=${digest(token).toString('hex')}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${cookieSeconds}`;
}

/** Whether the request's cookies let it see the preview. */
export function hasPreviewCookie(cookieHeader: string | undefined, token: string): boolean {
  const value = (cookieHeader ?? '')
    .split(';')
    .map((pair) => pair.trim().split('='))
    .find(([name]) => name === cookieName)?.[1];
  if (!value || !/^[0-9a-f]{64}$/.test(value)) return false;
  return timingSafeEqual(Buffer.from(value, 'hex'), digest(token));
}

export type PreviewTarget = { path: string } | { problem: string };

/**
 * Where a preview link leads: a page by its key (`page=contact` → /kontakt), a product by its slug
 * (`product=ring-gold` → /shop/ring-gold), else the home page; always a path of this site.
 */
export function previewTarget(query: URLSearchParams): PreviewTarget {
  const page = query.get('page');
  if (page !== null) {
    const path = isPageKey(page) ? pathFor(page, 'de') : undefined;
    return path ? { path } : { problem: `Der Schlüssel „${page}“ gehört zu keiner Seite der Website: Diese Seite wird nirgends gezeigt.` };
  }
  const product = query.get('product');
  if (product !== null) {
    return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(product)
      ? { path: `${pathFor('shop', 'de')}/${product}` }
      : { problem: `„${product}“ ist kein gültiger Slug: Er besteht aus Kleinbuchstaben, Ziffern und Bindestrichen.` };
  }
  return { path: '/' };
}
