import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  contactErrorKey,
  contactFields,
  contactLimits,
  firstInvalidField,
  thanksUrl,
  validateContact,
  type ContactErrors,
  type ContactField,
} from '../core/forms/contact-rules.ts';
import { contactErrorId, contactFieldId, contactFormId } from '../core/forms/form-ids.ts';
import { privacyLinks, splitLinkedText } from '../core/forms/privacy-consent.ts';
import { pageLanguage, t } from '../i18n/index.ts';
import { sendContact } from './send-contact.ts';
import { handOverVisitor } from './thanks-handover.ts';
import { readTypedValues } from './typed-values.ts';

type TextField = Exclude<ContactField, 'privacy'>;
type FieldElement = HTMLInputElement | HTMLTextAreaElement;

/**
 * Takes over the static contact form (which posts without JavaScript): checks every field as the
 * endpoint would, shows each problem at its field and focuses the first, sends JSON once per
 * click, and on success goes to the thanks page of the page's language, handing name and e-mail
 * over for its greeting outside the address (thanks-handover.ts).
 */
export default function ContactForm({ endpoint }: { endpoint: string }) {
  const lang = pageLanguage();
  const [typed] = useState(() => readTypedValues(contactFormId));
  const [values, setValues] = useState<Record<TextField, string>>({
    name: typed.values.name ?? '',
    email: typed.values.email ?? '',
    message: typed.values.message ?? '',
  });
  const [privacy, setPrivacy] = useState(typed.checked.privacy ?? false);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const [focusRequest, setFocusRequest] = useState<{ field: ContactField } | null>(
    typed.focused && (contactFields as readonly string[]).includes(typed.focused) ? { field: typed.focused as ContactField } : null,
  );
  const inFlight = useRef(false);
  const fieldElements = useRef<Partial<Record<ContactField, FieldElement | null>>>({});

  // After the errors are on screen, so the field is announced together with its message.
  useEffect(() => {
    if (focusRequest) fieldElements.current[focusRequest.field]?.focus();
  }, [focusRequest]);

  const input = () => ({ ...values, privacy, lang });

  /** Once a field shows a problem, it is checked again as the visitor corrects it. */
  function recheck(field: ContactField, next: ReturnType<typeof input>) {
    if (!errors[field]) return;
    const verdict = validateContact(next);
    setErrors((current) => ({ ...current, [field]: verdict.ok ? undefined : verdict.errors[field] }));
  }

  function refuse(found: ContactErrors) {
    setErrors(found);
    const field = firstInvalidField(found);
    if (field) setFocusRequest({ field });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return; // a double click sends once
    const verdict = validateContact(input());
    if (!verdict.ok) return refuse(verdict.errors);
    inFlight.current = true;
    setErrors({});
    setFailed(false);
    setSending(true);
    const outcome = await sendContact(endpoint, verdict.value);
    if (outcome.kind === 'sent') {
      // Stays "sending" (button disabled) until the thanks page has loaded.
      handOverVisitor(verdict.value);
      window.location.assign(thanksUrl(lang));
      return;
    }
    inFlight.current = false;
    setSending(false);
    if (outcome.kind === 'refused') refuse(outcome.errors);
    else setFailed(true);
  }

  const describedBy = (field: ContactField) => (errors[field] ? contactErrorId(field) : undefined);
  const errorText = (field: ContactField): ReactNode => {
    const problem = errors[field];
    return problem ? (
      <p id={contactErrorId(field)} className="form-error">
        {t(contactErrorKey(field, problem), { max: field === 'privacy' ? undefined : contactLimits[field] })}
      </p>
    ) : null;
  };
  const textProps = (field: TextField) => ({
    id: contactFieldId(field),
    name: field,
    value: values[field],
    required: true,
    maxLength: contactLimits[field],
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(field),
    ref: (element: FieldElement | null) => {
      fieldElements.current[field] = element;
    },
    onChange: (event: { currentTarget: FieldElement }) => {
      const next = { ...values, [field]: event.currentTarget.value };
      setValues(next);
      recheck(field, { ...next, privacy, lang });
    },
  });
  const consent = splitLinkedText(t('contactForm.privacy'));

  return (
    <form id={contactFormId} className="contact-form" method="post" action={endpoint} noValidate onSubmit={submit}>
      {failed ? (
        <p className="form-notice form-notice--error" role="alert">
          {t('contactForm.sendFailed')}
        </p>
      ) : null}
      <p className="contact-form__note">{t('contactForm.requiredNote')}</p>
      <input type="hidden" name="lang" value={lang} />
      <div className="form-field">
        <label htmlFor={contactFieldId('name')}>{t('contactForm.name')}</label>
        <input type="text" autoComplete="name" {...textProps('name')} />
        {errorText('name')}
      </div>
      <div className="form-field">
        <label htmlFor={contactFieldId('email')}>{t('contactForm.email')}</label>
        <input type="email" autoComplete="email" {...textProps('email')} />
        {errorText('email')}
      </div>
      <div className="form-field">
        <label htmlFor={contactFieldId('message')}>{t('contactForm.message')}</label>
        <textarea rows={6} {...textProps('message')} />
        {errorText('message')}
      </div>
      <div className="form-field form-field--check">
        <input
          type="checkbox"
          id={contactFieldId('privacy')}
          name="privacy"
          value="yes"
          required
          checked={privacy}
          aria-invalid={errors.privacy ? true : undefined}
          aria-describedby={describedBy('privacy')}
          ref={(element) => {
            fieldElements.current.privacy = element;
          }}
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
        {errorText('privacy')}
      </div>
      <button type="submit" className="button" disabled={sending}>
        {sending ? t('contactForm.sending') : t('contactForm.submit')}
      </button>
    </form>
  );
}
