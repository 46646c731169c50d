import { useState, type FormEvent } from 'react';
import { contactErrorKey, contactFields, contactLimits, thanksUrl, validateContact, type ContactErrors, type ContactField } from '../core/forms/contact-rules.ts';
import { contactErrorId, contactFieldId, contactFormId, contactRefusedId } from '../core/forms/form-ids.ts';
import { privacyLinks, splitLinkedText } from '../core/forms/privacy-consent.ts';
import { pageLanguage, t } from '../i18n/index.ts';
import { FormTextField } from '../ui/FormTextField.tsx';
import { useFieldMerge } from '../ui/use-field-merge.ts';
import { useHydrated } from '../ui/use-hydrated.ts';
import { useFocusFirstInvalid } from '../ui/use-focus-first-invalid.ts';
import { useSubmission } from '../ui/use-submission.ts';
import { sendContact } from './send-contact.ts';
import { handOverVisitor } from './thanks-handover.ts';
import type { WidgetProps } from '../runtime/build/widget-specs.ts';

type TextField = Exclude<ContactField, 'privacy'>;

/**
 * The contact form. The build renders it as a plain form that posts without JavaScript (the
 * browser checks `required`; the endpoint answers with a redirect to the thanks page, or back to
 * #contact-form-refused, a notice the stylesheet shows via :target). Hydrated, it checks every
 * field as the endpoint would, shows each problem at its field and focuses the first, sends JSON
 * once per click, and on success goes to the thanks page of the page's language, handing name and
 * e-mail over for its greeting outside the address (thanks-handover.ts).
 */
export default function ContactForm({ endpoint }: WidgetProps<'contact-form'>) {
  const lang = pageLanguage();
  const hydrated = useHydrated();
  const [values, setValues] = useState<Record<TextField, string>>({ name: '', email: '', message: '' });
  const [privacy, setPrivacy] = useState(false);
  const [errors, setErrors] = useState<ContactErrors>({});
  const submission = useSubmission();
  const focus = useFocusFirstInvalid(contactFields, errors);

  const input = () => ({ ...values, privacy, lang });
  const setField = useFieldMerge(values, (next, field) => {
    setValues(next);
    recheck(field, { ...next, privacy, lang });
  });

  /** Once a field shows a problem, it is checked again as the visitor corrects it. */
  function recheck(field: ContactField, next: ReturnType<typeof input>) {
    if (!errors[field]) return;
    const verdict = validateContact(next);
    setErrors((current) => ({ ...current, [field]: verdict.ok ? undefined : verdict.errors[field] }));
  }

  function refuse(found: ContactErrors) {
    setErrors(found);
    focus.focusAfterRender();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submission.isBusy()) return; // a double click sends once
    const verdict = validateContact(input());
    if (!verdict.ok) return refuse(verdict.errors);
    setErrors({});
    void submission.send(async () => {
      const outcome = await sendContact(endpoint, verdict.value);
      if (outcome.kind === 'sent') {
        // Stays disabled, saying "sending", until the thanks page has loaded.
        handOverVisitor(verdict.value);
        window.location.assign(thanksUrl(lang));
        return { ok: true, value: null };
      }
      if (outcome.kind === 'refused') refuse(outcome.errors);
      return { ok: false, error: outcome.kind };
    });
  }

  const errorText = (field: ContactField) => {
    const problem = errors[field];
    return problem ? t(contactErrorKey(field, problem), { max: field === 'privacy' ? undefined : contactLimits[field] }) : undefined;
  };
  const textField = (field: TextField) => ({
    id: contactFieldId(field),
    name: field,
    value: values[field],
    required: true,
    // The form says once that every field is required.
    requiredMark: false,
    maxLength: contactLimits[field],
    error: errorText(field),
    inputRef: focus.register(field),
    onChange: (value: string) => setField(field, value),
  });
  const consent = splitLinkedText(t('contactForm.privacy'));
  // A refused entry is named at its field; the notice is for a send that did not get through.
  const sendFailed = submission.state === 'failed' && Object.keys(errors).length === 0;
  const sending = submission.state === 'sending' || submission.state === 'sent';

  return (
    <form id={contactFormId} className="contact-form" method="post" action={endpoint} noValidate={hydrated} onSubmit={submit}>
      {/* The endpoint's refusal of a form posted without this code; hydrated, each problem shows at its field. */}
      {hydrated ? null : (
        <p id={contactRefusedId} className="form-notice form-notice--error" role="alert" tabIndex={-1} hidden>
          {t('contactForm.refused')}
        </p>
      )}
      {sendFailed ? (
        <p className="form-notice form-notice--error" role="alert">
          {t('contactForm.sendFailed')}
        </p>
      ) : null}
      <p className="contact-form__note">{t('contactForm.requiredNote')}</p>
      <input type="hidden" name="lang" value={lang} />
      <FormTextField {...textField('name')} label={t('contactForm.name')} autoComplete="name" />
      <FormTextField {...textField('email')} label={t('contactForm.email')} type="email" autoComplete="email" />
      <FormTextField {...textField('message')} label={t('contactForm.message')} multiline rows={6} />
      <div className="form-field form-field--check">
        <input
          type="checkbox"
          id={contactFieldId('privacy')}
          name="privacy"
          value="yes"
          required
          checked={privacy}
          aria-invalid={errors.privacy ? true : undefined}
          aria-describedby={errors.privacy ? contactErrorId('privacy') : undefined}
          ref={focus.register('privacy')}
          onChange={(event) => {
            const ticked = event.currentTarget.checked;
            setPrivacy(ticked);
            recheck('privacy', { ...values, privacy: ticked, lang });
          }}
        />
        <label htmlFor={contactFieldId('privacy')}>
          {consent.before}
          <a href={privacyLinks[lang]}>{consent.link}</a>
          {consent.after}
        </label>
        {errors.privacy ? (
          <p id={contactErrorId('privacy')} className="form-error">
            {errorText('privacy')}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button" disabled={sending}>
        {sending ? t('contactForm.sending') : t('contactForm.submit')}
      </button>
    </form>
  );
}
