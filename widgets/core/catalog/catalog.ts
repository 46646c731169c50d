import type { Product } from './product.ts';
import type { AttributeGroupWithValues, Category, Manufacturer, Subcategory, Tag } from './taxonomy.ts';

/** Everything the shop shows, for one project, as the build loaded and validated it. */
export interface Catalog {
  products: Product[];
  manufacturers: Manufacturer[];
  categories: Category[];
  subcategories: Subcategory[];
  tags: Tag[];
  attributeGroups: AttributeGroupWithValues[];
}
