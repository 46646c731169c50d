import { html, type SafeHtml } from '../../../../widgets/core/html.ts';

type Line = SafeHtml | string;

/** The non-empty lines of an address block, separated by line breaks. */
export function lines(parts: readonly Line[]): SafeHtml {
  const present = parts.filter((part) => String(part).trim() !== '');
  return html`${present.map((part, index) => (index === 0 ? html`${part}` : html`<br>${part}`))}`;
}

/** "Kaiser-Joseph-Straße 245" and "79098 Freiburg im Breisgau", each empty when nothing is given. */
export function streetLine(street: string, number: string): string {
  return [street, number].filter(Boolean).join(' ');
}

export function cityLine(zipCode: string, city: string): string {
  return [zipCode, city].filter(Boolean).join(' ');
}
