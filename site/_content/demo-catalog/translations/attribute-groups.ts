import { blueprints, fixedProducts, unpublished, type Blueprint } from '../blueprints.ts';
import { variantKinds } from '../options.ts';
import type { AttributeGroupName } from '../taxonomy.ts';
import { attributeValueTexts } from './attribute-values.ts';
import { translationsOf } from './languages.ts';
import { attributeGroupNames } from './taxonomy.ts';

/**
 * An attribute group's translations: its name, and every German value a product of the demo can
 * have in it with that value's translation ({ value, display_value }), for the filter. The values
 * come from the blueprints, not from the generated rows, so they also cover the large catalog
 * (same blueprints) and every ring size a variant may offer, active in this run or not.
 */

function valuesUsedIn(group: AttributeGroupName): string[] {
  const all: Blueprint[] = [...fixedProducts.map((fixed) => fixed.blueprint), ...Object.values(blueprints).flat(), ...unpublished];
  const used = new Set<string>();
  for (const blueprint of all) {
    const values = blueprint.attributes[group];
    for (const value of values === undefined ? [] : Array.isArray(values) ? values : [values]) used.add(value);
    // The build files a sized variant's name as a Größe value: "Größe 52" → "52", "17 cm".
    const kind = blueprint.variants ? variantKinds[blueprint.variants] : undefined;
    if (group === 'Größe' && kind?.sizes) for (const option of kind.options) used.add(option.name.replace(/^Größe /, ''));
  }
  return [...used];
}

export function attributeGroupTranslations(group: AttributeGroupName) {
  const values = valuesUsedIn(group).map((value) => ({ value, texts: attributeValueTexts(group, value) }));
  return translationsOf((language) => ({
    display_name: attributeGroupNames[group][language],
    values: values.map(({ value, texts }) => ({ value, display_value: texts[language] })),
  }));
}
