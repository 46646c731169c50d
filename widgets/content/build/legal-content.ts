import { projectFilter } from '../../core/directus-filter.ts';
import type { CompanyRecord, LegalContent } from '../../core/legal/types.ts';
import { reshapeCompanyRecord, reshapeLegalContent } from './reshape-legal.ts';
import type { ContentSource } from '../source.ts';

/**
 * Reads the company record, the legal content and the company content of one project (site).
 * Every query is filtered by the project's domain, so another site's imprint can never leak in.
 * The company is required (no imprint without it); the other two are optional.
 */
export async function loadLegalContent(
  source: ContentSource,
  domain: string,
): Promise<{ company: CompanyRecord; legal: LegalContent }> {
  const query = { filter: projectFilter(domain), limit: 1 };
  const [[company], [legal], [companyContent]] = await Promise.all([
    source.readItems('company', query),
    source.readItems('legal_content', query),
    source.readItems('company_content', query),
  ]);
  if (!company) throw new Error(`${source.name} has no company for the project "${domain}".`);
  return {
    company: reshapeCompanyRecord(company),
    // Absolute links to the site's own domain are internal links, not external ones.
    legal: reshapeLegalContent(legal, companyContent, { siteHost: domain }),
  };
}
