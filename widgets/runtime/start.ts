import { isHydrationTrigger } from '../core/hydration.ts';
import { isRecord } from '../core/shapes.ts';
import { triggers } from './triggers.ts';

/** Loads a widget's code; the registry maps each widget name to one of these. */
export type WidgetLoader = () => Promise<{ default: unknown }>;
/** Mounts a loaded widget into its placeholder (React lives behind this, in its own chunk). */
export type Mount = (
  element: HTMLElement,
  name: string,
  component: unknown,
  props: Record<string, unknown>,
) => Promise<void>;

/** Marks the placeholder's progress, for styling and for tests: pending → mounted | error. */
export type WidgetState = 'pending' | 'mounted' | 'error';

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

async function startOne(element: HTMLElement, registry: Record<string, WidgetLoader>, loadMount: () => Promise<Mount>) {
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
  const hydrate = element.dataset.hydrate;
  await triggers[isHydrationTrigger(hydrate) ? hydrate : 'eager'](element);
  try {
    const [widget, mount] = await Promise.all([loader(), loadMount()]);
    await mount(element, name, widget.default, props);
  } catch (error) {
    setState(element, 'error');
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
): Promise<void> {
  const placeholders = [...root.querySelectorAll<HTMLElement>('[data-widget]:not([data-widget-state])')];
  return Promise.all(placeholders.map((element) => startOne(element, registry, loadMount))).then(() => undefined);
}
