import { readContactErrors, type ContactErrors, type ContactMessage } from '../core/forms/contact-rules.ts';
import { isRecord } from '../core/shapes.ts';

/** How a send ended: delivered, refused field by field by the endpoint, or failed (network, server). */
export type SendOutcome = { kind: 'sent' } | { kind: 'refused'; errors: ContactErrors } | { kind: 'failed' };

/** Posts the message as JSON; expected failures come back as values, never as throws. */
export async function sendContact(endpoint: string, message: ContactMessage): Promise<SendOutcome> {
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ ...message, privacy: true }),
    });
    if (response.ok) return { kind: 'sent' };
    if (response.status === 400) {
      const body: unknown = await response.json().catch(() => null);
      const errors = readContactErrors(isRecord(body) ? body.errors : null);
      if (Object.keys(errors).length > 0) return { kind: 'refused', errors };
    }
    return { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}
