import { useEffect, useState } from 'react';
import { t } from '../i18n/index.ts';
import { forgetHandedOverVisitor, readHandedOverVisitor } from './thanks-handover.ts';

/**
 * The thanks page's greeting: by name and e-mail when the contact form handed them over in this
 * tab, the plain greeting otherwise (the static page shows the plain one). The handover is used
 * once: removed after the first render (not during it, so a repeated render still greets), so a
 * reload greets plainly. React escapes both.
 */
export default function ThanksGreeting() {
  const [visitor] = useState(readHandedOverVisitor);
  useEffect(() => forgetHandedOverVisitor(), []);
  return <p className="thanks-greeting">{visitor ? t('contactForm.thanksGreeting', { name: visitor.name, email: visitor.email }) : t('thanks.greeting')}</p>;
}
