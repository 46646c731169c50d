import type { Language } from '../../../../widgets/core/languages.ts';
import type { CompanyRecord, LegalContent } from '../../../../widgets/core/legal/types.ts';

/** The page's translator: returns the string of `key` in the page's language. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What the legal partials render from: the company, its legal texts and the page's language. */
export interface LegalRenderData {
  company: CompanyRecord;
  legal: LegalContent;
  lang: Language;
  t: Translate;
  /** Matomo's opt-out page for the consent manager's 'Matomo Tracking' frame; absent without analytics. */
  matomoOptOutUrl?: string;
}
