import { useEffect, useMemo } from 'react';
import { defaultPhoneCountry, formatPhone } from '../core/phone.ts';
import { t } from '../i18n/index.ts';

export interface PhoneProps {
  number: string;
  /** Country of national numbers without +prefix (spec §9: DE). */
  country?: string;
  /** A tel: link titled 'Telefon' (default), or plain text. */
  callable?: boolean;
}

/**
 * A phone number in international format (spec §2 "Phone display element"). A number that does
 * not parse is shown as entered, with one console line, never an error.
 */
export function Phone({ number, country = defaultPhoneCountry, callable = true }: PhoneProps) {
  const phone = useMemo(() => formatPhone(number, country), [number, country]);
  useEffect(() => {
    if (!phone) console.info(`[phone] "${number}" is not a valid phone number; it is shown as entered.`);
  }, [phone, number]);
  if (!phone) return <span className="phone">{number}</span>;
  return callable ? (
    <a className="phone" href={phone.href} title={t('phone.title')}>
      {phone.display}
    </a>
  ) : (
    <span className="phone">{phone.display}</span>
  );
}
