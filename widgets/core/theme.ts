import { black, contrastRatio, mix, parseHex, toHex, white, type Rgb } from './colour.ts';

/**
 * The site's colours, derived from the project's theme (base and brand colour) so that every
 * text colour reaches the spec's contrast ratio of 4.5 on its background, in light and dark mode.
 */
export const minimumContrast = 4.5;

export interface ButtonTheme {
  accentColor?: string;
  color?: string;
  borderRadius?: string;
  borderThickness?: string;
}

export interface ThemeInput {
  baseColor: string;
  brandColor: string;
  buttons?: Record<string, ButtonTheme>;
}

export interface Palette {
  background: string;
  surface: string;
  text: string;
  muted: string;
  brand: string;
  onBrand: string;
  border: string;
}

/** Moves `colour` towards black or white, in small steps, until it reads on `background`. */
function readableOn(colour: Rgb, background: Rgb, ratio = minimumContrast): Rgb {
  const target = contrastRatio(black, background) >= contrastRatio(white, background) ? black : white;
  for (let step = 0; step <= 20; step += 1) {
    const candidate = mix(colour, target, step / 20);
    if (contrastRatio(candidate, background) >= ratio) return candidate;
  }
  return target;
}

/** Readable on every one of `backgrounds` (page and card surfaces). */
function readableOnAll(colour: Rgb, backgrounds: readonly Rgb[], ratio = minimumContrast): Rgb {
  return backgrounds.reduce((current, background) => readableOn(current, background, ratio), colour);
}

function derive(background: Rgb, brand: Rgb): Palette {
  const surface = mix(background, contrastRatio(white, background) > contrastRatio(black, background) ? white : black, 0.04);
  const backgrounds = [background, surface];
  const text = readableOnAll(mix(background, black, 0.85), backgrounds, 7);
  const readableBrand = readableOnAll(brand, backgrounds);
  const onBrand = contrastRatio(white, readableBrand) >= contrastRatio(black, readableBrand) ? white : black;
  return {
    background: toHex(background),
    surface: toHex(surface),
    text: toHex(text),
    muted: toHex(readableOnAll(mix(text, background, 0.35), backgrounds)),
    brand: toHex(readableBrand),
    onBrand: toHex(onBrand),
    border: toHex(mix(background, text, 0.18)),
  };
}

/**
 * Light mode on the base colour, lightened until dark text can reach a high contrast on it;
 * dark mode on a deep shade of it. A mid-tone base would leave no room for readable text.
 */
export function themePalettes(theme: ThemeInput): { light: Palette; dark: Palette } {
  const base = parseHex(theme.baseColor) ?? white;
  const brand = parseHex(theme.brandColor) ?? black;
  const lightBase = readableOn(base, black, 12);
  const darkBase = readableOn(mix(base, black, 0.88), white, 12);
  return { light: derive(lightBase, brand), dark: derive(darkBase, mix(brand, white, 0.25)) };
}

function paletteVariables(palette: Palette): string {
  return Object.entries(palette)
    .map(([name, value]) => `  --color-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}: ${value};`)
    .join('\n');
}

const cssValue = (value: string | undefined) => (value && /^[#\w\s.,%()-]+$/.test(value) ? value : undefined);

/** Button classes: `.button` from the brand colour, `.button--<name>` per configured button (spec §2, §9). */
function buttonRules(buttons: Record<string, ButtonTheme>, palette: Palette): string {
  return Object.entries(buttons)
    .filter(([name]) => /^[a-z][\w-]*$/i.test(name))
    .map(([name, button]) => {
      const accent = parseHex(button.accentColor ?? '');
      const background = accent ? toHex(readableOn(accent, parseHex(palette.background)!, 3)) : undefined;
      const colour = cssValue(button.color) ?? (accent ? toHex(contrastRatio(white, accent) >= contrastRatio(black, accent) ? white : black) : undefined);
      const declarations = [
        background && `background: ${background}; border-color: ${background};`,
        colour && `color: ${colour};`,
        cssValue(button.borderRadius) && `border-radius: ${cssValue(button.borderRadius)};`,
        cssValue(button.borderThickness) && `border-width: ${cssValue(button.borderThickness)};`,
      ].filter(Boolean);
      return declarations.length ? `.button--${name} { ${declarations.join(' ')} }` : '';
    })
    .filter(Boolean)
    .join('\n');
}

/**
 * The theme stylesheet: light variables by default, dark ones when the visitor chose dark or,
 * until they choose, when the system prefers dark.
 */
export function themeCss(theme: ThemeInput): string {
  const { light, dark } = themePalettes(theme);
  return `:root {\n${paletteVariables(light)}\n  color-scheme: light;\n}
:root[data-color-mode='dark'] {\n${paletteVariables(dark)}\n  color-scheme: dark;\n}
@media (prefers-color-scheme: dark) {
  :root:not([data-color-mode='light']) {\n${paletteVariables(dark)}\n  color-scheme: dark;\n  }
}
${buttonRules(theme.buttons ?? {}, light)}
`;
}
