/** Colour arithmetic for the theme: WCAG contrast and mixing. Colours are #rrggbb strings. */
export type Rgb = [number, number, number];

export function parseHex(hex: string): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const digits = match[1]!.length === 3 ? [...match[1]!].map((digit) => digit + digit).join('') : match[1]!;
  return [0, 2, 4].map((offset) => parseInt(digits.slice(offset, offset + 2), 16)) as Rgb;
}

export function toHex([red, green, blue]: Rgb): string {
  return `#${[red, green, blue].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

function channelLuminance(channel: number): number {
  const value = channel / 255;
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2.1 relative luminance. */
function luminance(rgb: Rgb): number {
  const [red, green, blue] = rgb.map(channelLuminance) as Rgb;
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** WCAG 2.1 contrast ratio, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** Mixes `amount` (0–1) of `other` into `colour`, rounded to whole channels so checks see the colour that ships. */
export function mix(colour: Rgb, other: Rgb, amount: number): Rgb {
  return colour.map((channel, index) => Math.round(channel + (other[index]! - channel) * amount)) as Rgb;
}

export const black: Rgb = [0, 0, 0];
export const white: Rgb = [255, 255, 255];
