import type { Rest } from './rest.ts';

/**
 * Directus' preview of a draft: a page and a product get a preview URL (the eye in the item's
 * header opens it beside the form, and again after each save), leading to the order service's
 * preview of drafts (server/draft-preview-server.ts) with its token. The token is the preview's
 * own: it shows drafts and nothing else. Set on each start, since it holds this instance's token.
 */
const previewedBy: Record<string, string> = {
  pages: 'page={{key}}',
  ecommerce_product: 'product={{slug}}',
};

function previewUrlOf(base: string, token: string, collection: keyof typeof previewedBy): string {
  return `${base.replace(/\/+$/, '')}/_preview?token=${encodeURIComponent(token)}&${previewedBy[collection]}`;
}

export async function ensurePreviewLinks(rest: Rest, base: string, token: string, log: (line: string) => void): Promise<void> {
  for (const collection of Object.keys(previewedBy)) {
    await rest.send('PATCH', `collections/${collection}`, { meta: { preview_url: previewUrlOf(base, token, collection) } });
  }
  log(`Preview of drafts: pages and products open ${base}/_preview (the order service with PREVIEW_TOKEN).`);
}
