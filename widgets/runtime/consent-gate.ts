import { effect } from '@preact/signals-core';
import { isConsentGiven } from '../store/consents.ts';

/** Resolves once the visitor has agreed to the consent entry with this function_id (now, or later on this page). */
export function whenConsented(functionId: string): Promise<void> {
  return new Promise((resolve) => {
    const stop = effect(() => {
      if (!isConsentGiven(functionId)) return;
      resolve();
      queueMicrotask(() => stop());
    });
  });
}
