import { describe, expect, it } from 'vitest';
import {
  checkNewsletterEmail,
  decideSubscription,
  newsletterOutcomeOf,
  safeReturnPath,
  type NewsletterBook,
} from '../../widgets/core/forms/newsletter-rules.ts';
import { mailboxOf } from '../../widgets/core/forms/email.ts';
import { allResources } from '../../widgets/i18n/all-resources.ts';
import { createTranslator } from '../../widgets/i18n/translator.ts';

const emptyBook = (): NewsletterBook => ({ attempts: new Map(), subscribed: new Set() });

describe('the newsletter rules', () => {
  it('refuses an empty address before sending, and an implausible one', () => {
    expect(checkNewsletterEmail('   ')).toBe('missing');
    expect(checkNewsletterEmail('anna@')).toBe('invalid');
    expect(checkNewsletterEmail(' anna@example.org ')).toBeNull();
  });

  it('reads each endpoint reply as what the visitor is told (spec §8)', () => {
    expect(newsletterOutcomeOf(200, { status: 'ok' })).toBe('ok');
    expect(newsletterOutcomeOf(200, { status: 'pending' })).toBe('error');
    expect(newsletterOutcomeOf(400, { status: 'error', code: 'missing_email' })).toBe('missing');
    expect(newsletterOutcomeOf(400, { status: 'error', code: 'invalid_email' })).toBe('invalid');
    expect(newsletterOutcomeOf(409, { code: 'duplicate' })).toBe('duplicate');
    expect(newsletterOutcomeOf(429, null)).toBe('duplicate');
    expect(newsletterOutcomeOf(400, null)).toBe('error');
    expect(newsletterOutcomeOf(500, { status: 'ok' })).toBe('error');
  });

  it('counts the attempts per mailbox: a +tag and the letter case do not make another address', () => {
    const book = emptyBook();
    expect(decideSubscription(book, 'anna+1@example.org').status).toBe(200);
    expect(decideSubscription(book, 'Anna+2@Example.org').status).toBe(200);
    expect(decideSubscription(book, 'anna@example.org').status).toBe(200);
    expect(decideSubscription(book, 'ANNA+3@example.org')).toEqual({ status: 429, body: { status: 'error', code: 'too_many_attempts' } });
    expect(decideSubscription(book, 'anne+1@example.org').status).toBe(200);
    expect(mailboxOf(' Anna+News@Example.ORG ')).toBe('anna@example.org');
    expect(mailboxOf('+anna@example.org')).toBe('+anna@example.org');
  });

  it('asks again for an address not yet confirmed, answers duplicate once it is, and 429 after more than 3 attempts for one address', () => {
    const book = emptyBook();
    expect(decideSubscription(book, 'Anna@Example.org')).toEqual({ status: 200, body: { status: 'ok' } });
    // Not confirmed yet (double opt-in): another sign-up sends another link.
    expect(decideSubscription(book, ' anna@example.org')).toEqual({ status: 200, body: { status: 'ok' } });
    book.subscribed.add('anna@example.org');
    expect(decideSubscription(book, 'anna@example.org')).toEqual({ status: 409, body: { status: 'error', code: 'duplicate' } });
    expect(decideSubscription(book, 'anna@example.org')).toEqual({ status: 429, body: { status: 'error', code: 'too_many_attempts' } });
    expect(decideSubscription(book, 'ben@example.org').status).toBe(200);
  });

  it('answers 400 missing_email for an empty address without counting it', () => {
    const book = emptyBook();
    expect(decideSubscription(book, '')).toEqual({ status: 400, body: { status: 'error', code: 'missing_email' } });
    expect(decideSubscription(book, 'x@')).toEqual({ status: 400, body: { status: 'error', code: 'invalid_email' } });
    expect(book.attempts.size).toBe(0);
  });

  it('returns the no-JS form only to a path of this site', () => {
    expect(safeReturnPath('/en/imprint')).toBe('/en/imprint');
    expect(safeReturnPath('//evil.example/x')).toBe('/');
    expect(safeReturnPath('https://evil.example/')).toBe('/');
    expect(safeReturnPath('/\\evil.example')).toBe('/');
    expect(safeReturnPath('/a"><script>')).toBe('/');
    expect(safeReturnPath(undefined)).toBe('/');
  });

  it('has the exact German messages of spec §8 and the English duplicate message', () => {
    const translator = createTranslator(allResources, 'de');
    const de = translator.forLanguage('de');
    expect(['sending', 'ok', 'error', 'missing', 'duplicate'].map((key) => de(`newsletter.${key}`))).toEqual([
      'Sendet...',
      'Vielen dank fürs Abonnieren!',
      'Ein unerwarteter Serverfehler ist aufgetreten',
      'Email Adresse fehlt',
      'Zu viele Anmeldeversuche mit dieser Email Adresse',
    ]);
    expect(translator.forLanguage('en')('newsletter.duplicate')).toBe('This email address is already registered');
    // Double opt-in: the thanks is followed by a line saying the confirmation mail is on its way.
    expect(de('newsletter.confirmationSent')).toBe('Wir haben Ihnen eine E-Mail geschickt: Bitte bestätigen Sie Ihre Anmeldung über den Link darin.');
  });
});
