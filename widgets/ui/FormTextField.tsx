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
  /** The asterisk after a required field's label; a form that says "all fields are required" leaves it out. */
  requiredMark?: boolean;
  /** The longest text the field takes (the rules say so too, with a message). */
  maxLength?: number;
  type?: 'text' | 'email' | 'tel' | 'date';
  /** The latest day a date field offers (YYYY-MM-DD). */
  max?: string;
  /** A hint below the label (what the field is for, where to find the value); the field is described by it. */
  hint?: string;
  autoComplete?: string;
  multiline?: boolean;
  /** The height of a multiline field, in lines. */
  rows?: number;
  /** A plain prop, not `ref`: preact/compat passes `ref` to function components only through forwardRef. */
  inputRef?: (element: HTMLInputElement | HTMLTextAreaElement | null) => void;
}

/**
 * A labelled text input (or textarea) with its validation message right below it: the one text
 * field of every form (contact, product request and rating, checkout, withdrawal), styled by forms.css.
 */
export function FormTextField(props: FormTextFieldProps) {
  const { id, name, label, value, onChange, error, required = false, requiredMark = required, type = 'text', max, maxLength, hint, autoComplete, multiline = false, rows = 5, inputRef } = props;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  const control = {
    id,
    name,
    value,
    className: 'form-input',
    autoComplete,
    maxLength,
    // Also the browser's own check, for a form the build rendered and posted before its widget hydrated.
    required: required || undefined,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.currentTarget.value),
  };
  return (
    <div className="form-field">
      <label className="form-label" htmlFor={id}>
        {label}
        {requiredMark ? (
          <span className="form-required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p className="form-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {multiline ? <textarea {...control} rows={rows} ref={inputRef} /> : <input {...control} type={type} max={max} ref={inputRef} />}
      {error ? (
        <p className="form-error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
