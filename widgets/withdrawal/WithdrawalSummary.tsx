import type { Language } from '../core/languages.ts';
import { formatOrderDate } from '../core/withdrawal/receipt-time.ts';
import type { WithdrawalInput } from '../core/withdrawal/withdrawal-rules.ts';
import { t } from '../i18n/index.ts';

/** The entries as the visitor gave them, for checking before confirming and on the receipt. */
export function WithdrawalSummary({ input, lang }: { input: WithdrawalInput; lang: Language }) {
  const rows: Array<[string, string]> = [
    [t('withdrawal.fields.name'), input.name],
    [t('withdrawal.fields.email'), input.email],
    [t('withdrawal.fields.orderNumber'), input.orderNumber || t('withdrawal.summary.notGiven')],
    // The summary's own labels: "(optional)" means nothing once the entries are made.
    [t('withdrawal.summary.orderDate'), input.orderDate ? formatOrderDate(input.orderDate, lang) : t('withdrawal.summary.notGiven')],
    [t('withdrawal.summary.address'), input.address || t('withdrawal.summary.notGiven')],
    [t('withdrawal.summary.reason'), input.reason || t('withdrawal.summary.notGiven')],
  ];
  return (
    <dl className="withdrawal__summary">
      {rows.map(([label, value]) => (
        <div key={label} className="withdrawal__summary-row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
