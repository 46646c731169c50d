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

/** Widths of a picture in a page's text. */
const pictureWidths = [480, 960, 1440, maxWidth];

/** Requests to other hosts carry no credentials of the build. */
const remoteHeaders: Record<string, string> = {};

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

/**
 * An image on another host that a CMS text shows, which the build could not download (a dead
 * link, a host that refuses, an answer that is no image). Its address without credentials.
 */
export class RemoteImageError extends Error {
  override name = 'RemoteImageError';
  constructor(url: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`the image ${displayUrl(url)} could not be downloaded: ${reason}`, { cause });
  }
}

/** The follow-up question after a failed download waits no longer than this (a host that never answers). */
const refusalTimeoutMs = 30_000;

type Headers = Record<string, string>;

export function createImageRenderer(source: ContentSource, outputDir: string) {
  const contentHeaders = (): Headers => source.fileRequestHeaders?.() ?? {};
  /** Resizes a file; `failure` turns what went wrong into the error the caller reports. */
  const download = async (file: string, headers: Headers, widths: number[], formats: string[], failure: (cause: unknown) => Error): Promise<Metadata> => {
    let cause: unknown = 'no image came back';
    // A failure the server did not state (a connection closed under the request, seen now and
    // then on a busy machine) gets one more try, past eleventy-img's memory of the failed image.
    for (const remembered of [true, false]) {
      try {
        const metadata = await resize(file, widths, formats, headers, remembered);
        // A refused download resolves without any image (eleventy-img logs the error and goes on).
        if (metadata?.jpeg?.length) return metadata;
      } catch (error) {
        cause = error;
      }
      const refusal = await refusalOf(file, headers);
      if (refusal) throw failure(refusal);
    }
    throw failure(cause);
  };
  const process = (ref: ImageRef, widths: number[], formats = ['webp', 'jpeg']): Promise<Metadata> => {
    const file = source.fileSource(ref.id);
    return download(file, contentHeaders(), widths, formats, (cause) => new ImageFileError(ref, locationOf(file), cause));
  };
  /** Asked only after a failure: eleventy-img loses the HTTP status of a refused download. */
  const refusalOf = async (file: string, headers: Headers): Promise<string | null> => {
    if (!/^https?:\/\//.test(file)) return null;
    const response = await fetch(file, { headers, signal: AbortSignal.timeout(refusalTimeoutMs) }).catch(() => null);
    return response && !response.ok ? `the ${headers === remoteHeaders ? 'server' : 'content service'} answered HTTP ${response.status}` : null;
  };
  /** `remembered`: eleventy-img may answer from what it did for the same file and options before (in this process). */
  const resize = (file: string, widths: number[], formats: string[], headers: Headers, remembered = true): Promise<Metadata> =>
    Image(file, {
      useCache: remembered,
      widths: [...new Set(widths.map((width) => Math.min(width, maxWidth)))],
      formats,
      outputDir: path.join(outputDir, 'assets', 'img'),
      urlPath: '/assets/img/',
      sharpJpegOptions: { quality },
      sharpWebpOptions: { quality },
      // Files of a private content service need the build's token; it stays in the request header.
      cacheOptions: { duration: '1d', directory: '.cache/images', fetchOptions: { headers } },
    });
  const pictureHtml = (metadata: Metadata, alt: string, options: ImageOptions): string =>
    Image.generateHTML(metadata, {
      alt,
      sizes: options.sizes,
      loading: options.eager ? 'eager' : 'lazy',
      ...(options.eager ? { fetchpriority: 'high' } : {}),
      decoding: 'async',
      ...(options.className ? { class: options.className } : {}),
    }) as string;

  return {
    async picture(ref: ImageRef, options: ImageOptions): Promise<string> {
      return pictureHtml(await process(ref, options.widths ?? pictureWidths), ref.title, options);
    },

    /**
     * An image on another host, downloaded and served from the site like the content service's
     * own: the page's CSP allows no other image hosts, and a visitor's browser then tells no third
     * party its address. The build's token never goes with it. Throws a RemoteImageError.
     */
    async remotePicture(url: string, alt: string, options: ImageOptions): Promise<string> {
      const metadata = await download(url, remoteHeaders, options.widths ?? pictureWidths, ['webp', 'jpeg'], (cause) => new RemoteImageError(url, cause));
      return pictureHtml(metadata, alt, options);
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
