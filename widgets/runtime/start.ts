import { isHydrationTrigger } from '../core/hydration.ts';
import { isRecord } from '../core/shapes.ts';
import { takeEarlyPress } from './early-press.ts';
import { holdInput, replayInPlace, type HeldInput } from './held-input.ts';
import { interactionArea, triggers } from './triggers.ts';
import { typedBeforeHydration } from './typed-before-hydration.ts';

/**
 * A widget's module: a component for the framework (`default`), or `enhance`, a plain function
 * that brings the server HTML to life in place, for widgets too small to be worth a framework.
 */
interface WidgetModule {
  default?: unknown;
  /** Method syntax on purpose: each widget declares its own props (WidgetProps), which the build checked. */
  enhance?(element: HTMLElement, props: Record<string, unknown>): void | Promise<void>;
  /** What the component's first render needs besides the page's props, loaded before it hydrates the build's HTML. */
  prepareHydration?(props: Record<string, unknown>): Promise<Record<string, unknown>>;
}
/**
 * A reason for a widget to mount before its trigger: `wakeEarly` resolves when the server HTML no
 * longer tells the truth (a product sold since the build), and stays pending otherwise.
 */
interface WakeCheck {
  wakeEarly(element: HTMLElement, props: Record<string, unknown>): Promise<void>;
}
export type WakeCheckLoader = () => Promise<WakeCheck>;

/** Loads a widget's code; the registry maps each widget name to one of these. */
export type WidgetLoader = () => Promise<WidgetModule>;
/** Mounts a loaded widget into its placeholder (React lives behind this, in its own chunk). */
export type Mount = (
  element: HTMLElement,
  name: string,
  component: unknown,
  props: Record<string, unknown>,
  held: HeldInput,
) => Promise<void>;

/** Marks the placeholder's progress, for styling and for tests: pending → mounted | error. */
type WidgetState = 'pending' | 'mounted' | 'error';

function setState(element: HTMLElement, state: WidgetState): void {
  element.dataset.widgetState = state;
}

function readProps(element: HTMLElement): Record<string, unknown> | null {
  try {
    const props: unknown = JSON.parse(element.dataset.props ?? '{}');
    return isRecord(props) ? props : null;
  } catch {
    return null;
  }
}

/** Whether the page stands at another address than its widget's HTML was rendered for (a filter in the query): that HTML is not what the address shows. */
function elsewhere(element: HTMLElement): boolean {
  const builtFor = element.dataset.builtFor;
  if (builtFor === undefined) return false;
  const here = (location.pathname.replace(/\/+$/, '') || '/') + (location.search === '?' ? '' : location.search);
  return here !== builtFor;
}

/**
 * Resolves when a step through the history (Back after a reload) takes the page to another address
 * than its widget's HTML was rendered for, before the widget woke: the browser changes the address
 * without loading the page, so only the woken widget can show what the address stands for.
 */
function movesElsewhere(element: HTMLElement): Promise<void> {
  if (element.dataset.builtFor === undefined) return new Promise(() => {});
  return new Promise((resolve) => {
    const onPopState = () => {
      if (!elsewhere(element)) return;
      window.removeEventListener('popstate', onPopState);
      resolve();
    };
    window.addEventListener('popstate', onPopState);
  });
}

/** The widget's early-wake check, run once the page is idle; never resolves where there is none or it fails. */
function wakesEarly(element: HTMLElement, props: Record<string, unknown>, check: WakeCheckLoader | undefined): Promise<void> {
  if (!check) return new Promise(() => {});
  return triggers.idle(element)
    .then(check)
    .then((module) => module.wakeEarly(element, props))
    .catch(() => new Promise<void>(() => {}));
}

async function startOne(element: HTMLElement, registry: Record<string, WidgetLoader>, loadMount: () => Promise<Mount>, checks: Partial<Record<string, WakeCheckLoader>>) {
  const name = element.dataset.widget ?? '';
  const loader = Object.hasOwn(registry, name) ? registry[name] : undefined;
  const props = readProps(element);
  if (!loader || !props) {
    setState(element, 'error');
    console.error(
      loader
        ? `[widgets] Widget "${name}" has props that are not a JSON object; its fallback content stays.`
        : `[widgets] Unknown widget "${name}"; its fallback content stays.`,
    );
    return;
  }
  setState(element, 'pending');
  const earlyPress = takeEarlyPress(element);
  const held = holdInput(element, interactionArea(element), earlyPress);
  // HTML rendered for another address (a filter or searched words in the query) is not what this
  // one shows: marked, the stylesheet shows it as waiting until the widget shows the address's own.
  const away = elsewhere(element);
  if (away) element.dataset.elsewhere = '';
  // A field already changed (before the runtime could listen for it) is an interaction that happened.
  const hydrate = away || typedBeforeHydration(element).length > 0 ? 'eager' : element.dataset.hydrate;
  // A press before the runtime started is the interaction the trigger would wait for.
  if (!earlyPress) {
    const check = Object.hasOwn(checks, name) ? checks[name] : undefined;
    await Promise.race([triggers[isHydrationTrigger(hydrate) ? hydrate : 'eager'](element), wakesEarly(element, props, check), movesElsewhere(element)]);
  }
  // Widgets that talk to a third party wait for the visitor's consent to it, without loading a framework before.
  const consent = element.dataset.consent;
  if (consent) await import('./consent-gate.ts').then((gate) => gate.whenConsented(consent));
  try {
    const widget = await loader();
    if (typeof widget.enhance === 'function') {
      await widget.enhance(element, props);
      setState(element, 'mounted');
      replayInPlace(held);
    } else {
      const ready = typeof widget.prepareHydration === 'function' && element.hasAttribute('data-server-rendered') ? await widget.prepareHydration(props) : props;
      await (await loadMount())(element, name, widget.default, ready, held);
    }
  } catch (error) {
    setState(element, 'error');
    replayInPlace(held);
    console.error(`[widgets] Widget "${name}" could not be loaded; its fallback content stays.`, error);
  }
}

/**
 * Finds every placeholder under `root` that has not been started and mounts each when its
 * trigger fires. One widget's failure never stops another.
 */
export function startWidgets(
  root: ParentNode,
  registry: Record<string, WidgetLoader>,
  loadMount: () => Promise<Mount>,
  checks: Partial<Record<string, WakeCheckLoader>> = {},
): Promise<void> {
  const placeholders = [...root.querySelectorAll<HTMLElement>('[data-widget]:not([data-widget-state])')];
  return Promise.all(placeholders.map((element) => startOne(element, registry, loadMount, checks))).then(() => undefined);
}
