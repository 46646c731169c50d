import { assetIdOf } from '../../widgets/content/directus-query.ts';
import type { ImageRef } from '../../widgets/core/image.ts';
import { RemoteImageError, type ImageRenderer } from './images.ts';

/**
 * Images inside CMS texts, after the sanitizer (which has left only src, alt, width, height, and
 * only http(s) or relative addresses). Every image ends up served by the site itself, since the
 * page's CSP allows images from nowhere else and a visitor's browser should not tell a third party
 * its address (GDPR):
 * - the content service's own files (`/assets/<id>`, relative or under its URL, as Directus'
 *   editor inserts them) go through eleventy-img like every content image; one that cannot be
 *   read stops the build, as any content image does;
 * - images on other hosts are downloaded at build time and go the same way; one that cannot be
 *   downloaded is left out with a warning naming where it was and its address, its alt text
 *   staying as text (it may be all a link has to say);
 * - any other address (a path on the site) is the site's own and loads lazily.
 */
const imageTag = /<img\b([^>]*)>/g;
const attribute = (attributes: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1];

/** The sanitizer writes these entities into attributes; generateHTML escapes the alt again. */
const unescapeAttribute = (value: string) => value.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/**
 * The file id of a content-service address: `/assets/<id>`, relative or under CONTENT_URL, with or
 * without transformation parameters (the build makes its own sizes). Not `/assets/<id>/<name>`:
 * /assets/images/… is the site's own folder.
 */
export function contentFileId(src: string, contentUrl: string | undefined): string | null {
  const base = contentUrl?.replace(/\/+$/, '');
  const path = base && src.startsWith(`${base}/`) ? src.slice(base.length) : src;
  return assetIdOf(path);
}

const isRemote = (src: string) => /^https?:\/\//i.test(src);

export interface BodyImageContext {
  /** Where the text is shown, for the warning: a page's path, a product, a manufacturer. */
  where: string;
  warn(message: string): void;
}

const sizes = '(min-width: 72rem) 72rem, 100vw';

export async function processBodyImages(html: string, images: ImageRenderer, contentUrl: string | undefined, context: BodyImageContext): Promise<string> {
  const replacements = await Promise.all(
    [...html.matchAll(imageTag)].map(async ([tag, attributes = '']) => {
      const src = unescapeAttribute(attribute(attributes, 'src') ?? '');
      const altAttribute = attribute(attributes, 'alt') ?? '';
      const alt = unescapeAttribute(altAttribute);
      const id = contentFileId(src, contentUrl);
      if (id) {
        const ref: ImageRef = { id, width: 0, height: 0, title: alt };
        return images.picture(ref, { sizes });
      }
      if (!isRemote(src)) return tag.replace('<img', '<img loading="lazy" decoding="async"');
      try {
        return await images.remotePicture(src, alt, { sizes });
      } catch (error) {
        if (!(error instanceof RemoteImageError)) throw error;
        context.warn(`${context.where}: ${error.message}; the image is left out.`);
        // Still escaped as the sanitizer wrote it, so it is safe as text.
        return altAttribute;
      }
    }),
  );
  let index = 0;
  return html.replace(imageTag, () => replacements[index++]!);
}
