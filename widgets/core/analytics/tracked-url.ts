/**
 * The address analytics may hear of a page. A query string can carry what a visitor typed (a
 * search, a form field, a link someone crafted), so no value leaves the browser unless it is one
 * of the shop's own filter parameters, whose values are slugs, prices, sorts and page numbers the
 * shop wrote itself (widgets/core/shop/filters.ts). Other parameters keep their name only: which
 * variant of a page was seen stays countable, what was typed into it does not. Names that could be
 * typed text themselves (not a plain identifier), credentials and fragments are dropped.
 */
const shopParameter = /^(category|manufacturer|subcategory|tag|price_min|price_max|sort|page|attr\.[A-Za-z0-9-]{1,64})$/;
const identifier = /^[A-Za-z0-9_.-]{1,128}$/;

export function trackedUrl(address: string): string {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return '';
  }
  const kept = [...url.searchParams]
    .filter(([name]) => identifier.test(name))
    .map(([name, value]) => (shopParameter.test(name) ? `${name}=${encodeURIComponent(value)}` : name));
  url.search = kept.length ? `?${kept.join('&')}` : '';
  url.username = '';
  url.password = '';
  url.hash = '';
  return url.href;
}
