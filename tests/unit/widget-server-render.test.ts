import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { widgetPlaceholder, WidgetUsageError } from '../../widgets/runtime/build/placeholder.ts';
import { boundedMemo, widgetRenderer } from '../../widgets/runtime/build/widget-renderer.ts';
import { renderPerPage } from '../../widgets/runtime/build/per-page-render.ts';
import { widgetSpecs } from '../../widgets/runtime/build/widget-specs.ts';

/** What a browser reads from the HTML: the text, and the elements in order with their attributes (names are case-insensitive, their order free). */
function visibleShape(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<(\w+)([^>]*)>/g, (_tag, name: string, attributes: string) => {
      const sorted = [...attributes.matchAll(/\s([\w-]+)(?:="([^"]*)")?/g)].map(([, key, value]) => `${key!.toLowerCase()}=${value ?? ''}`).sort();
      return `<${name} ${sorted.join(' ')}>`;
    });
}

const selfRendering = ['cookie-banner', 'newsletter', 'contact-form', 'thanks-greeting', 'withdrawal', 'add-to-cart', 'shop', 'header-menu'] as const;

describe("the build's render of a widget by its own component", () => {
  const react = widgetRenderer('react');
  const preact = widgetRenderer('preact');

  it('renders the same markup with React and with preact, in the page language', () => {
    for (const name of selfRendering) {
      const props = widgetSpecs[name].sample;
      const html = react.renderWidget(name, props, 'en');
      expect(html.length, name).toBeGreaterThan(50);
      expect(visibleShape(preact.renderWidget(name, props, 'en')), name).toBe(visibleShape(html));
    }
    expect(react.renderWidget('cookie-banner', widgetSpecs['cookie-banner'].sample, 'fr')).toContain('Tout refuser');
    expect(react.renderWidget('cookie-banner', widgetSpecs['cookie-banner'].sample, 'de')).toContain('Alle ablehnen');
  });

  it('renders forms that post without JavaScript: method, action, the browser\'s own checks, no novalidate', () => {
    const contact = react.renderWidget('contact-form', { endpoint: '/forms/contact' }, 'de');
    expect(contact).toMatch(/^<form[^>]*method="post"/);
    expect(contact).toMatch(/^<form[^>]*action="\/forms\/contact"/);
    expect(contact).not.toMatch(/novalidate/i);
    expect(contact.match(/ required=""/g)?.length).toBe(4);
    const newsletter = react.renderWidget('newsletter', { endpoint: '/forms/newsletter', returnPath: '/en/imprint' }, 'en');
    expect(newsletter).toContain('name="return" value="/en/imprint"');
    expect(newsletter).toContain('id="newsletter-ok"');
  });

  it('puts the render in the placeholder, marked for hydration, and refuses a second, hand-written copy', () => {
    const own = () => '<p>own</p>';
    expect(widgetPlaceholder('thanks-greeting', {}, { lang: 'de' }, 'page', own)).toMatch(/data-server-rendered[^>]*><p>own<\/p><\/div>$/);
    expect(() => widgetPlaceholder('thanks-greeting', {}, { fallback: '<p>copy</p>' }, 'page', own)).toThrowError(WidgetUsageError);
    // A widget that does not render itself yet keeps its template's fallback, unmarked.
    const cart = widgetPlaceholder('cart-icon', { cartPath: '/shop/warenkorb', label: 'Warenkorb ({count})' }, { fallback: '<a>x</a>' }, 'page', () => null);
    expect(cart).not.toContain('data-server-rendered');
  });
});

describe('a per-page prop filled into one render', () => {
  const react = widgetRenderer('react');
  const memo = boundedMemo<string>(10);

  /** The page as a browser parses it: what hydration compares against. */
  function parsed(html: string): string {
    const window = new Window();
    const box = window.document.createElement('div');
    box.innerHTML = html;
    const serialised = box.innerHTML;
    void window.happyDOM.close();
    return serialised;
  }

  it('gives each page the HTML its own render would, whatever the value holds, rendering once', () => {
    let renders = 0;
    const render = (props: Record<string, unknown>) => (renders++, react.renderWidget('newsletter', props, 'de'));
    for (const returnPath of ['/impressum', '/en/imprint', `/a"b'<c>&d`]) {
      const props = { endpoint: '/forms/newsletter', returnPath };
      const filled = renderPerPage('newsletter', props, ['returnPath'], render, (key, make) => memo.get(key, make));
      expect(parsed(filled)).toBe(parsed(react.renderWidget('newsletter', props, 'de')));
    }
    expect(renders).toBe(1);
  });

  it('fails the build for a prop the component does not show as given', () => {
    const render = (props: Record<string, unknown>) => `<p>${String(props.name).toUpperCase()}</p>`;
    expect(() => renderPerPage('x', { name: 'anna' }, ['name'], render, (_key, make) => make())).toThrowError(/does not reach its HTML as given/);
  });
});

describe('boundedMemo', () => {
  it('makes each key once, and forgets everything once full rather than growing', () => {
    const memo = boundedMemo<number>(2);
    let made = 0;
    const make = () => ++made;
    expect([memo.get('a', make), memo.get('a', make), memo.get('b', make)]).toEqual([1, 1, 2]);
    expect(memo.get('c', make)).toBe(3);
    expect(memo.get('a', make)).toBe(4);
  });
});
