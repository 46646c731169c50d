import { escapeHtml } from '../../core/html.ts';

/** Stands in for a per-page prop while the widget is rendered once; plain letters, so no renderer escapes it. */
const tokenOf = (prop: string) => `perpagevalue${prop.replace(/[^a-z]/gi, '')}x`;

/**
 * A widget's HTML with page-specific string props (`perPage`) filled in after one render with
 * tokens in their place: `render` is called with the tokens, and, through `memo`, once per set of
 * the other props. Each page's value goes in escaped for HTML, where its token stood. A prop whose
 * token did not come out as given (the component changed it) fails the build: it is not per-page.
 */
export function renderPerPage(
  widget: string,
  props: Record<string, unknown>,
  perPage: readonly string[],
  render: (props: Record<string, unknown>) => string,
  memo: (key: string, make: () => string) => string,
): string {
  if (perPage.length === 0) return memo(JSON.stringify(props), () => render(props));
  const tokened = { ...props, ...Object.fromEntries(perPage.map((prop) => [prop, tokenOf(prop)])) };
  let html = memo(JSON.stringify(tokened), () => render(tokened));
  for (const prop of perPage) {
    const value = props[prop];
    if (typeof value !== 'string') throw new Error(`widget "${widget}": per-page prop "${prop}" must be a string`);
    if (!html.includes(tokenOf(prop))) throw new Error(`widget "${widget}": per-page prop "${prop}" does not reach its HTML as given`);
    html = html.replaceAll(tokenOf(prop), escapeHtml(value));
  }
  return html;
}
