import { brokenLinkReport } from './link-report.ts';
import { readSiteLinks } from './read-links.ts';

/**
 * A production build publishes only a site whose every internal link and #anchor leads somewhere:
 * a menu entry with a typo, a link in a text to a page that does not exist, an English menu
 * pointing at a page whose English text was removed. Answers one line per broken link with the
 * pages it is on (none: publish); the build then leaves the published site as it was.
 */
export async function brokenLinksBeforePublish(builtDir: string, siteUrl: string): Promise<string[]> {
  return brokenLinkReport(await readSiteLinks(builtDir, siteUrl));
}
