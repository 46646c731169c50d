import type { FormEvent, ReactNode, RefObject } from 'react';
import { t } from '../i18n/index.ts';
import type { SubmissionState } from '../ui/use-submission.ts';

interface ProductFormFrameProps {
  id: string;
  /** The translation namespace: productRequest or productRating (title, intro, requiredNote, success, sendFailed, sending, submit). */
  texts: 'productRequest' | 'productRating';
  className: string;
  intro: string;
  state: SubmissionState;
  success: RefObject<HTMLParagraphElement | null>;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  children: ReactNode;
}

/**
 * What both product forms look like around their fields: heading, the status line that takes
 * the focus on success (the form then goes away), the required note, the alert of a failed send
 * and the send button, which says it is sending and takes no second click meanwhile.
 */
export function ProductFormFrame({ id, texts, className, intro, state, success, onSubmit, children }: ProductFormFrameProps) {
  const sending = state === 'sending';
  return (
    <section className={`product-form ${className}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t(`${texts}.title`)}</h2>
      <p className="product-form__status" role="status" tabIndex={-1} ref={success}>
        {state === 'sent' ? t(`${texts}.success`) : ''}
      </p>
      {state === 'sent' ? null : (
        <form className="product-form__form" noValidate onSubmit={onSubmit}>
          <p className="product-form__intro">{intro}</p>
          <p className="product-form__note">{t(`${texts}.requiredNote`)}</p>
          {children}
          {state === 'failed' ? (
            <p className="product-form__alert" role="alert">
              {t(`${texts}.sendFailed`)}
            </p>
          ) : null}
          <button type="submit" className="button" disabled={sending}>
            {sending ? t(`${texts}.sending`) : t(`${texts}.submit`)}
          </button>
        </form>
      )}
    </section>
  );
}
