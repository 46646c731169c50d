import type { ProductDetail } from '../core/shop/types.ts';
import { t } from '../i18n/index.ts';

/** The chosen option's place among the field's options, as the select's value; '' for none. */
function optionPlace(options: readonly string[], chosen: string | undefined): string {
  const index = chosen === undefined ? -1 : options.indexOf(chosen);
  return index < 0 ? '' : String(index);
}

/** An engraving or similar: the shopper's values travel with the cart line. */
export function PersonalizationFields({
  personalization,
  values,
  describedBy,
  onChange,
}: {
  personalization: NonNullable<ProductDetail['personalization']>;
  values: Record<string, string>;
  /** The id of what a shopper should hear with the fields (that a personalized piece cannot be withdrawn from). */
  describedBy?: string;
  onChange(key: string, value: string): void;
}) {
  return (
    <fieldset className="personalization" aria-describedby={describedBy}>
      <legend>{personalization.displayName || t('shop.personalization')}</legend>
      {personalization.fields.map((field) => {
        const id = `personalization-${String(personalization.id)}-${field.key}`;
        const label = (
          <label htmlFor={id}>
            {field.label}
            {field.required ? <span className="required-mark"> ({t('shop.required')})</span> : null}
          </label>
        );
        return (
          <div key={field.key} className="personalization__field">
            {label}
            {field.type === 'select' ? (
              // Options by their place, not their text: the text goes through the page's HTML, which
              // changes what a browser reads back (whitespace collapsed, a NUL replaced), and the cart
              // must carry the very option the shop named.
              <select
                id={id}
                required={field.required}
                value={optionPlace(field.options, values[field.key])}
                onChange={(event) => onChange(field.key, event.currentTarget.value === '' ? '' : (field.options[Number(event.currentTarget.value)] ?? ''))}
              >
                <option value="">{t('shop.chooseVariant')}</option>
                {field.options.map((option, index) => (
                  <option key={option} value={String(index)}>
                    {option}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={id}
                type="text"
                required={field.required}
                maxLength={field.maxLength ?? undefined}
                value={values[field.key] ?? ''}
                onChange={(event) => onChange(field.key, event.currentTarget.value)}
              />
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
