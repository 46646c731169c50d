import { useEffect, useMemo, useRef, useState } from 'react';
import { createOrderService } from '../content/order-service.ts';
import { sendWithdrawal } from '../content/withdrawal-confirmation.ts';
import type { WithdrawalProgress } from '../core/withdrawal/withdrawal-progress.ts';
import type { WithdrawalInput } from '../core/withdrawal/withdrawal-rules.ts';
import { pageLanguage } from '../i18n/index.ts';
import { useHydrated } from '../ui/use-hydrated.ts';
import { useSubmission } from '../ui/use-submission.ts';
import { freshProgress, loadProgress, saveProgress } from './progress-storage.ts';
import { WithdrawalEntries } from './WithdrawalEntries.tsx';
import { WithdrawalReceipt } from './WithdrawalReceipt.tsx';
import { WithdrawalReview } from './WithdrawalReview.tsx';
import type { WidgetProps } from '../runtime/build/widget-specs.ts';

/**
 * "Vertrag widerrufen" (§ 356a BGB) in two steps without a login: the entries, then the entries
 * shown back with the confirming button; then the receipt. Every step survives a reload (see
 * progress-storage.ts); the focus moves to the heading of each new step, so keyboard and
 * screen-reader users start reading where the page changed.
 */
export default function WithdrawalForm({ orderServiceUrl, project, contactEmail }: WidgetProps<'withdrawal'>) {
  const lang = pageLanguage();
  const service = useMemo(() => createOrderService({ baseUrl: orderServiceUrl, project }), [orderServiceUrl, project]);
  const hydrated = useHydrated();
  const [stored, setStored] = useState<WithdrawalProgress>(loadProgress);
  // The build draws the empty first step, and so does hydration; the tab's own progress follows.
  const progress = hydrated ? stored : freshProgress();
  const submission = useSubmission();
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(stored.step);

  // Kept in the tab in the same task as the keystroke or click, before the framework renders it:
  // an effect after the render lost the last keystroke to a reload that came quickly enough.
  function setProgress(next: WithdrawalProgress) {
    saveProgress(next);
    setStored(next);
  }

  // Not on the first render: a page that opens (or reloads) in a step keeps the focus where the visitor is.
  useEffect(() => {
    if (shownStep.current === stored.step) return;
    shownStep.current = stored.step;
    heading.current?.focus();
  }, [stored.step]);

  function confirm(input: WithdrawalInput) {
    void submission.send(async () => {
      const result = await sendWithdrawal(service, { ...input, language: lang });
      if (result.ok) setProgress({ step: 'received', input, confirmation: result.value });
      return result;
    });
  }

  let step;
  switch (progress.step) {
    case 'entries':
      step = (
        <WithdrawalEntries
          input={progress.input}
          onChange={(input) => setProgress({ step: 'entries', input })}
          onContinue={(input) => setProgress({ step: 'review', input })}
          headingRef={heading}
          hydrated={hydrated}
          contactEmail={contactEmail}
        />
      );
      break;
    case 'review':
      step = (
        <WithdrawalReview
          input={progress.input}
          lang={lang}
          state={submission.state}
          onBack={() => {
            submission.reset();
            setProgress({ step: 'entries', input: progress.input });
          }}
          onConfirm={() => confirm(progress.input)}
          headingRef={heading}
        />
      );
      break;
    case 'received':
      step = (
        <WithdrawalReceipt
          input={progress.input}
          confirmation={progress.confirmation}
          lang={lang}
          onStartOver={() => {
            submission.reset();
            setProgress(freshProgress());
          }}
          headingRef={heading}
        />
      );
      break;
  }
  return <div className="product-form withdrawal">{step}</div>;
}
