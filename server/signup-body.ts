import * as v from 'valibot';
import { defaultLanguage, languages } from '../widgets/core/languages.ts';

/**
 * What the newsletter endpoint reads from a body, JSON or a form post alike. Nothing here refuses:
 * a field that is missing or not text reads as empty, and the newsletter's own rules say what is
 * wrong with it. The contact body is read by readContactInput (contact-rules.ts), next to the
 * rules the widget shares: a schema there would pull valibot into the browser bundle.
 */

const textOrEmpty = v.fallback(v.string(), '');
/** The page's language, for the answer's page; the default language when it names none. */
const pageLanguage = v.fallback(v.picklist(languages), defaultLanguage);

const signupBody = v.fallback(
  // `return`: the page a form post goes back to (checked by safeReturnPath).
  v.object({ email: textOrEmpty, lang: pageLanguage, return: v.optional(v.unknown()) }),
  { email: '', lang: defaultLanguage },
);

export type SignupBody = v.InferOutput<typeof signupBody>;

/** A newsletter sign-up's body; anything missing is empty. */
export function readSignupBody(body: unknown): SignupBody {
  return v.parse(signupBody, body);
}
