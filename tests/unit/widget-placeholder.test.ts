import { describe, expect, it } from 'vitest';
import { widgetPlaceholder, WidgetUsageError } from '../../widgets/runtime/build/placeholder.ts';
import { widgetSpecs, widgetNames } from '../../widgets/runtime/build/widget-specs.ts';

function propsOf(markup: string): unknown {
  const match = /data-props="([^"]*)"/.exec(markup);
  const decoded = match![1]!.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  return JSON.parse(decoded);
}

describe('the widget shortcode', () => {
  it('emits a placeholder with name, trigger, props and fallback', () => {
    const markup = widgetPlaceholder('cart-icon', { cartPath: '/shop/warenkorb', label: 'Warenkorb ({count})' }, { fallback: '<a href="/shop/warenkorb">Warenkorb</a>' });
    expect(markup).toMatch(/^<div class="widget widget--cart-icon" data-widget="cart-icon" data-hydrate="idle" /);
    expect(markup).toContain('<a href="/shop/warenkorb">Warenkorb</a></div>');
    expect(propsOf(markup)).toEqual({ cartPath: '/shop/warenkorb', label: 'Warenkorb ({count})' });
  });

  it('serialises props so that no value can break out of the attribute', () => {
    const hostile = `"><script>alert('x')</script><a b='`;
    const markup = widgetPlaceholder('add-to-cart', { product: { id: 1, display_name: hostile }, priceBrutto: '1.00' });
    expect(markup).not.toContain('<script>');
    expect(markup.match(/"/g)!.length % 2).toBe(0);
    expect(propsOf(markup)).toEqual({ product: { id: 1, display_name: hostile }, priceBrutto: '1.00' });
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
