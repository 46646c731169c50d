import { useRef, useState } from 'react';
import type { Result } from '../core/result.ts';

export type SubmissionState = 'idle' | 'sending' | 'sent' | 'failed';

/**
 * One submission at a time: a second submit while one is on its way does nothing (a double click
 * sends once), even before the disabled button has been rendered; after success it stays sent.
 */
export function useSubmission() {
  const [state, setState] = useState<SubmissionState>('idle');
  const busy = useRef(false);
  const inFlight = useRef(false);

  async function send(post: () => Promise<Result<unknown>>): Promise<void> {
    if (busy.current) return;
    busy.current = true;
    inFlight.current = true;
    setState('sending');
    const result = await post();
    inFlight.current = false;
    busy.current = result.ok;
    setState(result.ok ? 'sent' : 'failed');
  }

  /** Ready for a new submission (the visitor changes the input after a failure, or starts another after a success); nothing while one is on its way. */
  function reset(): void {
    if (inFlight.current) return;
    busy.current = false;
    setState('idle');
  }

  return { state, send, reset, isBusy: () => busy.current };
}
