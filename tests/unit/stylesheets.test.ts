import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { contentHash } from '../../site/_config/stylesheet-bundles.ts';
import { stylesheetsOf } from '../../site/pages.11ty.ts';
import { bundleFiles, bundleName, optionalStylesheets, shellStylesheets, shopStylesheets } from '../../site/_includes/stylesheets.ts';
import type { PageEntry } from '../../site/_config/page-entries.ts';
import { isHashedAsset } from '../../widgets/service-worker/service-worker-rules.ts';

const entry = (kind: string) => ({ kind }) as PageEntry;

describe('stylesheets', () => {
  it('every file of site/assets/css is in the shell or chosen by some page, so none is written and never used', async () => {
    const files = (await readdir(new URL('../../site/assets/css/', import.meta.url))).filter((file) => file.endsWith('.css'));
    expect([...shellStylesheets, ...optionalStylesheets].sort()).toEqual(files.sort());
  });

  it('a bundle keeps the cascade order whatever order a page names its files in', () => {
    expect(bundleFiles(['shop.css', 'forms.css'])).toEqual(['site.css', 'newsletter.css', 'forms.css', 'shop.css']);
    expect(bundleName(['shop.css', 'forms.css'])).toBe('site-forms-shop');
    expect(bundleName([])).toBe('site');
  });

  it('shop and form styles only where they are used', () => {
    expect(stylesheetsOf(entry('legal'), 3)).toEqual([]);
    expect(stylesheetsOf(entry('display'), 3)).toEqual([]);
    expect(stylesheetsOf(entry('contact'), 3)).toEqual(['forms.css', 'external-content.css']);
    expect(stylesheetsOf(entry('thanks'), 3)).toEqual(['forms.css']);
    // Home and window show product teasers (prices, add to cart) when there are featured products.
    expect(stylesheetsOf(entry('home'), 3)).toEqual(['shop.css']);
    expect(stylesheetsOf(entry('home'), 0)).toEqual([]);
    expect(shopStylesheets).toContain('product-forms.css');
  });

  it("a bundle's name carries its content's hash, which the worker and the host treat as a hashed file", () => {
    const href = `/assets/css/site-shop-${contentHash('body{color:red}')}.css`;
    expect(isHashedAsset(href)).toBe(true);
    expect(contentHash('body{color:red}')).not.toBe(contentHash('body{color:blue}'));
  });
});
