import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { bundleFiles, bundleName, type OptionalStylesheet } from '../_includes/stylesheets.ts';

const cssDir = fileURLToPath(new URL('../assets/css/', import.meta.url));

/** Eight characters of the content's hash, in the alphabet esbuild uses for the scripts' names. */
export function contentHash(text: string): string {
  return createHash('sha256').update(text).digest('base64url').replace(/[^A-Za-z0-9]/g, '').slice(0, 8).toUpperCase();
}

/**
 * Joins the theme (generated from the project's colours) and a page's stylesheets into one
 * minified file under /assets/css/ named by its content's hash, so it is cached for good and a
 * new build never meets an old copy. Written once per build and choice; pages that choose alike
 * share the file. Concatenated rather than @imported: the theme comes first and is no file.
 */
export function createStylesheetBundles(outputDir: string, themeCss: () => Promise<string>, { minify = true } = {}) {
  const built = new Map<string, Promise<string>>();

  async function build(wanted: readonly OptionalStylesheet[]): Promise<string> {
    const sources = await Promise.all(bundleFiles(wanted).map((file) => readFile(path.join(cssDir, file), 'utf8')));
    const { code } = await esbuild.transform([await themeCss(), ...sources].join('\n'), {
      loader: 'css',
      minify,
      legalComments: 'none',
      logLevel: 'warning',
    });
    const href = `/assets/css/${bundleName(wanted)}-${contentHash(code)}.css`;
    await mkdir(path.join(outputDir, 'assets', 'css'), { recursive: true });
    await writeFile(path.join(outputDir, href), code);
    return href;
  }

  return {
    /** The URL path of the bundle with these stylesheets (besides the shell), built on first ask. */
    href(wanted: readonly OptionalStylesheet[] = []): Promise<string> {
      const key = bundleName(wanted);
      if (!built.has(key)) built.set(key, build(wanted));
      return built.get(key)!;
    },
    /** A new build (the dev server's watch) starts afresh: sources may have changed. */
    reset(): void {
      built.clear();
    },
  };
}
