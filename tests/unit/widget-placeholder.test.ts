import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { widgetPlaceholder, WidgetUsageError } from '../../widgets/runtime/build/placeholder.ts';
import { widgetSpecs, widgetNames } from '../../widgets/runtime/build/widget-specs.ts';

/** The markup as a browser parses it: the elements of its body. */
function parsed(markup: string) {
  const document = new new Window().DOMParser().parseFromString(`<!doctype html><body>${markup}`, 'text/html');
  return [...document.body.querySelectorAll('*')];
}

/** The props the runtime reads (element.dataset.props), from the one placeholder in the markup. */
function propsOf(markup: string): unknown {
  const placeholders = parsed(markup).filter((element) => element.hasAttribute('data-widget'));
  expect(placeholders).toHaveLength(1);
  return JSON.parse(placeholders[0]!.getAttribute('data-props')!);
}

describe('the widget shortcode', () => {
  it('emits a placeholder with name, trigger, props and fallback', () => {
    const markup = widgetPlaceholder('cart-icon', { cartPath: '/shop/warenkorb', label: 'Warenkorb ({count})' }, { fallback: '<a href="/shop/warenkorb">Warenkorb</a>' });
    expect(markup).toMatch(/^<div class="widget widget--cart-icon" data-widget="cart-icon" data-hydrate="idle" /);
    expect(markup).toContain('<a href="/shop/warenkorb">Warenkorb</a></div>');
    expect(propsOf(markup)).toEqual({ cartPath: '/shop/warenkorb', label: 'Warenkorb ({count})' });
  });

  it('serialises props so that no value can break out of the attribute', () => {
    for (const hostile of [`"><script>alert('x')</script><a b='`, `'><img src=x onerror=alert(1)>`, `&#39;&apos;&quot;'"`, `</div><div data-widget="shop" data-props='{}'>`]) {
      const markup = widgetPlaceholder('add-to-cart', { product: { id: 1, display_name: hostile }, priceBrutto: '1.00' });
      expect(markup).not.toContain('<script>');
      expect(markup).not.toContain('<img');
      // Only the placeholder and nothing its props could have made.
      expect(parsed(markup).map((element) => element.tagName)).toEqual(['DIV']);
      expect(propsOf(markup)).toEqual({ product: { id: 1, display_name: hostile }, priceBrutto: '1.00' });
    }
  });

  it('rejects an unknown widget and names the template', () => {
    expect(() => widgetPlaceholder('cart-icno', {}, {}, './site/index.11ty.ts')).toThrowError(WidgetUsageError);
    expect(() => widgetPlaceholder('cart-icno', {}, {}, './site/index.11ty.ts')).toThrowError(
      /\.\/site\/index\.11ty\.ts: widget "cart-icno": unknown widget \(known widgets: header-menu, cart-icon/,
    );
  });

  it('rejects a misspelt or missing prop', () => {
    expect(() => widgetPlaceholder('cart-icon', { cartpath: '/x' }, {}, 'page.njk')).toThrowError(
      /page\.njk: widget "cart-icon": unknown prop "cartpath".*prop "cartPath" must be a string/,
    );
    expect(() => widgetPlaceholder('add-to-cart', { product: { id: 1, display_name: 'x' }, priceBrutto: 'free' })).toThrowError(
      /priceBrutto/,
    );
  });

  it('rejects an unknown hydration trigger', () => {
    expect(() => widgetPlaceholder('cart-icon', { cartPath: '/x', label: '{count}' }, { hydrate: 'soon' as never })).toThrowError(
      /unknown hydrate "soon"/,
    );
  });

  it('accepts every widget with its own gallery sample', () => {
    for (const name of widgetNames) {
      expect(() => widgetPlaceholder(name, widgetSpecs[name].sample)).not.toThrow();
    }
  });
});

describe('the placeholder of a widget that waits', () => {
  it('names the consent a third-party widget waits for, and the area whose use wakes a widget', () => {
    expect(widgetPlaceholder('analytics', { url: 'https://matomo.example.org/', siteId: '1' })).toContain('data-consent="matomo"');
    expect(widgetPlaceholder('header-menu', { entries: [] }, { interactionArea: '.site-header' })).toMatch(
      /data-hydrate="interaction" data-interaction-area="\.site-header" /,
    );
  });
});
