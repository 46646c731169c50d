import { visitorFromQuery } from '../core/forms/thanks-greeting.ts';
import { t } from '../i18n/index.ts';

/**
 * The thanks page's greeting: by name and e-mail when the contact form passed them in the query
 * string, the plain greeting otherwise (the static page shows the plain one). React escapes both.
 */
export default function ThanksGreeting() {
  const visitor = visitorFromQuery(window.location.search);
  return <p className="thanks-greeting">{visitor ? t('contactForm.thanksGreeting', { name: visitor.name, email: visitor.email }) : t('thanks.greeting')}</p>;
}
