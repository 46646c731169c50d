/** '<page title> | <site title>' unless the page title is the site title (or missing). */
export function documentTitle(pageTitle: string | undefined, siteTitle: string): string {
  const title = pageTitle?.trim();
  return !title || title === siteTitle ? siteTitle : `${title} | ${siteTitle}`;
}
