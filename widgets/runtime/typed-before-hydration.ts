type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function isField(element: Element): element is Field {
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;
}

function isCheckable(field: Field): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
}

function changedByVisitor(field: Field): boolean {
  if (isCheckable(field)) return field.checked !== field.defaultChecked;
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected);
  return field.type !== 'hidden' && field.value !== field.defaultValue;
}

function defaultOf(field: Field): string {
  if (field instanceof HTMLSelectElement) return [...field.options].find((option) => option.defaultSelected)?.value ?? field.options[0]?.value ?? '';
  return field.defaultValue;
}

/** One field the visitor changed in the build's markup, and to what. */
interface Typed {
  field: Field;
  value: string;
  checked: boolean;
}

/**
 * What the visitor typed into the build's form before its component arrived (and what the browser
 * restored on a reload), read before hydration: a renderer may reset a field while hydrating
 * (preact empties a textarea).
 */
export function typedBeforeHydration(root: Element): Typed[] {
  return [...root.querySelectorAll('input, textarea, select')]
    .filter(isField)
    .filter(changedByVisitor)
    .map((field) => ({ field, value: field.value, checked: isCheckable(field) && field.checked }));
}

/**
 * The fields the visitor changes while the hydration runs (a transition, rendered over several
 * tasks: a commit at its end would set them back to the component's state), with their last
 * values. Call the returned function at the commit: it stops watching and says what changed.
 */
export function watchTyping(root: Element): () => Typed[] {
  const changed = new Map<Field, Typed>();
  const note = (event: Event) => {
    const field = event.target;
    if (field instanceof Element && isField(field)) changed.set(field, { field, value: field.value, checked: isCheckable(field) && field.checked });
  };
  root.addEventListener('input', note, true);
  root.addEventListener('change', note, true);
  return () => {
    root.removeEventListener('input', note, true);
    root.removeEventListener('change', note, true);
    return [...changed.values()];
  };
}

/** Before and during the hydration, the later value of a field winning. */
export function latestTyping(before: readonly Typed[], during: readonly Typed[]): Typed[] {
  const fields = new Map(before.map((entry) => [entry.field, entry] as const));
  for (const entry of during) fields.set(entry.field, entry);
  return [...fields.values()];
}

/**
 * Right after the hydrating commit, the component's state still holds the build's empty values:
 * each changed field is set back to its default and changed again the way the visitor would, so
 * the component hears of it (React's value tracker and preact's handlers alike).
 */
export function replayTyping(typed: readonly Typed[]): void {
  for (const { field, value, checked } of typed) {
    if (!field.isConnected) continue;
    if (isCheckable(field)) {
      field.checked = field.defaultChecked;
      if (field.checked !== checked) field.click();
      continue;
    }
    // Through the element's own setter (where React keeps its tracker), then the prototype's.
    field.value = defaultOf(field);
    const prototype = Object.getPrototypeOf(field) as object;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
  }
}
