import { isEmailAddress } from './email.ts';
import { contactLimits } from './contact-rules.ts';

/** Who the thanks page greets by name, read from its query string; null → the plain greeting. */
export interface Visitor {
  name: string;
  email: string;
}

/**
 * Both name and a plausible e-mail are needed, within the form's own limits, so a crafted link
 * cannot make the page say arbitrary long text in the shop's voice.
 */
export function visitorFromQuery(search: string | URLSearchParams): Visitor | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const name = (params.get('name') ?? '').trim();
  const email = (params.get('email') ?? '').trim();
  if (!name || name.length > contactLimits.name || !isEmailAddress(email)) return null;
  return { name, email };
}
