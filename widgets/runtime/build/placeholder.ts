import { escapeHtml } from '../../core/html.ts';
import type { Language } from '../../core/languages.ts';
import { hydrationTriggers, isHydrationTrigger, type HydrationTrigger } from '../../core/hydration.ts';
import { isRecord } from '../../core/shapes.ts';
import { propProblems } from './prop-problems.ts';
import { isWidgetName, widgetSpecs, widgetNames, type WidgetName, type WidgetSpec } from './widget-specs.ts';

export interface PlaceholderOptions {
  hydrate?: HydrationTrigger;
  /** The page's language: a widget that renders its own HTML needs it (the template knows it; Eleventy's `this.page` may be another page's). */
  lang?: Language;
  /** Trusted HTML shown until the widget mounts, and for good when JavaScript is off. */
  fallback?: string;
  tag?: 'div' | 'span';
  className?: string;
  /** For the "interaction" trigger: a selector for an ancestor whose use wakes the widget too. */
  interactionArea?: string;
  /**
   * The address (path, no query) the widget's HTML was rendered for, where the host serves the
   * page at other addresses too (a query, a rewrite): there the widget mounts at once, whatever its trigger.
   */
  builtFor?: string;
  /**
   * Props the build renders with besides those the page carries (they override them), for answers
   * too large to repeat in every page: the widget's prepareHydration must load the very same
   * before it hydrates (the shop's taxonomy, widgets/shop/prepare-hydration.ts).
   */
  renderWith?: Record<string, unknown>;
}

const propsEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', "'": '&#39;' };

/**
 * JSON for an attribute in single quotes: JSON quotes every key and string with `"`, which would
 * be `&quot;` six bytes each in double quotes (a product page's shop props grew by 62 %); in single
 * quotes only `'`, `&` and the angle brackets need escaping, and JSON rarely holds them.
 */
const jsonInSingleQuotes = (json: string) => json.replace(/[&<>']/g, (char) => propsEntities[char]!);

/** A template placed a widget wrongly; the message names the template so the editor can fix it. */
export class WidgetUsageError extends Error {
  override name = 'WidgetUsageError';
}

/** The HTML a widget's own component renders for these props, or null for a widget that does not render itself. */
export type OwnRender = (name: WidgetName, props: Record<string, unknown>, lang: Language | undefined) => string | null;

/**
 * The placeholder the runtime mounts into: `<div data-widget="name" data-props='{…}'>…</div>`.
 * Inside is the widget's own render (`data-server-rendered`: the browser hydrates it), or, for a
 * widget that does not render itself yet, the template's fallback. Props are JSON, escaped for
 * an attribute, so no CMS value can break out of it.
 */
export function widgetPlaceholder(
  name: string,
  props: unknown = {},
  options: PlaceholderOptions = {},
  templatePath = 'a template',
  ownRender: OwnRender = () => null,
): string {
  const fail = (problem: string) => new WidgetUsageError(`${templatePath}: widget "${name}": ${problem}`);
  if (!isWidgetName(name)) throw fail(`unknown widget (known widgets: ${widgetNames.join(', ')})`);
  const propsRecord = props ?? {};
  if (!isRecord(propsRecord)) throw fail('props must be an object');
  const problems = propProblems(widgetSpecs[name].props, propsRecord);
  if (problems.length > 0) throw fail(problems.join('; '));
  const hydrate = options.hydrate ?? widgetSpecs[name].hydrate;
  if (!isHydrationTrigger(hydrate)) {
    throw fail(`unknown hydrate "${String(hydrate)}" (use one of ${hydrationTriggers.join(', ')})`);
  }
  let json: string;
  try {
    json = JSON.stringify(propsRecord);
  } catch (error) {
    throw fail(`props cannot be serialised to JSON (${(error as Error).message})`);
  }
  const own = ownRender(name, options.renderWith ? { ...propsRecord, ...options.renderWith } : propsRecord, options.lang);
  if (own !== null && options.fallback !== undefined) {
    throw fail('renders its own HTML; a fallback would be a second copy of its markup');
  }
  const tag = options.tag ?? 'div';
  const className = ['widget', `widget--${name}`, options.className].filter(Boolean).join(' ');
  const spec: WidgetSpec = widgetSpecs[name];
  const extras =
    (options.interactionArea ? ` data-interaction-area="${escapeHtml(options.interactionArea)}"` : '') +
    (options.builtFor !== undefined ? ` data-built-for="${escapeHtml(options.builtFor)}"` : '') +
    (spec.consent ? ` data-consent="${escapeHtml(spec.consent)}"` : '') +
    (own !== null ? ' data-server-rendered' : '');
  return (
    `<${tag} class="${escapeHtml(className)}" data-widget="${name}" data-hydrate="${hydrate}"${extras} ` +
    `data-props='${jsonInSingleQuotes(json)}'>${own ?? options.fallback ?? ''}</${tag}>`
  );
}
