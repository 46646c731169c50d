import { emptyWithdrawalInput } from '../core/withdrawal/withdrawal-rules.ts';
import { parseWithdrawalProgress, type WithdrawalProgress } from '../core/withdrawal/withdrawal-progress.ts';
import { unwrapStored, wrapStored } from '../core/stored-envelope.ts';

/**
 * The withdrawal in progress lives in this tab's sessionStorage, not in the shared store: a
 * reload keeps every entry (and the receipt), but name, e-mail and reason leave with the tab
 * instead of staying on a shared computer in localStorage, and no other widget needs them.
 */
const progressKey = 'int-withdrawal';
const progressVersion = 1;

export const freshProgress = (): WithdrawalProgress => ({ step: 'entries', input: { ...emptyWithdrawalInput } });

/** sessionStorage may be missing or throw (storage disabled): the progress then lives in memory only. */
function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function loadProgress(): WithdrawalProgress {
  try {
    const raw = storage()?.getItem(progressKey);
    const stored = raw ? unwrapStored(raw, progressVersion) : null;
    return (stored?.ok ? parseWithdrawalProgress(stored.value) : null) ?? freshProgress();
  } catch {
    return freshProgress();
  }
}

export function saveProgress(progress: WithdrawalProgress): void {
  try {
    storage()?.setItem(progressKey, wrapStored(progressVersion, progress));
  } catch {
    // Full or refused: the visitor keeps the entries as long as the page is open.
  }
}
