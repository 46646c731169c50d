import type { Ref } from 'react';
import type { Language } from '../core/languages.ts';
import { withdrawalStepHeadingId } from '../core/withdrawal/withdrawal-ids.ts';
import type { WithdrawalConfirmation } from '../core/withdrawal/withdrawal-progress.ts';
import { formatReceiptTime } from '../core/withdrawal/receipt-time.ts';
import type { WithdrawalInput } from '../core/withdrawal/withdrawal-rules.ts';
import { t } from '../i18n/index.ts';
import { WithdrawalSummary } from './WithdrawalSummary.tsx';

interface WithdrawalReceiptProps {
  input: WithdrawalInput;
  confirmation: WithdrawalConfirmation;
  lang: Language;
  onStartOver(): void;
  headingRef: Ref<HTMLHeadingElement>;
}

/**
 * The confirmation of receipt (§ 356a Abs. 3 BGB): when the withdrawal arrived, to the second,
 * in the shop's time; that it confirms receipt only, not that the withdrawal is accepted; and
 * that the same went out by e-mail, so the visitor need not keep this page (or, when the service
 * mailed no more receipts to this address today, that it did not and the page is worth keeping).
 */
export function WithdrawalReceipt({ input, confirmation, lang, onStartOver, headingRef }: WithdrawalReceiptProps) {
  return (
    <div className="withdrawal__receipt">
      <h2 id={withdrawalStepHeadingId} tabIndex={-1} ref={headingRef}>
        {t('withdrawal.receipt.heading')}
      </h2>
      <p className="withdrawal__received-at">{t('withdrawal.receipt.receivedAt', { time: formatReceiptTime(new Date(confirmation.receivedAt), lang) })}</p>
      <p>{t('withdrawal.receipt.notAcceptance')}</p>
      <p>{t(confirmation.mailed ? 'withdrawal.receipt.emailSent' : 'withdrawal.receipt.emailNotSent', { email: input.email })}</p>
      {confirmation.id ? <p>{t('withdrawal.receipt.reference', { id: confirmation.id })}</p> : null}
      <h3>{t('withdrawal.receipt.yourEntries')}</h3>
      <WithdrawalSummary input={input} lang={lang} />
      <button type="button" className="button button--secondary" onClick={onStartOver}>
        {t('withdrawal.receipt.startOver')}
      </button>
    </div>
  );
}
