/**
 * Which items of a collection with a status (pages, products) a build shows: the published ones.
 * The preview of drafts (CONTENT_DRAFTS=1, server/publish/draft-builds.ts) shows the drafts too,
 * so an editor sees a page or product as it will look before publishing it; archived items stay
 * out of both.
 */
export function shownStatus(drafts: boolean): Record<string, unknown> {
  return drafts ? { _in: ['published', 'draft'] } : { _eq: 'published' };
}

/** Whether the build's environment asks for the preview of drafts. */
export function draftsWanted(env: NodeJS.ProcessEnv): boolean {
  return env.CONTENT_DRAFTS === '1';
}

/**
 * The items of a preview of drafts as the build reads them: each draft marked published (so the
 * rules for what is sold and shown apply to it as they will once it is published), the drafts
 * first (so a draft of a page whose key a published page holds is the one previewed).
 */
export function previewedAsPublished(items: readonly unknown[]): unknown[] {
  const isDraft = (item: unknown) => typeof item === 'object' && item !== null && (item as { status?: unknown }).status === 'draft';
  return [...items.filter(isDraft).map((item) => ({ ...(item as object), status: 'published' })), ...items.filter((item) => !isDraft(item))];
}
