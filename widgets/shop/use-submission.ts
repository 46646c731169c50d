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

  async function send(post: () => Promise<Result<unknown>>): Promise<void> {
    if (busy.current) return;
    busy.current = true;
    setState('sending');
    const result = await post();
    busy.current = result.ok;
    setState(result.ok ? 'sent' : 'failed');
  }

  return { state, send, isBusy: () => busy.current };
}
