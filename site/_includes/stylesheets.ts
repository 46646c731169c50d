/**
 * The site's stylesheets (site/assets/css), in cascade order. Every page gets the shell (the
 * theme's colours, site.css, and the footer's newsletter sign-up, which is on every page); the
 * other files only where their markup is: forms on the pages with a form, the gated external
 * content where a map is, the shop's files on the shop's pages and beside product teasers.
 * site/_config/stylesheet-bundles.ts joins a page's choice into one minified, hashed file, so a
 * page waits for one stylesheet request at most.
 */
export const shellStylesheets = ['site.css', 'newsletter.css'] as const;

export const optionalStylesheets = ['forms.css', 'external-content.css', 'shop.css', 'product-forms.css', 'shop-prerender.css', 'checkout.css'] as const;

export type OptionalStylesheet = (typeof optionalStylesheets)[number];

/** What a page of the shop needs: its list, product page, forms on the product page, cart and checkout (the router reaches each without a page load). */
export const shopStylesheets: readonly OptionalStylesheet[] = ['forms.css', 'shop.css', 'product-forms.css', 'shop-prerender.css', 'checkout.css'];

/** The files of one bundle, in cascade order whatever order they were asked for in. */
export function bundleFiles(wanted: readonly OptionalStylesheet[]): string[] {
  return [...shellStylesheets, ...optionalStylesheets.filter((file) => wanted.includes(file))];
}

/** A bundle's readable name: "site" for the shell, else the extra files it has ("site-forms-shop"). */
export function bundleName(wanted: readonly OptionalStylesheet[]): string {
  return ['site', ...optionalStylesheets.filter((file) => wanted.includes(file)).map((file) => file.replace(/\.css$/, ''))].join('-');
}
