import { useState, type FormEvent, type Ref } from 'react';
import { withdrawalFieldId, withdrawalFormId, withdrawalStepHeadingId } from '../core/withdrawal/withdrawal-ids.ts';
import {
  latestCalendarDay,
  trimWithdrawalInput,
  validateWithdrawal,
  withdrawalFields,
  withdrawalLimits,
  type WithdrawalField,
  type WithdrawalInput,
} from '../core/withdrawal/withdrawal-rules.ts';
import { t } from '../i18n/index.ts';
import { FormTextField } from '../ui/FormTextField.tsx';
import { useFieldMerge } from '../ui/use-field-merge.ts';
import { useFocusFirstInvalid } from '../ui/use-focus-first-invalid.ts';

interface WithdrawalEntriesProps {
  input: WithdrawalInput;
  onChange(input: WithdrawalInput): void;
  /** Called with the trimmed input once every rule passes. */
  onContinue(input: WithdrawalInput): void;
  headingRef: Ref<HTMLHeadingElement>;
  /** False in the build's render and while hydrating it: nothing that depends on the visit's day or the browser. */
  hydrated: boolean;
  contactEmail: string;
}

/**
 * Step 1: who withdraws from which order. Messages appear at the fields once the visitor tried
 * to go on, and follow the typing from then on; the first invalid field takes the focus.
 */
export function WithdrawalEntries({ input, onChange, onContinue, headingRef, hydrated, contactEmail }: WithdrawalEntriesProps) {
  const [showErrors, setShowErrors] = useState(false);
  const errors = showErrors ? validateWithdrawal(input, new Date()) : {};
  const focus = useFocusFirstInvalid(withdrawalFields, errors);
  const setField = useFieldMerge(input, (next) => onChange(next));

  const field = (name: WithdrawalField) => ({
    id: withdrawalFieldId(name),
    name,
    value: input[name],
    label: t(`withdrawal.fields.${name}`),
    onChange: (value: string) => setField(name, value),
    error: errors[name] ? t(errors[name]!, { max: (withdrawalLimits as Partial<Record<WithdrawalField, number>>)[name] }) : undefined,
    inputRef: focus.register(name),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setShowErrors(true);
    if (Object.keys(validateWithdrawal(input, new Date())).length > 0) {
      focus.focusAfterRender();
      return;
    }
    onContinue(trimWithdrawalInput(input));
  }

  return (
    <form id={withdrawalFormId} className="product-form__form withdrawal__form" noValidate onSubmit={submit}>
      <h2 id={withdrawalStepHeadingId} tabIndex={-1} ref={headingRef}>
        {t('withdrawal.entries.heading')}
      </h2>
      {/* Sending needs this code (the service takes JSON only); without it, the law accepts an e-mail just as well. */}
      <noscript>
        <p className="product-form__alert">
          {t('withdrawal.noScript')}
          {contactEmail ? (
            <>
              {' '}
              <a href={`mailto:${contactEmail}?subject=${encodeURIComponent(t('pages.withdrawContract'))}`}>{contactEmail}</a>
            </>
          ) : null}
        </p>
      </noscript>
      <p className="product-form__note">{t('withdrawal.entries.requiredNote')}</p>
      <FormTextField {...field('name')} required autoComplete="name" />
      <FormTextField {...field('email')} required type="email" autoComplete="email" hint={t('withdrawal.hints.email')} />
      {/* Either names the contract (withdrawal-rules.ts), so neither is marked required on its own. */}
      <FormTextField {...field('orderNumber')} hint={t('withdrawal.hints.orderNumber')} />
      {/* The latest day is the visit's, not the build's. */}
      <FormTextField {...field('orderDate')} type="date" hint={t('withdrawal.hints.orderDate')} max={hydrated ? latestCalendarDay(new Date()) : undefined} />
      <FormTextField {...field('address')} multiline autoComplete="street-address" hint={t('withdrawal.hints.address')} />
      <FormTextField {...field('reason')} multiline hint={t('withdrawal.hints.reason')} />
      <button type="submit" className="button">
        {t('withdrawal.entries.continue')}
      </button>
    </form>
  );
}
