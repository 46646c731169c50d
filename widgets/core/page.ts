import type { ImageRef } from './image.ts';
import type { Language } from './languages.ts';
import type { PageKey } from './routes.ts';

/** One language version of a content page; the body is sanitized HTML. */
export interface PageTranslation {
  title: string;
  description: string;
  keywords: string;
  bodyHtml: string;
}

export interface SitePage {
  key: PageKey;
  image: ImageRef | null;
  translations: Partial<Record<Language, PageTranslation>>;
}

/**
 * Pages a German site cannot go live without (home, imprint and privacy by law, contact and
 * thanks for the contact form): missing content for them fails the build. The other route
 * pages are left out, with a warning, when the content service has none.
 */
export const requiredPages: readonly PageKey[] = ['home', 'contact', 'thanks', 'imprint', 'privacy'];
