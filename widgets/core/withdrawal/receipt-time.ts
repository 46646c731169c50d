import { intlLocaleOf, type Language } from '../languages.ts';

/** The shop's time zone: a receipt names the moment as the shop's clock (and its e-mail) shows it. */
export const shopTimeZone = 'Europe/Berlin';

/**
 * The moment a withdrawal arrived, to the second, in the page's language and the shop's time,
 * with the zone's name (MESZ/CEST/UTC+2) so a visitor abroad is not misled:
 * "19. Juni 2026 um 14:03:07 MESZ", "19 June 2026 at 14:03:07 CEST", "19 juin 2026 à 14:03:07 UTC+2".
 */
export function formatReceiptTime(receivedAt: Date, lang: Language): string {
  return new Intl.DateTimeFormat(intlLocaleOf[lang], {
    timeZone: shopTimeZone,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).format(receivedAt);
}

/** The calendar day (YYYY-MM-DD) a moment falls on by the shop's clock: an order placed at 00:30 in Freiburg is of that day. */
export function shopCalendarDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: shopTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** An order date (YYYY-MM-DD) as the page's language writes a day: "2. Mai 2026", "2 May 2026". */
export function formatOrderDate(isoDate: string, lang: Language): string {
  // Noon UTC is the same calendar day in every zone the formatter could use.
  return new Intl.DateTimeFormat(intlLocaleOf[lang], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T12:00:00Z`));
}
