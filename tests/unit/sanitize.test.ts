import { describe, expect, it } from 'vitest';
import { sanitizeCmsHtml } from '../../widgets/content/build/sanitize.ts';

describe('sanitizing editor HTML', () => {
  it('removes script elements with their code, and style and iframe elements', () => {
    const clean = sanitizeCmsHtml(
      '<p>Öffnungszeiten</p><script>alert("x")</script><style>p{color:red}</style><iframe src="https://evil.example"></iframe>',
    );
    expect(clean).toBe('<p>Öffnungszeiten</p>');
  });

  it('removes event-handler attributes and inline styles but keeps the text', () => {
    const clean = sanitizeCmsHtml('<p onclick="alert(1)" style="color:red" class="x">Hallo</p><img src="/a.jpg" alt="Ring" onerror="alert(1)">');
    expect(clean).not.toMatch(/onclick|onerror|style=|class=/);
    expect(clean).toContain('<p>Hallo</p>');
    expect(clean).toContain('<img src="/a.jpg" alt="Ring" />');
  });

  it('turns a javascript: link into its plain text', () => {
    for (const href of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'java&#115;cript:alert(1)']) {
      expect(sanitizeCmsHtml(`<p><a href="${href}">Klick</a></p>`)).toBe('<p>Klick</p>');
    }
  });

  it('keeps rich text: headings with their ids, lists, tables, figures, mail and phone links', () => {
    const input =
      '<h2 id="kontakt">Kontakt</h2><ul><li><strong>a</strong> <em>b</em></li></ul><table><thead><tr><th scope="col">x</th></tr></thead><tbody><tr><td colspan="2">y</td></tr></tbody></table>' +
      '<figure><img src="https://cdn.example/a.jpg" alt="A" width="10" height="5" /><figcaption>A</figcaption></figure><blockquote>z</blockquote><hr />' +
      '<p><a href="mailto:info@example.de">Mail</a><br /><a href="tel:+497612021010" title="Anrufen">Tel</a></p>';
    expect(sanitizeCmsHtml(input)).toBe(input);
  });

  it('lowers an h1 to h2, because the page already has its title', () => {
    expect(sanitizeCmsHtml('<h1>Impressum</h1>')).toBe('<h2>Impressum</h2>');
  });

  it('opens external links in a new tab with rel nofollow noopener noreferrer external', () => {
    const clean = sanitizeCmsHtml('<a href="https://commons.wikimedia.org/" target="_self">Bild</a>', { siteHost: 'juwelier-albrecht.de' });
    expect(clean).toBe('<a href="https://commons.wikimedia.org/" target="_blank" rel="nofollow noopener noreferrer external">Bild</a>');
  });

  it('leaves internal links alone, relative or to the site’s own host', () => {
    const options = { siteHost: 'juwelier-albrecht.de' };
    expect(sanitizeCmsHtml('<a href="/datenschutz#cookies">Cookies</a>', options)).toBe('<a href="/datenschutz#cookies">Cookies</a>');
    expect(sanitizeCmsHtml('<a href="https://www.juwelier-albrecht.de/kontakt">Kontakt</a>', options)).toBe(
      '<a href="https://www.juwelier-albrecht.de/kontakt">Kontakt</a>',
    );
  });
});
