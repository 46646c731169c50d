import { describe, expect, it } from 'vitest';
import { inlineLogoSvg } from '../../site/_config/inline-logo.ts';

describe('the header logo inline', () => {
  it('our own SVG logo is inlined without its <title>, its word mark ready for the theme colours', async () => {
    const svg = await inlineLogoSvg('/assets/images/logo.svg');
    expect(svg).toMatch(/^<svg\b/);
    expect(svg).not.toContain('<title>');
    expect(svg).toContain('class="logo-word"');
  });

  it('other logos stay images: a raster file, another host, a missing file, a path out of the assets', async () => {
    for (const logo of ['/assets/images/logo.png', 'https://cdn.example/logo.svg', '/assets/images/none.svg', '/assets/../../package.svg']) {
      expect(await inlineLogoSvg(logo)).toBeNull();
    }
  });
});
