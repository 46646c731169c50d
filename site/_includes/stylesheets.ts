/**
 * The site's stylesheets, in cascade order: the shell first, then forms (footer newsletter,
 * contact), gated external content, and the shop. Every page links all of them, so a page the
 * service worker kept offline looks as it did online; the worker precaches the same list.
 */
export const stylesheets = ['site.css', 'forms.css', 'external-content.css', 'shop.css', 'product-forms.css', 'shop-prerender.css'].map(
  (file) => `/assets/css/${file}`,
);
