import { newsletterOutcomeOf, type NewsletterOutcome } from '../core/forms/newsletter-rules.ts';
import type { Language } from '../core/languages.ts';

/** Posts one sign-up as JSON and reads the reply into what the visitor is told; a network failure is 'error'. */
export async function sendSignup(endpoint: string, email: string, lang: Language): Promise<NewsletterOutcome> {
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email, lang }),
    });
    const body: unknown = await response.json().catch(() => null);
    return newsletterOutcomeOf(response.status, body);
  } catch {
    return 'error';
  }
}
