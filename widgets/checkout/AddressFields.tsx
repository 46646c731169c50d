import type { AddressErrors, AddressField } from '../core/checkout/address-rules.ts';
import type { Address } from '../core/checkout-draft.ts';
import type { PublicShippingCountry } from '../core/public-shop-settings.ts';
import { t } from '../i18n/index.ts';
import { FormTextField } from '../ui/FormTextField.tsx';
import { useFieldMerge } from '../ui/use-field-merge.ts';

interface AddressFieldsProps {
  /** Prefix of the fields' ids and names: 'shipping' or 'invoice'. */
  prefix: string;
  address: Address;
  countries: readonly PublicShippingCountry[];
  errors: AddressErrors;
  onChange(address: Address): void;
  onBlur(field: AddressField): void;
  register(field: AddressField): (element: { focus(): void } | null) => void;
}

const autoCompleteOf: Record<Exclude<AddressField, 'country'>, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  company: 'organization',
  street: 'address-line1',
  number: 'address-line2',
  zipCode: 'postal-code',
  city: 'address-level2',
};

/** One postal address: the fields a parcel service needs, the country chosen from those the shop ships to. */
export function AddressFields({ prefix, address, countries, errors, onChange, onBlur, register }: AddressFieldsProps) {
  const section = prefix === 'shipping' ? 'shipping' : 'billing';
  const setField = useFieldMerge(address, (next) => onChange(next));
  const message = (field: AddressField) => (errors[field] ? t(`checkout.errors.${errors[field]}`) : undefined);
  const text = (field: Exclude<AddressField, 'country'>, className: string) => (
    <div className={`address__field address__field--${className}`} onBlur={() => onBlur(field)}>
      <FormTextField
        id={`${prefix}-${field}`}
        name={`${prefix}-${field}`}
        label={t(`checkout.fields.${field}`)}
        value={address[field]}
        required={field !== 'company'}
        autoComplete={`${section} ${autoCompleteOf[field]}`}
        error={message(field)}
        inputRef={register(field)}
        onChange={(value) => setField(field, value)}
      />
    </div>
  );
  const countryError = message('country');
  return (
    <div className="address">
      {text('firstName', 'half')}
      {text('lastName', 'half')}
      {text('company', 'full')}
      {text('street', 'wide')}
      {text('number', 'narrow')}
      {text('zipCode', 'narrow')}
      {text('city', 'wide')}
      <div className="address__field address__field--full form-field">
        <label className="form-label" htmlFor={`${prefix}-country`}>
          {t('checkout.fields.country')}
          <span className="form-required" aria-hidden="true">
            {' '}
            *
          </span>
        </label>
        <select
          id={`${prefix}-country`}
          name={`${prefix}-country`}
          className="form-input"
          autoComplete={`${section} country`}
          value={address.country}
          aria-required
          aria-invalid={countryError ? true : undefined}
          aria-describedby={countryError ? `${prefix}-country-error` : undefined}
          ref={register('country')}
          onChange={(event) => setField('country', event.currentTarget.value)}
          onBlur={() => onBlur('country')}
        >
          {countries.map((country) => (
            <option key={country.country_code} value={country.country_code}>
              {country.display_name}
            </option>
          ))}
        </select>
        {countryError ? (
          <p className="form-error" id={`${prefix}-country-error`}>
            {countryError}
          </p>
        ) : null}
      </div>
    </div>
  );
}
