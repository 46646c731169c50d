/**
 * What editor HTML may keep: the tags and, per tag, the attributes. One list for both sanitizers,
 * the build's (widgets/content/build/sanitize.ts, sanitize-html) and the live shop's in the browser
 * (widgets/content/shop/sanitize-live.ts, DOMPurify), so a description reads the same from both.
 */
export const richTextTags = [
  'p', 'br', 'hr', 'h2', 'h3', 'h4',
  'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  'strong', 'em', 'b', 'i', 'u', 's', 'small', 'sub', 'sup', 'abbr', 'code', 'pre', 'span', 'div',
  'a', 'img', 'figure', 'figcaption', 'blockquote', 'address',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
] as const;

/** Which attributes each tag keeps (a link's target only as _blank: each sanitizer enforces that). */
export const richTextAttributes: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'rel', 'target'],
  img: ['src', 'alt', 'width', 'height'],
  h2: ['id'],
  h3: ['id'],
  h4: ['id'],
  abbr: ['title'],
  ol: ['start'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
};
