import { demoSource } from './demo-source.ts';
import { directusSource } from './directus-source.ts';
import type { ContentSource } from '../source.ts';

/** Where answers of the content service are kept between builds (gitignored as .cache/). */
const contentCacheDirectory = '.cache/content';
const defaultContentCacheDuration = '10m';

// eleventy-fetch's durations: a number and a unit (s, m, h, d, w, y), or * for "never expires".
const durationPattern = /^(\d+[smhdwy]|\*)$/;

function cacheDuration(value: string | undefined): string {
  const duration = value?.trim() || defaultContentCacheDuration;
  if (!durationPattern.test(duration)) {
    throw new Error(
      `CONTENT_CACHE_DURATION "${duration}" is not a duration; use a number and a unit (30s, 10m, 1h, 1d) or * for forever.`,
    );
  }
  return duration;
}

/** CONTENT_TIMEOUT in seconds; unset: the spec's 600 s. */
function timeoutOf(value: string | undefined): number | undefined {
  if (!value?.trim()) return undefined;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds <= 0) throw new Error(`CONTENT_TIMEOUT "${value}" is not a whole number of seconds.`);
  return seconds * 1000;
}

/**
 * Picks the content source from the build's environment: Directus when CONTENT_URL is set,
 * otherwise the embedded demo content. Wrong configuration fails here, before any page is
 * rendered (spec §8: missing url or project configuration throws).
 */
export function createContentSource(
  env: NodeJS.ProcessEnv = process.env,
  warn: (message: string) => void = (message) => console.warn(message),
): ContentSource {
  const url = env.CONTENT_URL?.trim();
  // DEMO_CONTENT_DIR: another copy of the demo content, such as the large catalogs npm run bench builds.
  if (!url) return demoSource(env.DEMO_CONTENT_DIR?.trim() || undefined);

  // The demo's default project would quietly build someone else's site (or an empty one) from a real service.
  if (!env.PROJECT_DOMAIN?.trim()) {
    throw new Error('CONTENT_URL is set but PROJECT_DOMAIN is not: name the project (site) whose content is built.');
  }
  const token = env.CONTENT_TOKEN?.trim() || undefined;
  if (!token) {
    warn('CONTENT_TOKEN is not set: the content service is read with the permissions of its public role.');
  }
  return directusSource({
    url,
    token,
    timeoutMs: timeoutOf(env.CONTENT_TIMEOUT),
    cache: { duration: cacheDuration(env.CONTENT_CACHE_DURATION), directory: contentCacheDirectory },
  });
}
