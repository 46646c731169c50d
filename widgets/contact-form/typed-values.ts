/**
 * What the visitor already typed into the build's static form before the widget took it over
 * (the widget's first render replaces that markup), and which field had the focus. Read during
 * the first render, while the static form is still in the page.
 */
export interface TypedValues {
  values: Record<string, string>;
  checked: Record<string, boolean>;
  focused: string | null;
}

export function readTypedValues(formId: string): TypedValues {
  const result: TypedValues = { values: {}, checked: {}, focused: null };
  const form = typeof document === 'undefined' ? null : document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return result;
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement && element.type === 'checkbox') result.checked[element.name] = element.checked;
    else if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) result.values[element.name] = element.value;
  }
  const active = document.activeElement;
  if (active && form.contains(active) && 'name' in active && typeof active.name === 'string') result.focused = active.name;
  return result;
}
