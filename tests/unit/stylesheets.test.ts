import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { stylesheets } from '../../site/_includes/stylesheets.ts';

describe('stylesheets', () => {
  it('every page links every stylesheet of site/assets/css, so none is written and never used', async () => {
    const files = (await readdir(new URL('../../site/assets/css/', import.meta.url))).filter((file) => file.endsWith('.css'));
    expect([...stylesheets].sort()).toEqual(files.map((file) => `/assets/css/${file}`).sort());
  });
});
