import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHex } from '../../widgets/core/colour.ts';
import { minimumContrast, themeCss, themePalettes } from '../../widgets/core/theme.ts';

const hexColour = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map((rgb) => `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`);

const ratio = (a: string, b: string) => contrastRatio(parseHex(a)!, parseHex(b)!);

describe('theme colours', () => {
  it('computes the WCAG contrast ratio', () => {
    expect(ratio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(ratio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('reaches 4.5 for text, muted text, brand and text on brand, on page and card, in both modes, for any base and brand colour', () => {
    fc.assert(
      fc.property(hexColour, hexColour, (baseColor, brandColor) => {
        for (const palette of Object.values(themePalettes({ baseColor, brandColor }))) {
          for (const background of [palette.background, palette.surface]) {
            expect(ratio(palette.text, background)).toBeGreaterThanOrEqual(minimumContrast);
            expect(ratio(palette.muted, background)).toBeGreaterThanOrEqual(minimumContrast);
            expect(ratio(palette.brand, background)).toBeGreaterThanOrEqual(minimumContrast);
          }
          expect(ratio(palette.onBrand, palette.brand)).toBeGreaterThanOrEqual(minimumContrast);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('makes dark mode dark and light mode light', () => {
    const { light, dark } = themePalettes({ baseColor: '#fbf8f3', brandColor: '#7a5c1e' });
    expect(ratio(light.background, '#000000')).toBeGreaterThan(ratio(dark.background, '#000000'));
  });

  it('writes light variables, dark ones for a chosen or preferred dark mode, and configured buttons', () => {
    const css = themeCss({
      baseColor: '#fbf8f3',
      brandColor: '#7a5c1e',
      buttons: { gold: { accentColor: '#d4af37', borderRadius: '999px', borderThickness: '1px' }, 'bad}name': { color: 'red' } },
    });
    expect(css).toMatch(/:root \{\n {2}--color-background: #fbf8f3;/);
    expect(css).toContain(":root[data-color-mode='dark'] {");
    expect(css).toContain("@media (prefers-color-scheme: dark) {\n  :root:not([data-color-mode='light']) {");
    expect(css).toMatch(/\.button--gold \{ background: #[0-9a-f]{6}; border-color: #[0-9a-f]{6}; color: #(000000|ffffff); border-radius: 999px; border-width: 1px; \}/);
    expect(css).not.toContain('bad}name');
  });

  it('ignores CSS values that could break out of their declaration', () => {
    const css = themeCss({ baseColor: '#ffffff', brandColor: '#000000', buttons: { primary: { borderRadius: '4px; } body { display: none' } } });
    expect(css).not.toContain('display: none');
  });
});
