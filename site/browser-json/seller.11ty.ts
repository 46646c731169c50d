import { sellerOf, sellerPath } from '../../widgets/core/legal/seller.ts';
import type { PageData } from '../_includes/page-types.ts';

/** Who sells, for the order service's mails (widgets/core/legal/seller.ts); public, as on the imprint. */
export const data = { permalink: sellerPath, eleventyExcludeFromCollections: true };

export function render(data: PageData): string {
  return JSON.stringify(sellerOf(data.site.company));
}
