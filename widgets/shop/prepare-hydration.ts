import { createFetchJson } from '../content/shop/fetch-json.ts';
import { parseTaxonomy, staticTaxonomyPath } from '../core/shop/static-files.ts';
import type { WidgetProps } from '../runtime/build/widget-specs.ts';
import { taxonomyKey } from './shop-answers.ts';
import { pageLanguage } from '../i18n/index.ts';

/**
 * Answers too large to repeat in every page's HTML (the filters' taxonomy, the same on every list
 * page of a build) stay in the build's own file: the runtime calls this before it hydrates, and
 * the router's first render has them as the build had. A failure leaves them out: the router then
 * draws that part anew once it has asked again.
 */
export async function prepareHydration(props: WidgetProps<'shop'>): Promise<WidgetProps<'shop'>> {
  const { initial } = props;
  if (!initial.fromFiles?.includes(taxonomyKey)) return props;
  const taxonomy = await createFetchJson()(staticTaxonomyPath(pageLanguage()), parseTaxonomy);
  if (!taxonomy.ok) return props;
  return { ...props, initial: { ...initial, answers: { ...initial.answers, [taxonomyKey]: taxonomy.value } } };
}
