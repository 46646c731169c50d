/**
 * Puts every table of sanitized editor HTML in a box of its own that scrolls sideways (and takes
 * the keyboard's focus, so it scrolls without a mouse): a wide table never widens the page on a
 * phone (`.table-scroll` in site.css). Only the outermost of nested tables. Pure; it relies on the
 * sanitizers' output (the build's and the live shop's), whose tags are well-formed and lower case.
 */
export function wrapTables(sanitizedHtml: string): string {
  let depth = 0;
  return sanitizedHtml.replace(/<table[\s>]|<\/table>/g, (tag) => {
    if (tag === '</table>') {
      depth -= 1;
      return depth === 0 ? '</table></div>' : tag;
    }
    depth += 1;
    return depth === 1 ? `<div class="table-scroll" tabindex="0">${tag}` : tag;
  });
}
