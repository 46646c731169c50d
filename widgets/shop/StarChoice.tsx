import { ratingScale } from '../core/shop/request-rules.ts';
import { t } from '../i18n/index.ts';

export interface StarChoiceProps {
  id: string;
  name: string;
  legend: string;
  value: number | null;
  onChange(value: number): void;
  error?: string;
  /** The first star's element, for focusing the choice when it is invalid. */
  inputRef?: (element: HTMLInputElement | null) => void;
}

const stars = Array.from({ length: ratingScale.max - ratingScale.min + 1 }, (_, index) => ratingScale.min + index);

/**
 * 1–5 stars as native radio buttons: Tab reaches the group, the arrow keys move the choice, and a
 * screen reader hears "3 Sterne". The radios are visually hidden; their labels show the stars,
 * filled up to the choice.
 */
export function StarChoice({ id, name, legend, value, onChange, error, inputRef }: StarChoiceProps) {
  const errorId = `${id}-error`;
  return (
    <fieldset
      className="star-choice"
      role="radiogroup"
      aria-required="true"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="form-label">
        {legend}
        <span className="form-required" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      <div className="star-choice__options">
        {stars.map((count) => (
          <span className="star-choice__option" key={count}>
            <input
              className="star-choice__input visually-hidden"
              type="radio"
              id={`${id}-${count}`}
              name={name}
              value={count}
              checked={value === count}
              onChange={() => onChange(count)}
              ref={count === ratingScale.min ? inputRef : undefined}
            />
            <label className={`star-choice__star${value !== null && count <= value ? ' star-choice__star--filled' : ''}`} htmlFor={`${id}-${count}`}>
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">{t('productRating.stars', { count })}</span>
            </label>
          </span>
        ))}
      </div>
      {error ? (
        <p className="form-error" id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
