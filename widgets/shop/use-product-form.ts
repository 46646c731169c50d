import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { FieldErrors } from '../core/shop/request-rules.ts';
import type { Result } from '../core/result.ts';
import { t } from '../i18n/index.ts';
import { useFocusFirstInvalid } from '../ui/use-focus-first-invalid.ts';
import { useSubmission } from '../ui/use-submission.ts';

interface ProductFormRules<Input, Field extends keyof Input & string> {
  empty: Input;
  /** The fields in form order: a rejected submit focuses the first invalid one. */
  fieldOrder: readonly Field[];
  validate(input: Input): FieldErrors<Field>;
  /** The longest text each field takes, for the 'too long' message. */
  limits: Partial<Record<Field, number>>;
}

/**
 * The state both product forms (request, rating) share: the input, its messages (shown once the
 * visitor tried to send), focus on the first invalid field, one submission at a time, and the
 * focus moved to the success message that replaces the form.
 */
export function useProductForm<Input extends Record<Field, unknown>, Field extends keyof Input & string>(rules: ProductFormRules<Input, Field>) {
  const id = useId();
  const [values, setValues] = useState<Input>(rules.empty);
  const [showErrors, setShowErrors] = useState(false);
  const submission = useSubmission();
  const errors: FieldErrors<Field> = showErrors ? rules.validate(values) : {};
  const focus = useFocusFirstInvalid(rules.fieldOrder, errors);
  const success = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (submission.state === 'sent') success.current?.focus();
  }, [submission.state]);

  const setValue = <Name extends Field>(name: Name, value: Input[Name]) => setValues((current) => ({ ...current, [name]: value }));
  const errorText = (name: Field) => (errors[name] ? t(errors[name]!, { max: rules.limits[name] }) : undefined);

  /** The props of a FormTextField for a text field. */
  const textField = (name: Field) => ({
    id: `${id}-${name}`,
    name,
    value: String(values[name] ?? ''),
    onChange: (value: string) => setValue(name, value as Input[typeof name]),
    error: errorText(name),
    inputRef: focus.register(name),
  });

  /** Sends the valid input with `post`; an invalid one shows the messages and focuses the first. */
  function onSubmit(post: (input: Input) => Promise<Result<unknown>>) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (submission.isBusy()) return;
      setShowErrors(true);
      if (Object.keys(rules.validate(values)).length > 0) {
        focus.focusAfterRender();
        return;
      }
      void submission.send(() => post(values));
    };
  }

  return { id, values, setValue, errorText, register: focus.register, textField, onSubmit, submission, success };
}
