import type { Attribute, AttributeGroup, Category, ItemId, Manufacturer, Subcategory, Tag } from '../core/catalog/taxonomy.ts';
import { fieldReader, itemIdOf, type FieldReader } from './reshape-catalog-fields.ts';

/** Slugs end up in URLs: lower-case letters, digits and single hyphens only. */
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function requiredSlug(reader: FieldReader, field = 'slug'): string {
  const slug = reader.requiredText(field);
  return slugPattern.test(slug) ? slug : reader.fail(field, `"${slug}" is no URL slug (a-z, 0-9 and hyphens)`);
}

function named(collection: string, raw: unknown, position: number) {
  const id = itemIdOf(collection, raw, position);
  const reader = fieldReader(collection, id, raw);
  return { id, reader, displayName: reader.requiredText('display_name'), slug: requiredSlug(reader) };
}

export function reshapeManufacturer(raw: unknown, position = 0): Manufacturer {
  const { id, reader, displayName, slug } = named('ecommerce_manufacturer', raw, position);
  return {
    id,
    displayName,
    slug,
    description: reader.html('description'),
    legalName: reader.text('legal_name'),
    postalAddress: reader.text('postal_address'),
    electronicAddress: reader.text('electronic_address'),
    euResponsiblePerson: reader.text('eu_responsible_person'),
  };
}

export function reshapeCategory(raw: unknown, position = 0): Category {
  const { id, reader, displayName, slug } = named('ecommerce_category', raw, position);
  return { id, displayName, slug, safetyInformation: reader.text('safety_information') };
}

/** A subcategory hangs below a category of the same project; `categories` are those loaded. */
export function reshapeSubcategory(raw: unknown, categories: readonly Category[], position = 0): Subcategory {
  const { id, reader, displayName, slug } = named('ecommerce_subcategory', raw, position);
  const categoryId = reader.reference('category') ?? reader.fail('category', 'is required');
  if (!categories.some((category) => String(category.id) === String(categoryId))) {
    reader.fail('category', `${String(categoryId)} is no category of this shop`);
  }
  return { id, displayName, slug, categoryId };
}

export function reshapeTag(raw: unknown, position = 0): Tag {
  const { displayName, slug } = named('ecommerce_tag', raw, position);
  return { slug, displayName };
}

export function reshapeAttributeGroup(raw: unknown, position = 0): AttributeGroup {
  const id = itemIdOf('ecommerce_attribute_group', raw, position);
  const reader = fieldReader('ecommerce_attribute_group', id, raw);
  const valueLabels = valueLabelsOf(reader);
  return { id, displayName: reader.requiredText('display_name'), ...(Object.keys(valueLabels).length > 0 ? { valueLabels } : {}) };
}

/** A translation's names of the group's values ([{value, display_value}], translated-item.ts); unnamed or unchanged ones are left out. */
function valueLabelsOf(reader: FieldReader): Record<string, string> {
  const labels: Record<string, string> = {};
  reader.list('values').forEach((raw, index) => {
    const entry = reader.nested(`values[${index}]`, raw);
    const value = entry.text('value');
    const label = entry.text('display_value');
    if (value && label && label !== value) labels[value] = label;
  });
  return labels;
}

/** Values are trimmed, empty ones dropped and repeats removed: "Gold, Gold" is one value. */
export function displayValuesOf(reader: FieldReader, field = 'display_values'): string[] {
  const values = reader.list(field).map((value, index) =>
    typeof value === 'string' ? value.trim() : reader.fail(`${field}[${index}]`, 'must be text'),
  );
  return [...new Set(values.filter(Boolean))];
}

/** One product's values in one group; `groups` are the attribute groups loaded for the project. */
export function reshapeAttribute(reader: FieldReader, groups: readonly AttributeGroup[]): Attribute {
  const id = reader.reference('id') ?? reader.fail('id', 'is required');
  const groupId: ItemId = reader.reference('attribute_group') ?? reader.fail('attribute_group', 'is required');
  const attributeGroup = groups.find((group) => String(group.id) === String(groupId));
  if (!attributeGroup) return reader.fail('attribute_group', `${String(groupId)} is no attribute group of this shop`);
  return { id, attributeGroup, displayValues: displayValuesOf(reader) };
}
