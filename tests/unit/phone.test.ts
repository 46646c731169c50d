import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatPhone } from '../../widgets/core/phone.ts';
import { phoneNumber } from '../../site/_includes/partials/legal/phone.ts';
import { createTranslator } from '../../widgets/i18n/translator.ts';
import { allResources } from '../../widgets/i18n/all-resources.ts';

const translator = createTranslator(allResources, 'de');

describe('formatPhone', () => {
  it('shows a German landline number in international format with a tel: link', () => {
    expect(formatPhone('0761 2021010')).toEqual({ display: '+49 761 2021010', href: 'tel:+497612021010' });
  });

  it('formats mobile and fax numbers and ignores the editor’s separators', () => {
    expect(formatPhone('0171 3920012')?.display).toBe('+49 171 3920012');
    expect(formatPhone('(0761) 202 10-19')?.href).toBe('tel:+497612021019');
  });

  it('reads numbers already written with +49 or 0049 the same way', () => {
    expect(formatPhone('+49 761 2021010')?.href).toBe('tel:+497612021010');
    expect(formatPhone('0049 761 2021010')?.href).toBe('tel:+497612021010');
  });

  it('takes national numbers as German unless told otherwise', () => {
    expect(formatPhone('01 42 68 53 00', 'FR')?.display).toBe('+33 1 42 68 53 00');
    expect(formatPhone('01 42 68 53 00')?.href).toMatch(/^tel:\+49/);
  });

  it('rejects input that is not entirely a phone number', () => {
    expect(formatPhone('0761 / ABC')).toBeNull();
    expect(formatPhone('Tel. 0761 2021010')).toBeNull();
    expect(formatPhone('')).toBeNull();
  });
});

describe('the phone display element', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is a tel: link titled "Telefon" on German pages', () => {
    const markup = phoneNumber('0761 2021010', { t: translator.forLanguage('de') }).value;
    expect(markup).toBe('<a href="tel:+497612021010" title="Telefon">+49 761 2021010</a>');
  });

  it('translates the title on English and French pages', () => {
    expect(phoneNumber('0761 2021010', { t: translator.forLanguage('en') }).value).toContain('title="Phone"');
    expect(phoneNumber('0761 2021010', { t: translator.forLanguage('fr') }).value).toContain('title="Téléphone"');
  });

  it('is plain formatted text when not callable', () => {
    expect(phoneNumber('0761 2021019', { t: translator.forLanguage('de'), callable: false }).value).toBe('+49 761 2021019');
  });

  it('shows an unparseable number as entered, escaped, and logs exactly one console line for it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const t = translator.forLanguage('de');
    const first = phoneNumber('0761 / <ABC>', { t }).value;
    phoneNumber('0761 / <ABC>', { t: translator.forLanguage('en') });
    expect(first).toBe('0761 / &lt;ABC&gt;');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('0761 / <ABC>');
  });
});
