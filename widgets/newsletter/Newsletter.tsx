import { useRef, useState, type FormEvent } from 'react';
import { checkNewsletterEmail, type NewsletterState } from '../core/forms/newsletter-rules.ts';
import { newsletterEmailId, newsletterOutcomeId } from '../core/forms/form-ids.ts';
import { newsletterLinkOutcomes, newsletterOutcomes } from '../core/forms/newsletter-rules.ts';
import { pageLanguage, t } from '../i18n/index.ts';
import { useHydrated } from '../ui/use-hydrated.ts';
import { useSubmission } from '../ui/use-submission.ts';
import { sendSignup } from './send-signup.ts';
import type { WidgetProps } from '../runtime/build/widget-specs.ts';

/** States told politely (role=status) and problems announced at once (role=alert). */
const politeStates: ReadonlySet<NewsletterState> = new Set(['sending', 'ok']);
/** The spec's thanks, and that the address counts only once the mailed link is opened (double opt-in). */
const signedUp = () => `${t('newsletter.ok')} ${t('newsletter.confirmationSent')}`;

/** Problems with what the visitor typed mark the field itself as invalid. */
const fieldProblems: ReadonlySet<NewsletterState> = new Set(['missing', 'invalid']);

/**
 * The footer's newsletter sign-up (spec §5, §8): an empty field is refused before anything is
 * sent, 'Sendet...' while the request runs (one per click), then the endpoint's verdict.
 * The build renders it as a plain form that posts without JavaScript: the endpoint leads back to
 * `returnPath` at #newsletter-<outcome>, a notice here that the stylesheet shows via :target.
 */
export default function Newsletter({ endpoint, returnPath }: WidgetProps<'newsletter'>) {
  const lang = pageLanguage();
  // Until hydrated, the browser checks the address (the form may be posted without this code).
  const hydrated = useHydrated();
  const [email, setEmail] = useState('');
  // What was last said about the address: a problem found here, or the endpoint's verdict.
  const [verdict, setVerdict] = useState<NewsletterState>('idle');
  const submission = useSubmission();
  const field = useRef<HTMLInputElement>(null);
  const messageId = `${newsletterEmailId}-message`;
  const state: NewsletterState = submission.state === 'sending' ? 'sending' : verdict;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submission.isBusy()) return;
    const problem = checkNewsletterEmail(email);
    if (problem) {
      setVerdict(problem);
      field.current?.focus();
      return;
    }
    void submission.send(async () => {
      const outcome = await sendSignup(endpoint, email.trim(), lang);
      setVerdict(outcome);
      if (outcome === 'ok') setEmail('');
      return outcome === 'ok' ? { ok: true, value: null } : { ok: false, error: outcome };
    });
  }

  const message = state === 'idle' ? '' : state === 'ok' ? signedUp() : t(`newsletter.${state}`);
  return (
    <form className="newsletter-form" method="post" action={endpoint} noValidate={hydrated} onSubmit={submit}>
      <input type="hidden" name="lang" value={lang} />
      <input type="hidden" name="return" value={returnPath} />
      <label htmlFor={newsletterEmailId}>{t('newsletter.label')}</label>
      <div className="newsletter-form__row">
        <input
          ref={field}
          id={newsletterEmailId}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          aria-invalid={fieldProblems.has(state) ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            // After a sign-up, a new address may be signed up too.
            submission.reset();
          }}
        />
        <button type="submit" className="button" disabled={state === 'sending'}>
          {t('newsletter.submit')}
        </button>
      </div>
      <p className={`newsletter-form__message newsletter-form__message--${state}`} role="status">
        {politeStates.has(state) ? <span id={messageId}>{message}</span> : null}
      </p>
      <p className="newsletter-form__message newsletter-form__message--problem" role="alert">
        {message && !politeStates.has(state) ? <span id={messageId}>{message}</span> : null}
      </p>
      {/* The endpoint's verdicts for a form posted without this code, and where the confirmation link leads; hydrated, the messages above say the verdicts. */}
      {hydrated ? null : [...newsletterOutcomes, ...newsletterLinkOutcomes].map((outcome) => (
        <p key={outcome} id={newsletterOutcomeId(outcome)} className="newsletter-form__message newsletter-form__notice" tabIndex={-1} hidden>
          {outcome === 'ok' ? signedUp() : t(`newsletter.${outcome}`)}
        </p>
      ))}
    </form>
  );
}
