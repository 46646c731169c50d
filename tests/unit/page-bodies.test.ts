import { describe, expect, it } from 'vitest';
import { reshapePages } from '../../widgets/content/build/reshape-pages.ts';

/**
 * A page's text as the spec's content holds it (`body` with its `body_format`) and as Directus'
 * forms keep it: an HTML text in `body_html` (edited in the WYSIWYG), a Markdown one in `body`.
 */
const pageWith = (translation: Record<string, unknown>) => ({ id: 2, key: 'contact', image: null, translations: [{ languages_code: 'de', title: 'Kontakt', ...translation }] });
const bodyOf = (translation: Record<string, unknown>) => reshapePages([pageWith(translation)], () => {})[0]!.translations.de!.bodyHtml;

describe('a page text', () => {
  it('reads HTML from the WYSIWYG field, and from body where the content has it there', () => {
    expect(bodyOf({ body_format: 'html', body_html: '<p>Parkplätze finden Sie im Hof.</p>' })).toBe('<p>Parkplätze finden Sie im Hof.</p>');
    expect(bodyOf({ body_format: 'html', body: '<p>Im Hof.</p>' })).toBe('<p>Im Hof.</p>');
    expect(bodyOf({ body_html: '<p>Ohne Format: HTML.</p>' })).toBe('<p>Ohne Format: HTML.</p>');
  });

  it('renders Markdown from body, whatever an HTML field left over says', () => {
    expect(bodyOf({ body_format: 'markdown', body: '## Werkstatt', body_html: '<p>alt</p>' })).toContain('<h2');
    expect(bodyOf({ body_format: 'markdown', body: '## Werkstatt', body_html: '<p>alt</p>' })).not.toContain('alt');
  });
});
