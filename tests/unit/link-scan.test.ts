import { describe, expect, it } from 'vitest';
import { scanPage } from '../../site/_config/links/read-links.ts';

describe('the build’s link scanner reads a page as a browser would', () => {
  it('takes the links of a and area tags, entities decoded, and the ids and anchor names', () => {
    const page = scanPage(
      '<main id="main"><h2 id="reparatur-service">…</h2><a class="x" href="/shop?kategorie=uhren&amp;seite=2">Uhren</a><map><area shape="rect" href="/info#anfahrt"></map><a name="oben"></a></main>',
    );
    expect(page.hrefs).toEqual(['/shop?kategorie=uhren&seite=2', '/info#anfahrt']);
    expect([...page.ids].sort()).toEqual(['main', 'oben', 'reparatur-service']);
  });

  it('counts nothing from scripts, comments and a widget’s props, which are data and not links', () => {
    const props = JSON.stringify({ description: '<p><a href="/nirgends">mehr</a></p>', id: 'x' });
    const page = scanPage(
      `<div data-widget="shop" data-props='${props}'></div><script type="application/ld+json">{"url":"<a href=\\"/nope\\">"}</script><!-- <a href="/alt">alt</a> --><a href="/da">da</a>`,
    );
    expect(page.hrefs).toEqual(['/da']);
    expect([...page.ids]).toEqual([]);
  });

  it('finds a link whose href is not the first attribute, and none in an anchor without one', () => {
    expect(scanPage('<a\n  class="button"\n  href="/kontakt">Kontakt</a><a>leer</a><abbr title="x">x</abbr>').hrefs).toEqual(['/kontakt']);
  });
});
