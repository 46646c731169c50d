/**
 * What a visitor did to a widget's server HTML before the widget could answer: the first press of
 * a button (or a summary, or anything with role=button) and the first form submission. Both are held
 * (their default action would act without the widget) and replayed on the same element once the
 * widget has hydrated it, so the click or key that woke the widget is never lost. Links are left
 * alone: they work without the widget. Typing is read from the fields at hydration
 * (typed-before-hydration.ts).
 */
export interface HeldInput {
  /** The element pressed first, if any. */
  readonly press: Element | null;
  /** The form submitted first, if any. */
  readonly submission: HTMLFormElement | null;
  /** Stops holding; later input goes to whatever is on show. */
  stop(): void;
}

const pressable = 'button, summary, [role="button"], input[type="submit"], input[type="button"]';

/**
 * Holds input in `area`: the widget's placeholder, or a larger area its template named. A press on
 * another widget inside that area is that widget's own business. `earlierPress`: one made before
 * the runtime started the widget (early-press.ts), held as the first.
 */
export function holdInput(widget: Element, area: Element = widget, earlierPress: Element | null = null): HeldInput {
  let press: Element | null = earlierPress;
  let submission: HTMLFormElement | null = null;
  const onClick = (event: Event) => {
    const target = (event.target as Element | null)?.closest?.(pressable);
    if (!target || !area.contains(target)) return;
    const owner = target.closest('[data-widget]');
    if (owner && owner !== widget) return;
    event.preventDefault();
    press ??= target;
  };
  const onSubmit = (event: Event) => {
    event.preventDefault();
    submission ??= event.target as HTMLFormElement;
  };
  const listeners: Array<[string, EventListener]> = [
    ['click', onClick],
    ['submit', onSubmit],
  ];
  for (const [type, listener] of listeners) area.addEventListener(type, listener, true);
  return {
    get press() {
      return press;
    },
    get submission() {
      return submission;
    },
    stop() {
      for (const [type, listener] of listeners) area.removeEventListener(type, listener, true);
    },
  };
}

/** Gives held input its own default action after all (the widget failed to load, or enhanced the markup in place). */
export function replayInPlace(held: HeldInput): void {
  held.stop();
  if (held.press instanceof HTMLElement && held.press.isConnected) held.press.click();
  if (held.submission?.isConnected) held.submission.requestSubmit();
}
