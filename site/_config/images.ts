import path from 'node:path';
// @ts-expect-error eleventy-img ships no types
import Image from '@11ty/eleventy-img';
import type { ImageRef } from '../../widgets/core/image.ts';
import type { ShopImage } from '../../widgets/core/shop/types.ts';
import { displayUrl } from '../../widgets/content/directus-query.ts';
import type { ContentSource } from '../../widgets/content/source.ts';

/** Markdown and page images (spec §9): at most 1980 px wide, quality 85. */
const maxWidth = 1980;
const quality = 85;

interface ImageOptions {
  /** The sizes attribute: how wide the image is shown. */
  sizes: string;
  widths?: number[];
  className?: string;
  /** The first image on a page (its hero, its largest paint) loads at once and first; the rest lazily. */
  eager?: boolean;
}

interface Metadata {
  jpeg: Array<{ url: string; width: number; height: number }>;
  webp?: Array<{ url: string; width: number; height: number }>;
}

/** Product images in the shop: cards and the product gallery never show them wider than 960 px. */
const shopImageWidths = [320, 640, 960];
const shopImageMiddleWidth = 640;

/**
 * Content images are fetched (or read) and resized at build time into /assets/img/, served as
 * responsive <picture> with width and height set, so nothing shifts while they load.
 */
/**
 * An image the build could not download or read. eleventy-img's own errors name nothing (a 404
 * surfaces as "Cannot read properties of undefined"); this one names the file in the content
 * service's files collection, its title and where it was read from.
 */
class ImageFileError extends Error {
  override name = 'ImageFileError';
  constructor(ref: ImageRef, location: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`Image file ${ref.id} ("${ref.title}", collection directus_files) could not be downloaded or read from ${location}: ${reason}`, { cause });
  }
}

/** Where an image comes from, as a message may show it: a URL without credentials, or a local path. */
function locationOf(file: string): string {
  return /^https?:\/\//.test(file) ? displayUrl(file) : file;
}

export function createImageRenderer(source: ContentSource, outputDir: string) {
  const process = async (ref: ImageRef, widths: number[], formats = ['webp', 'jpeg']): Promise<Metadata> => {
    const file = source.fileSource(ref.id);
    let metadata: Metadata | undefined;
    try {
      metadata = await resize(file, widths, formats);
    } catch (error) {
      throw new ImageFileError(ref, locationOf(file), (await refusalOf(file)) ?? error);
    }
    // A refused download resolves without any image (eleventy-img logs the error and goes on).
    if (!metadata?.jpeg?.length) throw new ImageFileError(ref, locationOf(file), (await refusalOf(file)) ?? 'no image came back');
    return metadata;
  };
  /** Asked only after a failure: eleventy-img loses the HTTP status of a refused download. */
  const refusalOf = async (file: string): Promise<string | null> => {
    if (!/^https?:\/\//.test(file)) return null;
    const response = await fetch(file, { headers: source.fileRequestHeaders?.() ?? {} }).catch(() => null);
    return response && !response.ok ? `the content service answered HTTP ${response.status}` : null;
  };
  const resize = (file: string, widths: number[], formats: string[]): Promise<Metadata> =>
    Image(file, {
      widths: [...new Set(widths.map((width) => Math.min(width, maxWidth)))],
      formats,
      outputDir: path.join(outputDir, 'assets', 'img'),
      urlPath: '/assets/img/',
      sharpJpegOptions: { quality },
      sharpWebpOptions: { quality },
      // Files of a private content service need the build's token; it stays in the request header.
      cacheOptions: { duration: '1d', directory: '.cache/images', fetchOptions: { headers: source.fileRequestHeaders?.() ?? {} } },
    });

  return {
    async picture(ref: ImageRef, options: ImageOptions): Promise<string> {
      const metadata = await process(ref, options.widths ?? [480, 960, 1440, maxWidth]);
      return Image.generateHTML(metadata, {
        alt: ref.title,
        sizes: options.sizes,
        loading: options.eager ? 'eager' : 'lazy',
        ...(options.eager ? { fetchpriority: 'high' } : {}),
        decoding: 'async',
        ...(options.className ? { class: options.className } : {}),
      }) as string;
    },

    /**
     * A product image for the shop, as plain data (the static catalog JSON and the prerendered
     * pages use the same): WebP candidates for srcset, and a middle-width JPEG as src, which every
     * browser and every search engine's image crawler reads. Originals are never blown up.
     */
    async shopImage(ref: ImageRef): Promise<ShopImage> {
      // An original narrower than 960 px is kept at its own width as the largest candidate.
      const metadata = await process(ref, ref.width > 0 ? shopImageWidths.map((width) => Math.min(width, ref.width)) : shopImageWidths);
      const middle = [...metadata.jpeg].reverse().find((entry) => entry.width <= shopImageMiddleWidth) ?? metadata.jpeg[0]!;
      const candidates = metadata.webp ?? metadata.jpeg;
      return {
        src: middle.url,
        srcset: candidates.length > 1 ? candidates.map((entry) => `${entry.url} ${entry.width}w`).join(', ') : '',
        width: middle.width,
        height: middle.height,
        alt: ref.title,
      };
    },

    /** A 1200 px JPEG for link previews (og:image), as a path. */
    async previewPath(ref: ImageRef): Promise<string> {
      const metadata = await process(ref, [1200], ['jpeg']);
      return metadata.jpeg[0]!.url;
    },
  };
}

export type ImageRenderer = ReturnType<typeof createImageRenderer>;
