/**
 * What a visitor did to a widget's server HTML before the widget could answer: the first press of
 * a button (or a summary, or anything with role=button) and the first form submission. Both are held
 * (their default action would act on markup that is about to be replaced) and handed to the
 * widget once it is on show, so the click or key that woke the widget is never lost. Links are
 * left alone: they work without the widget. Typing needs no holding: the values move over with
 * the fields (widgets/runtime/handover.ts).
 */
export interface HeldInput {
  /** The element pressed first, if any. */
  readonly press: Element | null;
  /** The form submitted first, if any. */
  readonly submission: HTMLFormElement | null;
  /**
   * While a press is under way in the area, a promise of its end; null when none is. Taking over
   * between a button's pointerdown and its click (or a key's down and up) would lose the press: the
   * click would land on markup that is gone.
   */
  pressEnded(): Promise<void> | null;
  /** Stops holding; later input goes to whatever is on show. */
  stop(): void;
}

/** A press whose end never arrives (the pointer left the window) holds the takeover no longer than this. */
const longestPressMs = 1000;

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
  let pressing = false;
  let ended: Array<() => void> = [];
  const end = () => {
    pressing = false;
    for (const resolve of ended) resolve();
    ended = [];
  };
  const onDown = (event: Event) => {
    if (event instanceof KeyboardEvent && event.key !== 'Enter' && event.key !== ' ') return;
    pressing = true;
    setTimeout(end, longestPressMs);
  };
  // The click follows the pointerup in the same task: ending after it lets the click be held first.
  const onUp = () => setTimeout(end);
  const listeners: Array<[string, EventListener]> = [
    ['click', onClick],
    ['submit', onSubmit],
    ['pointerdown', onDown],
    ['keydown', onDown],
    ['pointerup', onUp],
    ['pointercancel', onUp],
    ['keyup', onUp],
  ];
  for (const [type, listener] of listeners) area.addEventListener(type, listener, true);
  return {
    get press() {
      return press;
    },
    get submission() {
      return submission;
    },
    pressEnded() {
      return pressing ? new Promise((resolve) => ended.push(resolve)) : null;
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
