import type { UnknownRecord } from '../../widgets/core/shapes.ts';

/** What a payment endpoint answers: its HTTP status and JSON body. */
export interface PaymentAnswer {
  status: number;
  body: UnknownRecord;
}

/** A refusal the browser can tell apart by its code (and the fields at fault). */
export const refused = (status: number, code: string, message: string, fields?: string[]): PaymentAnswer => ({
  status,
  body: { status: 'error', code, message, ...(fields ? { fields } : {}) },
});

/**
 * A provider that gave no answer (502: the shopper may try again; logged as an error), or that
 * refused (422 with `code`; logged as a warning). The provider's detail goes to the log only.
 */
export function providerUnreachable(provider: string, doing: string, detail: string): PaymentAnswer {
  console.error(`[order service] ${provider} did not answer while ${doing}: ${detail}`);
  return refused(502, 'provider_unreachable', `${provider} cannot be reached at the moment.`);
}

export function providerRefused(provider: string, doing: string, detail: string, code: string, message: string): PaymentAnswer {
  console.warn(`[order service] ${provider} refused ${doing}: ${detail}`);
  return refused(422, code, message);
}
