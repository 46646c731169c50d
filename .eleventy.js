// Eleventy configuration. The site's code is TypeScript: tsx loads it (and the .11ty.ts
// templates) in this process. build.mjs is the usual way in; it passes `build` options.
import { register } from 'tsx/esm/api';

if (!globalThis.__siteTypeScriptLoader) globalThis.__siteTypeScriptLoader = register();

/** @param {import('@11ty/eleventy').UserConfig} eleventyConfig */
export default async function (eleventyConfig) {
  const { configureSite } = await import('./site/_config/configure.ts');
  return configureSite(eleventyConfig);
}
