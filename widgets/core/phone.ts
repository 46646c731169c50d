// The 'min' metadata (the package's default, about 29 kB gzip in the browser): it formats every
// country and checks a number's length, which is enough to display the company's own numbers.
// 'max' adds about 65 kB (uncompressed) of digit patterns for exact validation and number
// types, and the browser phone widget will import this module too.
import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** Country whose national numbers ("0761 …") are meant when a number has no +prefix (spec §9). */
export const defaultPhoneCountry = 'DE';

export interface FormattedPhone {
  /** International format, e.g. "+49 761 2021010". */
  display: string;
  /** tel: URI in E.164, e.g. "tel:+497612021010". */
  href: string;
}

/**
 * Formats a phone number for display and dialling, or null when it is not a valid number. The
 * whole input must be the number (extract: false): "0761 / ABC" is rejected rather than shown
 * as "+49 761" with the rest silently dropped. `country` is an ISO 3166 code such as "DE"; an
 * unknown one leaves only numbers written with their +prefix parseable.
 */
// The build shows the company's few numbers on every page: parse each once (a pure function of its input).
const formatted = new Map<string, FormattedPhone | null>();

export function formatPhone(number: string, country: string = defaultPhoneCountry): FormattedPhone | null {
  const key = `${country}\u0000${number}`;
  if (!formatted.has(key)) formatted.set(key, parsePhone(number, country));
  return formatted.get(key)!;
}

function parsePhone(number: string, country: string): FormattedPhone | null {
  const defaultCountry = isSupportedCountry(country) ? country : undefined;
  const parsed = parsePhoneNumberFromString(number.trim(), { defaultCountry, extract: false });
  if (!parsed || !parsed.isValid()) return null;
  return { display: parsed.formatInternational(), href: parsed.getURI() };
}
