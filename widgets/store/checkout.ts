import { emptyCheckoutDraft, parseStoredCheckoutDraft, type CheckoutDraft } from '../core/checkout-draft.ts';
import { persistedSignal } from './persisted.ts';

/** The checkout draft: restored at first load, saved on every change, cleared by reset. */
export const checkoutDraft = persistedSignal<CheckoutDraft>({
  key: 'int-checkout',
  version: 1,
  parse: parseStoredCheckoutDraft,
  initial: () => emptyCheckoutDraft(Date.now()),
});

export function updateCheckoutDraft(patch: Partial<Omit<CheckoutDraft, 'timestamp'>>): void {
  checkoutDraft.value = { ...checkoutDraft.value, ...patch, timestamp: Date.now() };
}

export function resetCheckoutDraft(): void {
  checkoutDraft.value = emptyCheckoutDraft(Date.now());
}
