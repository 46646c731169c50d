import { describe, expect, it } from 'vitest';
import { starThirds } from '../../widgets/core/place-rating.ts';

describe('stars in thirds', () => {
  it('rounds the rating to the nearest third of a star', () => {
    expect(starThirds(4.7)).toEqual([1, 1, 1, 1, 2 / 3]);
    expect(starThirds(4.3)).toEqual([1, 1, 1, 1, 1 / 3]);
    expect(starThirds(4.1)).toEqual([1, 1, 1, 1, 0]);
    expect(starThirds(5)).toEqual([1, 1, 1, 1, 1]);
    expect(starThirds(0)).toEqual([0, 0, 0, 0, 0]);
  });

  it('keeps out-of-range ratings within the five stars', () => {
    expect(starThirds(7)).toEqual([1, 1, 1, 1, 1]);
    expect(starThirds(-1)).toEqual([0, 0, 0, 0, 0]);
  });
});
