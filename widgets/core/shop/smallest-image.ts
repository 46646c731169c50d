import type { ShopImage } from './types.ts';

/**
 * The narrowest file of a shop image: its srcset's smallest width candidate ("url 320w, …"), else
 * its src. What a small preview (a search result's thumbnail) loads, as the build wrote it.
 */
export function smallestImageUrl(image: Pick<ShopImage, 'src' | 'srcset'>): string {
  const candidates = image.srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/))
    .map(([url, descriptor]) => ({ url, width: /^(\d+)w$/.exec(descriptor ?? '')?.[1] }))
    .filter((candidate): candidate is { url: string; width: string } => Boolean(candidate.url && candidate.width));
  if (candidates.length === 0) return image.src;
  return candidates.reduce((smallest, candidate) => (Number(candidate.width) < Number(smallest.width) ? candidate : smallest)).url;
}
