import type { ChangeEvent } from 'react';

export interface FormTextFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange(value: string): void;
  /** The message shown next to the field; the field is then marked invalid and described by it. */
  error?: string;
  required?: boolean;
  type?: 'text' | 'email' | 'tel' | 'date';
  /** The latest day a date field offers (YYYY-MM-DD). */
  max?: string;
  /** A hint below the label (what the field is for, where to find the value); the field is described by it. */
  hint?: string;
  autoComplete?: string;
  multiline?: boolean;
  /** A plain prop, not `ref`: preact/compat passes `ref` to function components only through forwardRef. */
  inputRef?: (element: HTMLInputElement | HTMLTextAreaElement | null) => void;
}

/** A labelled text input (or textarea) with its validation message right below it. */
export function FormTextField({ id, name, label, value, onChange, error, required = false, type = 'text', max, hint, autoComplete, multiline = false, inputRef }: FormTextFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  const control = {
    id,
    name,
    value,
    className: 'product-form__input',
    autoComplete,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.currentTarget.value),
  };
  return (
    <div className="product-form__field">
      <label className="product-form__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="product-form__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p className="product-form__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {multiline ? <textarea {...control} rows={5} ref={inputRef} /> : <input {...control} type={type} max={max} ref={inputRef} />}
      {error ? (
        <p className="product-form__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
