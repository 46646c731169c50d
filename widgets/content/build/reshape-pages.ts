import { isLanguage } from '../../core/languages.ts';
import type { ImageRef } from '../../core/image.ts';
import type { PageTranslation, SitePage } from '../../core/page.ts';
import { isPageKey } from '../../core/routes.ts';
import { isRecord, textOf } from '../../core/shapes.ts';
import { renderRichText } from './rich-text.ts';
import type { SanitizeOptions } from './sanitize.ts';
import { ContentError } from '../source.ts';

function reshapeImageRef(raw: unknown, collection: string, itemId: unknown, field: string): ImageRef | null {
  if (raw === null || raw === undefined) return null;
  if (!isRecord(raw) || !textOf(raw.id) || !Number.isFinite(raw.width) || !Number.isFinite(raw.height)) {
    throw new ContentError(collection, itemId, field, 'an image needs an id, a width and a height');
  }
  return { id: textOf(raw.id), width: Number(raw.width), height: Number(raw.height), title: textOf(raw.title) };
}

function reshapeTranslation(raw: Record<string, unknown>, itemId: unknown, options: SanitizeOptions): PageTranslation {
  const title = textOf(raw.title);
  if (!title) throw new ContentError('pages', itemId, `translations.${String(raw.languages_code)}.title`, 'is required');
  const format = raw.body_format === 'markdown' ? 'markdown' : 'html';
  return {
    title,
    description: textOf(raw.description),
    keywords: textOf(raw.keywords),
    bodyHtml: renderRichText(typeof raw.body === 'string' ? raw.body : '', format, options),
  };
}

/**
 * Content pages from the `pages` collection. An item with a key that is not in the route table
 * is skipped with a warning (nothing could link to it); a broken translation fails the build.
 */
export function reshapePages(items: readonly unknown[], warn: (message: string) => void, options: SanitizeOptions = {}): SitePage[] {
  const pages: SitePage[] = [];
  for (const raw of items) {
    if (!isRecord(raw)) continue;
    if (!isPageKey(raw.key)) {
      warn(`pages item ${String(raw.id)}, field "key": "${String(raw.key)}" is no page of the route table; skipped.`);
      continue;
    }
    if (pages.some((page) => page.key === raw.key)) {
      warn(`pages item ${String(raw.id)}, field "key": a second page "${raw.key}"; skipped.`);
      continue;
    }
    const translations: SitePage['translations'] = {};
    for (const translation of Array.isArray(raw.translations) ? raw.translations.filter(isRecord) : []) {
      if (isLanguage(translation.languages_code)) {
        translations[translation.languages_code] = reshapeTranslation(translation, raw.id, options);
      }
    }
    pages.push({ key: raw.key, image: reshapeImageRef(raw.image, 'pages', raw.id, 'image'), translations });
  }
  return pages;
}
