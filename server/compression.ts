import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Compression as a CDN does it: text (HTML, CSS, JS, JSON, SVG, XML) in brotli or gzip, as the
 * browser's Accept-Encoding allows; images that are compressed already (JPEG, WebP, AVIF, PNG)
 * as they are, since compressing them again only costs time.
 */
export type Encoding = 'br' | 'gzip';

function isCompressible(contentType: string): boolean {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return type.startsWith('text/') || ['application/json', 'application/javascript', 'application/xml', 'application/manifest+json', 'image/svg+xml'].includes(type);
}

/** The encodings the header accepts, with their weights ("gzip;q=0.5, br" → br 1, gzip 0.5). */
function accepted(acceptEncoding: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  return weights;
}

/** Brotli when accepted (smaller), else gzip, else none; nothing for types that do not shrink. */
export function chooseEncoding(acceptEncoding: string | undefined, contentType: string): Encoding | null {
  if (!acceptEncoding || !isCompressible(contentType)) return null;
  const weights = accepted(acceptEncoding);
  const weight = (name: Encoding) => weights.get(name) ?? (weights.has('*') ? weights.get('*')! : 0);
  const best = (['br', 'gzip'] as const).filter((name) => weight(name) > 0).sort((a, b) => weight(b) - weight(a))[0];
  return best ?? null;
}

/**
 * Brotli at quality 5 and gzip at level 6: what CDNs use for compression on the fly, fast enough
 * for the 10,000-product catalog while still close to the best size.
 */
export function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipSync(body, { level: 6 });
}
