/**
 * A press on a widget's button before the runtime has started that widget: the page is painted
 * and its server-rendered burger or "Einstellungen" looks ready, but the runtime's boot chunk
 * (start.ts) may still be on its way, and nothing listens yet. The inline head script records the
 * first such press on the placeholder; start.ts takes it as the press that woke the widget and
 * replays it once the widget is there (held-input.ts). Only buttons without a default action are
 * recorded: a link or a form's submission works without the widget.
 */
const earlyPressKey = '__earlyPress';
const pressable = 'button[type="button"], [role="button"]';

type WithEarlyPress = Element & { [earlyPressKey]?: Element };

/** For the head script: listens from before the first paint until each widget's runtime takes over. */
export function recordEarlyPresses(): void {
  document.addEventListener(
    'click',
    (event) => {
      const target = (event.target as Element | null)?.closest?.(pressable);
      const widget = target?.closest<HTMLElement>('[data-widget]') as (HTMLElement & WithEarlyPress) | null | undefined;
      // A widget with a state is the runtime's already: held-input.ts holds its presses.
      if (!target || !widget || widget.dataset.widgetState !== undefined) return;
      widget[earlyPressKey] ??= target;
    },
    true,
  );
}

/** The press recorded on this placeholder before the runtime started it, once. */
export function takeEarlyPress(widget: Element): Element | null {
  const holder = widget as WithEarlyPress;
  const press = holder[earlyPressKey] ?? null;
  delete holder[earlyPressKey];
  return press;
}
