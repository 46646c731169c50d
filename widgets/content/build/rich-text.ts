import slugify from '@sindresorhus/slugify';
import MarkdownIt from 'markdown-it';
import anchor from 'markdown-it-anchor';
import { wrapTables } from '../../core/wrap-tables.ts';
import { sanitizeCmsHtml, type SanitizeOptions } from './sanitize.ts';

/**
 * Anchors on headings, so links such as /datenschutz#cookies and #matomo-ehemals-piwik (spec §2)
 * land on the right section. The slug transliterates German (ä → ae, ß → ss), keeps mixed-case
 * words whole ("MwSt" becomes "mwst", not "mw-st") and drops "&" rather than write the English "and".
 */
function headingSlug(text: string): string {
  return slugify(text, { decamelize: false, customReplacements: [['&', '']] }) || 'section';
}

/** Sanitized HTML escapes only these in text; the slug wants the characters themselves. */
const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

function textOf(markup: string): string {
  return markup
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name] ?? '');
}

/**
 * Gives every heading of the given levels an id from its text. An id the editor set is kept, and
 * a slug already used on the page gets -2, -3, … Works on sanitized HTML only: there headings
 * never nest and attribute values are quoted and escaped, so a pattern can find them reliably.
 */
function addHeadingIds(sanitizedHtml: string, levels: readonly number[]): string {
  const taken = new Set(Array.from(sanitizedHtml.matchAll(/\sid="([^"]*)"/g), (match) => match[1]!));
  const unique = (slug: string) => {
    let candidate = slug;
    for (let suffix = 2; taken.has(candidate); suffix += 1) candidate = `${slug}-${suffix}`;
    taken.add(candidate);
    return candidate;
  };
  return sanitizedHtml.replace(
    /<h([1-6])(\s[^>]*)?>([\s\S]*?)<\/h\1>/g,
    (heading: string, level: string, attributes: string | undefined = '', inner: string) => {
      if (!levels.includes(Number(level)) || /\sid="/.test(attributes)) return heading;
      return `<h${level} id="${unique(headingSlug(textOf(inner)))}"${attributes}>${inner}</h${level}>`;
    },
  );
}

export type RichTextFormat = 'html' | 'markdown';

// Heading anchors on h2 and h3, and h4 too in Markdown (spec §9).
const htmlHeadingLevels = [2, 3];
const markdownHeadingLevels = [2, 3, 4];

// Editors may mix HTML into Markdown; it is sanitized together with the rest. No typographer:
// it would replace German quotation marks with English ones.
const markdown = new MarkdownIt({ html: true, linkify: true }).use(anchor, {
  level: markdownHeadingLevels,
  slugify: headingSlug,
  uniqueSlugStartIndex: 2,
  tabIndex: false,
});

/**
 * Editor content (HTML or Markdown) as safe HTML with heading anchors. Images stay plain <img>;
 * the page template hands them to the image pipeline.
 */
export function renderRichText(body: string, format: RichTextFormat, options: SanitizeOptions = {}): string {
  if (format === 'markdown') {
    // markdown-it-anchor names the Markdown headings; the second pass catches HTML headings
    // written inside the Markdown and an h1 the sanitizer turned into an h2.
    return wrapTables(addHeadingIds(sanitizeCmsHtml(markdown.render(body), options), markdownHeadingLevels));
  }
  return wrapTables(addHeadingIds(sanitizeCmsHtml(body, options), htmlHeadingLevels));
}
