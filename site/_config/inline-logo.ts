import { readFile } from 'node:fs/promises';
import path from 'node:path';

const ownSvg = /^\/assets\/[\w/-]+(?:\.[\w-]+)*\.svg$/;

/**
 * The project's logo as inline SVG markup when it is one of the site's own SVG files, else null
 * (it stays an <img>). Inline, the header's stylesheet colours its word mark and mark for the
 * colour mode; an <img> cannot see the page's colours, and a dark word mark vanishes in dark mode.
 */
export async function inlineLogoSvg(logoPath: string, assetsDir = 'site/assets'): Promise<string | null> {
  if (!ownSvg.test(logoPath) || logoPath.includes('..')) return null;
  const text = await readFile(path.join(assetsDir, logoPath.slice('/assets/'.length)), 'utf8').catch(() => null);
  const start = text?.indexOf('<svg') ?? -1;
  if (!text || start < 0) return null;
  // The header names the link itself (in the page's language); a <title> would read out a second name.
  return text.slice(start).replace(/<title>[\s\S]*?<\/title>/, '').trim();
}
