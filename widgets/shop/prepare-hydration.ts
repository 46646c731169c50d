import { createFetchJson } from '../content/shop/fetch-json.ts';
import { parsePublicShopSettings } from '../core/public-shop-settings.ts';
import { parseTaxonomy, staticTaxonomyPath } from '../core/shop/static-files.ts';
import type { WidgetProps } from '../runtime/build/widget-specs.ts';
import { taxonomyKey } from './shop-answers.ts';

/**
 * What is too large to repeat in every page's HTML stays in the build's own files, and the runtime
 * calls this before it hydrates, so the router's first render has it as the build had:
 * - the shop's settings (the same on every shop page), from the file named by them that the build
 *   rendered with: without them the router cannot draw the page, so a failure leaves the page as
 *   the build drew it, as a widget that could not load;
 * - the filters' taxonomy (the same on every list page): a failure leaves it out, and the router
 *   draws that part anew once it has asked again.
 */
export async function prepareHydration(props: WidgetProps<'shop'>): Promise<WidgetProps<'shop'>> {
  let { initial } = props;
  const fetchJson = createFetchJson();
  const [settings, taxonomy] = await Promise.all([
    initial.settings || !initial.settingsFile ? null : fetchJson(initial.settingsFile, parsePublicShopSettings),
    initial.fromFiles?.includes(taxonomyKey) ? fetchJson(staticTaxonomyPath, parseTaxonomy) : null,
  ]);
  if (settings) {
    if (!settings.ok) throw new Error(`the shop's settings could not be read from ${initial.settingsFile}: ${settings.error}`);
    initial = { ...initial, settings: settings.value };
  }
  if (taxonomy?.ok) initial = { ...initial, answers: { ...initial.answers, [taxonomyKey]: taxonomy.value } };
  return { ...props, initial };
}
