import type { DirectusFilter } from '../core/directus-filter.ts';

/** A query in Directus' terms; both sources understand it the same way. */
export interface ItemQuery {
  filter?: DirectusFilter;
  sort?: string[];
  /** -1 for all items. */
  limit?: number;
}

/**
 * Where content comes from: the embedded demo (default) or a Directus REST API. Sources return
 * raw items; the reshape functions turn them into domain types.
 */
export interface ContentSource {
  readonly name: string;
  readItems(collection: string, query?: ItemQuery): Promise<unknown[]>;
  /**
   * Where the build reads a file (image) of the content service by its id: a local path for the
   * embedded demo, an absolute URL for Directus. Images are processed at build time, never hot-linked.
   */
  fileSource(id: string): string;
  /** Headers the build sends when it downloads a file (the token, for private files); none for local files. */
  fileRequestHeaders?(): Record<string, string>;
}

/** A content item the site cannot be built with; the message names collection, item and field. */
export class ContentError extends Error {
  override name = 'ContentError';
  constructor(
    readonly collection: string,
    readonly itemId: unknown,
    readonly field: string,
    problem: string,
  ) {
    super(`${collection} item ${String(itemId)}, field "${field}": ${problem}`);
  }
}
