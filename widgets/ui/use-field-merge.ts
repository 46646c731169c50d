import { useLayoutEffect, useRef } from 'react';

/**
 * Changes a record (a form's values, held by the widget or by its parent) one field at a time, as
 * input events arrive. The browser's autofill fills several fields in one task, all before the
 * next render: each change must build on the one before it, not on the record of the last render,
 * or every field but the last is undone (preact batches renders; React happens to render between
 * such events). `onChange` gets the whole new record and the field that changed.
 */
export function useFieldMerge<Value extends object>(value: Value, onChange: (next: Value, field: keyof Value) => void) {
  const latest = useRef(value);
  // After each render the record shown is the one to build on.
  useLayoutEffect(() => {
    latest.current = value;
  }, [value]);
  return <Field extends keyof Value>(field: Field, fieldValue: Value[Field]) => {
    latest.current = { ...latest.current, [field]: fieldValue };
    onChange(latest.current, field);
  };
}
