import { describe, expect, it } from 'vitest';
import {
  contactErrorKey,
  contactRefusedUrl,
  readContactErrors,
  readContactInput,
  thanksUrl,
  validateContact,
  type ContactInput,
} from '../../widgets/core/forms/contact-rules.ts';
import { privacyLinks, splitLinkedText } from '../../widgets/core/forms/privacy-consent.ts';
import { visitorOf } from '../../widgets/core/forms/thanks-greeting.ts';
import { allResources } from '../../widgets/i18n/all-resources.ts';
import { createTranslator } from '../../widgets/i18n/translator.ts';

const complete: ContactInput = { name: ' Anna Berg ', email: 'anna@example.org ', message: ' Ist der Ring noch da? ', privacy: true, lang: 'de' };

describe('the contact form rules', () => {
  it('accepts a complete message with consent, trimmed', () => {
    expect(validateContact(complete)).toEqual({
      ok: true,
      value: { name: 'Anna Berg', email: 'anna@example.org', message: 'Ist der Ring noch da?', lang: 'de' },
    });
  });

  it('refuses a message without consent to the privacy statement (spec §5)', () => {
    expect(validateContact({ ...complete, privacy: false })).toEqual({ ok: false, errors: { privacy: 'missing' } });
  });

  it('names every problem at its field', () => {
    const verdict = validateContact({ name: '  ', email: 'anna@', message: '', privacy: false, lang: 'en' });
    expect(verdict).toEqual({ ok: false, errors: { name: 'missing', email: 'invalid', message: 'missing', privacy: 'missing' } });
  });

  it('refuses names and messages beyond their limits', () => {
    const verdict = validateContact({ ...complete, name: 'n'.repeat(201), message: 'm'.repeat(5001) });
    expect(verdict).toEqual({ ok: false, errors: { name: 'tooLong', message: 'tooLong' } });
    expect(validateContact({ ...complete, message: 'm'.repeat(5000) }).ok).toBe(true);
  });

  it.each(['anna', 'anna@example', 'an na@example.org', '@example.org', 'anna@@example.org', `${'a'.repeat(250)}@example.org`])(
    'refuses the e-mail address %j',
    (email) => expect(validateContact({ ...complete, email })).toEqual({ ok: false, errors: { email: 'invalid' } }),
  );

  it('reads a form post (checkbox "yes" / "on") and a JSON body alike; anything else is empty', () => {
    expect(readContactInput({ name: 'A', email: 'a@b.de', message: 'M', privacy: 'yes', lang: 'fr' })).toEqual({
      name: 'A', email: 'a@b.de', message: 'M', privacy: true, lang: 'fr',
    });
    expect(readContactInput({ privacy: 'on' }).privacy).toBe(true);
    expect(readContactInput({ privacy: true }).privacy).toBe(true);
    expect(readContactInput({ name: 42, privacy: 'no', lang: 'es' })).toEqual({ name: '', email: '', message: '', privacy: false, lang: 'de' });
    expect(readContactInput(null)).toEqual({ name: '', email: '', message: '', privacy: false, lang: 'de' });
  });

  it('has a translated message for every problem a field can have, in every language', () => {
    const translator = createTranslator(allResources, 'de');
    const problems = { name: ['missing', 'tooLong'], email: ['missing', 'invalid'], message: ['missing', 'tooLong'], privacy: ['missing'] } as const;
    for (const lang of ['de', 'en', 'fr'] as const) {
      for (const [field, list] of Object.entries(problems)) {
        for (const problem of list) {
          expect(translator.has(contactErrorKey(field as keyof typeof problems, problem), lang), `${lang} ${field} ${problem}`).toBe(true);
        }
      }
    }
    expect(translator.forLanguage('de')(contactErrorKey('message', 'tooLong'), { max: 5000 })).toBe('Ihre Nachricht darf höchstens 5000 Zeichen lang sein.');
  });

  it('reads only known fields and problems from an endpoint\'s 400 reply', () => {
    expect(readContactErrors({ email: 'invalid', privacy: 'missing', phone: 'missing', name: 'weird' })).toEqual({ email: 'invalid', privacy: 'missing' });
    expect(readContactErrors('nope')).toEqual({});
  });

  it('leads to the thanks page of the language, never with name or e-mail in it, or back to the form\'s notice', () => {
    expect(thanksUrl('de')).toBe('/danke');
    expect(thanksUrl('en')).toBe('/en/thanks');
    expect(thanksUrl('fr')).toBe('/fr/merci');
    expect(contactRefusedUrl('fr')).toBe('/fr/contact#contact-form-refused');
  });
});

describe('the privacy consent text', () => {
  it('links exactly the pages of spec §2 notes', () => {
    expect(privacyLinks).toEqual({ de: '/datenschutz', en: '/en/privacy', fr: '/fr/mentions-legales' });
  });

  it('splits each language\'s sentence around its link', () => {
    const translator = createTranslator(allResources, 'de');
    expect(splitLinkedText(translator.forLanguage('de')('contactForm.privacy'))).toEqual({
      before: 'Ich habe die ',
      link: 'Datenschutzerklärung',
      after: ' gelesen und bin einverstanden, dass meine Angaben zur Beantwortung meiner Anfrage gespeichert werden.',
    });
    for (const lang of ['en', 'fr'] as const) expect(splitLinkedText(translator.forLanguage(lang)('contactForm.privacy')).link).not.toBe('');
    expect(splitLinkedText('no link here')).toEqual({ before: 'no link here', link: '', after: '' });
  });
});

describe('the thanks page greeting', () => {
  it('greets by name and e-mail only when both are known and plausible', () => {
    expect(visitorOf({ name: ' Anna Berg ', email: 'anna@example.org' })).toEqual({ name: 'Anna Berg', email: 'anna@example.org' });
    expect(visitorOf({ name: 'Anna' })).toBeNull();
    expect(visitorOf({ email: 'anna@example.org' })).toBeNull();
    expect(visitorOf({ name: 'Anna', email: 'not-an-address' })).toBeNull();
    expect(visitorOf({ name: 'x'.repeat(201), email: 'anna@example.org' })).toBeNull();
    expect(visitorOf({ name: 42, email: 'anna@example.org' })).toBeNull();
    expect(visitorOf(null)).toBeNull();
  });

  it('puts the visitor\'s words in as text, never as further placeholders', () => {
    const translate = createTranslator(allResources, 'de').forLanguage('de');
    expect(translate('contactForm.thanksGreeting', { name: '{{email}} $t(newsletter.ok)', email: 'a@b.de' })).toBe(
      'Vielen Dank, {{email}} $t(newsletter.ok)! Wir antworten Ihnen an a@b.de.',
    );
  });
});
