/**
 * The slugs of products, manufacturers, categories and subcategories, as the build accepts them
 * (widgets/content/reshape-catalog-taxonomy.ts): lower-case letters, digits and single hyphens.
 * Anything else in a shop URL cannot name an entry, so it is ignored without asking anyone.
 */
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isSlug(value: unknown): value is string {
  return typeof value === 'string' && slugPattern.test(value);
}
