import type { HeldInput } from './held-input.ts';

/**
 * The moment a widget's own render replaces its server HTML, the visitor must not notice: what
 * they typed stays in the fields, the focus stays where it was, and the press that woke the widget
 * reaches the widget's own button. Each old element is matched to its counterpart in the new
 * render: by id, by field name, else by role and accessible name, else by its place among the
 * elements of the same role.
 */
const interactive = 'a[href], button, summary, input, select, textarea, [role="button"], [tabindex]';

type Role = 'button' | 'link' | 'field' | 'other';

function roleOf(element: Element): Role {
  if (element.matches('button, summary, [role="button"], input[type="submit"], input[type="button"]')) return 'button';
  if (element.matches('a[href]')) return 'link';
  if (element.matches('input, select, textarea')) return 'field';
  return 'other';
}

function accessibleName(element: Element): string {
  return (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
}

function within(roots: readonly Node[], selector: string): Element[] {
  return roots.flatMap((root) =>
    root instanceof Element ? [...(root.matches(selector) ? [root] : []), ...root.querySelectorAll(selector)] : [],
  );
}

function isField(element: Element): element is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement {
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;
}

/** The element in `next` that stands where `old` stood in `previous`. */
function counterpart(old: Element, previous: readonly Node[], next: Element): HTMLElement | null {
  if (old.id) {
    const byId = next.querySelector<HTMLElement>(`#${CSS.escape(old.id)}`);
    if (byId) return byId;
  }
  const name = old.getAttribute('name');
  if (name && isField(old)) {
    const checkable = old instanceof HTMLInputElement && (old.type === 'checkbox' || old.type === 'radio');
    const selector = `[name="${CSS.escape(name)}"]${checkable ? `[value="${CSS.escape(old.value)}"]` : ''}`;
    const byName = next.querySelector<HTMLElement>(selector);
    if (byName) return byName;
  }
  const role = roleOf(old);
  const label = accessibleName(old);
  const candidates = within([next], interactive).filter((element) => roleOf(element) === role) as HTMLElement[];
  const byName = label ? candidates.find((element) => accessibleName(element) === label) : undefined;
  if (byName) return byName;
  const place = within(previous, interactive)
    .filter((element) => roleOf(element) === role)
    .indexOf(old);
  return place >= 0 ? (candidates[place] ?? null) : null;
}

/** Sets a field's value the way typing would, so the widget's own state hears of it. */
function typeInto(field: HTMLElement, from: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement): void {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    if (from instanceof HTMLInputElement && field.checked !== from.checked) field.click();
    return;
  }
  if (!isField(field) || field.value === from.value || field.type === 'hidden') return;
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, from.value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

function userChanged(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement): boolean {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) return field.checked !== field.defaultChecked;
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected);
  return field.type !== 'hidden' && field.value !== field.defaultValue;
}

/**
 * Moves typed values, the focus and held input from the server HTML (`previous`, now detached)
 * to the widget's render (`next`). `focused` is the element that had the focus before the swap.
 */
export function handOver(previous: readonly Node[], next: Element, focused: Element | null, held: HeldInput): void {
  held.stop();
  for (const field of within(previous, 'input, textarea, select')) {
    if (!isField(field) || !userChanged(field)) continue;
    const target = counterpart(field, previous, next);
    if (target) typeInto(target, field);
  }
  if (focused && !focused.isConnected) {
    const target = counterpart(focused, previous, next);
    target?.focus({ preventScroll: true });
    if (
      (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) &&
      (focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement)
    ) {
      try {
        target.setSelectionRange(focused.selectionStart, focused.selectionEnd);
      } catch {
        /* email and number fields have no selection */
      }
    }
  }
  const press = held.press && (held.press.isConnected ? held.press : counterpart(held.press, previous, next));
  if (press instanceof HTMLElement) press.click();
  const form = held.submission && (held.submission.isConnected ? held.submission : counterpart(held.submission, previous, next) ?? next.querySelector('form'));
  if (form instanceof HTMLFormElement) form.requestSubmit();
}
