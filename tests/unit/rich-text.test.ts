import { describe, expect, it } from 'vitest';
import { renderRichText } from '../../widgets/content/build/rich-text.ts';

const ids = (markup: string) => Array.from(markup.matchAll(/<h\d id="([^"]*)"/g), (match) => match[1]);

describe('rich text from the content service', () => {
  it('gives the privacy headings the anchors the site links to', () => {
    const markup = renderRichText('<h2>Cookies</h2><p>…</p><h3>Matomo (ehemals Piwik)</h3>', 'html');
    expect(markup).toContain('<h2 id="cookies">Cookies</h2>');
    expect(markup).toContain('<h3 id="matomo-ehemals-piwik">Matomo (ehemals Piwik)</h3>');
  });

  it('does the same for Markdown', () => {
    expect(ids(renderRichText('## Cookies\n\n### Matomo (ehemals Piwik)\n', 'markdown'))).toEqual(['cookies', 'matomo-ehemals-piwik']);
  });

  it('spells umlauts and ß out, and drops markup and ampersands from the slug', () => {
    expect(ids(renderRichText('<h2>Größe &amp; <em>Übermaß</em></h2>', 'html'))).toEqual(['groesse-uebermass']);
  });

  it('keeps an id the editor set and numbers repeated headings', () => {
    const markup = renderRichText('<h2 id="eigene">Cookies</h2><h2>Cookies</h2><h2>Cookies</h2><h3>Cookies</h3>', 'html');
    expect(ids(markup)).toEqual(['eigene', 'cookies', 'cookies-2', 'cookies-3']);
    expect(ids(renderRichText('## Kosten\n\n## Kosten\n', 'markdown'))).toEqual(['kosten', 'kosten-2']);
  });

  it('anchors h4 in Markdown but not in HTML (spec §9)', () => {
    expect(ids(renderRichText('#### Details\n', 'markdown'))).toEqual(['details']);
    expect(renderRichText('<h4>Details</h4>', 'html')).toBe('<h4>Details</h4>');
  });

  it('starts every text afresh: the same heading on another page gets the same id', () => {
    renderRichText('## Cookies\n', 'markdown');
    expect(ids(renderRichText('## Cookies\n', 'markdown'))).toEqual(['cookies']);
  });

  it('sanitizes Markdown too: HTML in it loses its scripts, links get the external rules', () => {
    const markup = renderRichText('Text <script>alert(1)</script> [Karte](https://maps.example/x) [Kontakt](/kontakt)\n', 'markdown');
    expect(markup).not.toContain('script');
    expect(markup).toContain('<a href="https://maps.example/x" target="_blank" rel="nofollow noopener noreferrer external">Karte</a>');
    expect(markup).toContain('<a href="/kontakt">Kontakt</a>');
  });

  it('leaves images as plain <img> for the image pipeline', () => {
    expect(renderRichText('![Trauringe](/bilder/ringe.jpg)\n', 'markdown')).toContain('<img src="/bilder/ringe.jpg" alt="Trauringe" />');
  });

  it('puts each table in a box that scrolls sideways and takes the focus, the outer one of nested tables only', () => {
    expect(renderRichText('<p>a</p><table><tr><td>1</td></tr></table>', 'html')).toBe('<p>a</p><div class="table-scroll" tabindex="0"><table><tr><td>1</td></tr></table></div>');
    const nested = renderRichText('<table><tr><td><table><tr><td>x</td></tr></table></td></tr></table><table><tr><td>2</td></tr></table>', 'html');
    expect(nested.match(/class="table-scroll"/g)).toHaveLength(2);
    expect(nested.startsWith('<div class="table-scroll" tabindex="0"><table><tr><td><table>')).toBe(true);
    expect(renderRichText('| A | B |\n|---|---|\n| 1 | 2 |\n', 'markdown')).toMatch(/^<div class="table-scroll" tabindex="0"><table>[\s\S]*<\/table><\/div>$/);
  });
});
