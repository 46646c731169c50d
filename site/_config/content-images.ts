import type { ImageRef } from '../../widgets/core/image.ts';
import type { ImageRenderer } from './images.ts';

/**
 * Images inside CMS bodies: the content service's own files (`/assets/<id>`, relative or under
 * its URL, as Directus' editor inserts them) go through eleventy-img like every content image;
 * others keep their address and load lazily. The sanitizer has left only src, alt, width, height.
 */
const imageTag = /<img\b([^>]*)>/g;
const attribute = (attributes: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1];

export function contentFileId(src: string, contentUrl: string | undefined): string | null {
  const base = contentUrl?.replace(/\/+$/, '');
  const path = base && src.startsWith(`${base}/`) ? src.slice(base.length) : src;
  return /^\/assets\/([\w-]+)$/.exec(path)?.[1] ?? null;
}

export async function processBodyImages(html: string, images: ImageRenderer, contentUrl: string | undefined): Promise<string> {
  const replacements = await Promise.all(
    [...html.matchAll(imageTag)].map(async ([tag, attributes = '']) => {
      const src = attribute(attributes, 'src') ?? '';
      const id = contentFileId(src, contentUrl);
      if (!id) return tag.replace('<img', '<img loading="lazy" decoding="async"');
      // Entities stay as the sanitizer wrote them: generateHTML escapes the alt again.
      const alt = (attribute(attributes, 'alt') ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
      const ref: ImageRef = { id, width: 0, height: 0, title: alt };
      return images.picture(ref, { sizes: '(min-width: 72rem) 72rem, 100vw' });
    }),
  );
  let index = 0;
  return html.replace(imageTag, () => replacements[index++]!);
}
