import { useEffect, useState } from 'react';
import { t } from '../i18n/index.ts';
import { useHydrated } from '../ui/use-hydrated.ts';
import { forgetHandedOverVisitor, readHandedOverVisitor } from './thanks-handover.ts';

/**
 * The thanks page's greeting: by name and e-mail when the contact form handed them over in this
 * tab, the plain greeting otherwise (the build renders the plain one, and hydration keeps it for
 * one commit). The handover is used once: removed after the first render (not during it, so a
 * repeated render still greets), so a reload greets plainly. React escapes both.
 */
export default function ThanksGreeting() {
  const hydrated = useHydrated();
  const [visitor] = useState(readHandedOverVisitor);
  useEffect(() => forgetHandedOverVisitor(), []);
  const greeted = hydrated ? visitor : null;
  return <p className="thanks-greeting">{greeted ? t('contactForm.thanksGreeting', { name: greeted.name, email: greeted.email }) : t('thanks.greeting')}</p>;
}
