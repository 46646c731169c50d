import path from 'node:path';
// @ts-expect-error eleventy-fetch ships no types; the part used here is typed below.
import EleventyFetch from '@11ty/eleventy-fetch';

interface AssetCacheInstance {
  isCacheValid(duration?: string): boolean;
  getCachedValue(): unknown;
  save(contents: unknown, type: 'json'): Promise<void>;
}
type AssetCacheClass = new (key: string, directory: string, options: { duration: string; type: 'json' }) => AssetCacheInstance;

const { AssetCache } = EleventyFetch as { AssetCache: AssetCacheClass };

export interface ResponseCacheOptions {
  /** eleventy-fetch's duration syntax: '10m', '1h', '1d', '0s' (always refetch), '*' (forever). */
  duration: string;
  directory: string;
}

export interface ResponseCache {
  get(key: string): unknown[] | undefined;
  set(key: string, items: unknown[]): Promise<void>;
}

/*
 * One instance per directory and key for the whole process. eleventy-fetch remembers in a
 * process-wide table whether a cache file exists and never updates that table after writing;
 * a fresh instance for a key checked earlier would therefore miss the file it has just written
 * (EleventyFetch() itself keeps its instances for the same reason).
 */
const instances = new Map<string, AssetCacheInstance>();

/**
 * eleventy-fetch's on-disk cache (the same files and durations as EleventyFetch()), used directly
 * rather than through EleventyFetch(url): that one fetches with the global fetch, saves whatever
 * JSON arrives before we can check it, and on failure quietly serves an expired copy. Here only a
 * checked list of items is stored, and a failed request fails the build.
 */
export function responseCache(options: ResponseCacheOptions): ResponseCache {
  const directory = path.resolve(options.directory);
  const entry = (key: string) => {
    const id = `${directory}\0${key}`;
    let instance = instances.get(id);
    if (!instance) {
      instance = new AssetCache(key, directory, { duration: options.duration, type: 'json' });
      instances.set(id, instance);
    }
    return instance;
  };
  return {
    get(key) {
      const cache = entry(key);
      try {
        if (!cache.isCacheValid(options.duration)) return undefined;
        const value = cache.getCachedValue();
        return Array.isArray(value) ? value : undefined;
      } catch {
        // A cache file truncated or edited by hand is a miss, not a failed build.
        return undefined;
      }
    },
    set: (key, items) => entry(key).save(items, 'json'),
  };
}
