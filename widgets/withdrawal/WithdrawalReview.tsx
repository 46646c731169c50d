import type { Ref } from 'react';
import type { Language } from '../core/languages.ts';
import { withdrawalStepHeadingId } from '../core/withdrawal/withdrawal-ids.ts';
import type { WithdrawalInput } from '../core/withdrawal/withdrawal-rules.ts';
import { t } from '../i18n/index.ts';
import type { SubmissionState } from '../ui/use-submission.ts';
import { WithdrawalSummary } from './WithdrawalSummary.tsx';

interface WithdrawalReviewProps {
  input: WithdrawalInput;
  lang: Language;
  state: SubmissionState;
  onBack(): void;
  onConfirm(): void;
  headingRef: Ref<HTMLHeadingElement>;
}

/**
 * Step 2 (§ 356a Abs. 2 BGB): the entries shown back, the confirming button and the way back to
 * change them. While sending, both buttons rest, so a double click confirms once.
 */
export function WithdrawalReview({ input, lang, state, onBack, onConfirm, headingRef }: WithdrawalReviewProps) {
  const sending = state === 'sending';
  return (
    <div className="withdrawal__review">
      <h2 id={withdrawalStepHeadingId} tabIndex={-1} ref={headingRef}>
        {t('withdrawal.review.heading')}
      </h2>
      <p>{t('withdrawal.review.intro')}</p>
      <WithdrawalSummary input={input} lang={lang} />
      {state === 'failed' ? (
        <p className="product-form__alert" role="alert">
          {t('withdrawal.review.sendFailed')}
        </p>
      ) : null}
      <div className="withdrawal__actions">
        <button type="button" className="button" disabled={sending} onClick={onConfirm}>
          {sending ? t('withdrawal.review.sending') : t('withdrawal.review.confirm')}
        </button>
        <button type="button" className="button button--secondary" disabled={sending} onClick={onBack}>
          {t('withdrawal.review.change')}
        </button>
      </div>
    </div>
  );
}
