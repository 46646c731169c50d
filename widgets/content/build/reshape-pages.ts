import * as v from 'valibot';
import { isLanguage } from '../../core/languages.ts';
import type { ImageRef } from '../../core/image.ts';
import type { PageTranslation, SitePage } from '../../core/page.ts';
import { isPageKey } from '../../core/routes.ts';
import { isRecord } from '../../core/shapes.ts';
import { renderRichText } from './rich-text.ts';
import type { SanitizeOptions } from './sanitize.ts';
import { ContentError } from '../source.ts';
import { record } from '../../core/schema-parts.ts';
import { entriesOf, text, unchecked } from './raw-item-fields.ts';

/** An image field: none at all, or a file with an id and its size in pixels. */
const rawImage = v.nullish(
  record({
    id: v.pipe(v.string(), v.trim(), v.nonEmpty()),
    width: v.pipe(v.number(), v.finite()),
    height: v.pipe(v.number(), v.finite()),
    title: text,
  }),
  null,
);

/** A raw pages item; its key and image are judged by the reader, which names the item in its warning or error. */
const rawPage = v.looseObject({
  key: unchecked,
  image: unchecked,
  translations: entriesOf({
    languages_code: unchecked,
    title: text,
    description: text,
    keywords: text,
    body: v.fallback(v.string(), ''),
    /** An HTML body as Directus' WYSIWYG keeps it (cms/schema/repeaters.ts); `body` holds Markdown, or HTML as the spec's content has it. */
    body_html: v.fallback(v.string(), ''),
    body_format: v.fallback(v.picklist(['markdown', 'html']), 'html'),
  }),
});

type RawPageTranslation = v.InferOutput<typeof rawPage>['translations'][number];

function reshapeImageRef(raw: unknown, collection: string, itemId: unknown, field: string): ImageRef | null {
  const image = v.safeParse(rawImage, raw);
  if (!image.success) throw new ContentError(collection, itemId, field, 'an image needs an id, a width and a height');
  return image.output && { id: image.output.id, width: image.output.width, height: image.output.height, title: image.output.title };
}

function reshapeTranslation(raw: RawPageTranslation, itemId: unknown, options: SanitizeOptions): PageTranslation {
  if (!raw.title) throw new ContentError('pages', itemId, `translations.${String(raw.languages_code)}.title`, 'is required');
  return {
    title: raw.title,
    description: raw.description,
    keywords: raw.keywords,
    bodyHtml: renderRichText(raw.body_format === 'html' && raw.body_html ? raw.body_html : raw.body, raw.body_format, options),
  };
}

/**
 * Content pages from the `pages` collection. An item with a key that is not in the route table
 * is skipped with a warning (nothing could link to it); a broken translation fails the build.
 */
export function reshapePages(items: readonly unknown[], warn: (message: string) => void, options: SanitizeOptions = {}): SitePage[] {
  const pages: SitePage[] = [];
  for (const raw of items.filter(isRecord)) {
    const item = v.parse(rawPage, raw);
    const key = item.key;
    if (!isPageKey(key)) {
      warn(`pages item ${String(item.id)}, field "key": "${String(key)}" is no page of the route table; skipped.`);
      continue;
    }
    if (pages.some((page) => page.key === key)) {
      warn(`pages item ${String(item.id)}, field "key": a second page "${key}"; skipped.`);
      continue;
    }
    const translations: SitePage['translations'] = {};
    for (const translation of item.translations) {
      if (isLanguage(translation.languages_code)) {
        translations[translation.languages_code] = reshapeTranslation(translation, item.id, options);
      }
    }
    pages.push({ key, image: reshapeImageRef(item.image, 'pages', item.id, 'image'), translations });
  }
  return pages;
}
