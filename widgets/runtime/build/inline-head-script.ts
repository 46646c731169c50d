import { buildSync } from 'esbuild';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Inline in every page: past this size, gzip, the build fails instead of making every page heavier. */
const headScriptBudgetBytes = 1024;

export interface InlineHeadScript {
  /** The script's text, for a <script> element in the head. */
  code: string;
  /** Its CSP source expression, `'sha256-…'`, for script-src in the meta tag and the `_headers` file. */
  hash: string;
}

const entry = fileURLToPath(new URL('../head-script.ts', import.meta.url));

/**
 * widgets/runtime/head-script.ts as one classic script, minified, with the hash that lets it run
 * under the site's Content-Security-Policy (no 'unsafe-inline').
 */
export function inlineHeadScript({ minify = true } = {}): InlineHeadScript {
  const result = buildSync({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    target: ['es2020'],
    minify,
    legalComments: 'none',
    logLevel: 'warning',
  });
  const code = result.outputFiles[0]!.text.trim();
  if (/<\/script/i.test(code)) throw new Error(`${path.basename(entry)}: the bundle contains "</script", which would end the inline script`);
  const gzip = gzipSync(code).length;
  // The dev server's copy is unminified, for reading; the budget is the published one's.
  if (minify && gzip > headScriptBudgetBytes) {
    throw new Error(`${path.basename(entry)} is ${gzip} bytes gzip, over the ${headScriptBudgetBytes}-byte budget for a script inline in every page`);
  }
  return { code, hash: `'sha256-${createHash('sha256').update(code).digest('base64')}'` };
}
