import { renderToString } from 'react-dom/server';
import type { ComponentType } from 'react';
import type { Language } from '../../core/languages.ts';
import { buildTranslator } from '../../i18n/build-translator.ts';
import { renderFor } from '../../i18n/index.ts';
import CookieBanner from '../../cookie-banner/CookieBanner.tsx';
import Newsletter from '../../newsletter/Newsletter.tsx';
import ContactForm from '../../contact-form/ContactForm.tsx';
import ThanksGreeting from '../../contact-form/ThanksGreeting.tsx';
import HeaderMenu from '../../header-menu/HeaderMenu.tsx';
import SiteSearch from '../../search/SiteSearch.tsx';
import WithdrawalForm from '../../withdrawal/WithdrawalForm.tsx';
import ShopRouter from '../../shop/ShopRouter.tsx';
import AddToCart from '../../add-to-cart/AddToCart.tsx';
import ExternalContent from '../../external-content/ExternalContent.tsx';
import type { WidgetName } from '../build/widget-specs.ts';
import { WidgetTree } from '../WidgetTree.tsx';

/**
 * The build's side of "one component, two renders": the widgets whose own component draws their
 * server HTML, rendered here with the props the placeholder hands the browser, which hydrates
 * that markup. Bundled by esbuild once per runtime (widget-renderer.ts), with the same aliases as
 * the browser's bundle, so the preact build's HTML comes from preact's own renderer.
 */
const components: Partial<Record<WidgetName, ComponentType<never>>> = {
  'header-menu': HeaderMenu,
  'site-search': SiteSearch,
  'cookie-banner': CookieBanner,
  newsletter: Newsletter,
  'contact-form': ContactForm,
  'thanks-greeting': ThanksGreeting,
  withdrawal: WithdrawalForm,
  shop: ShopRouter,
  'add-to-cart': AddToCart,
  'external-content': ExternalContent,
};

const atBuild = { hydrating: true };
const nothing = () => {};

/** Whether the widget's component draws its own server HTML (the others still take a template's fallback). */
export function rendersItself(name: WidgetName): boolean {
  return Object.hasOwn(components, name);
}

/** The widget's HTML as its component renders it for a page in `lang`, before any browser state. */
export function renderWidget(name: WidgetName, props: Record<string, unknown>, lang: Language): string {
  const Widget = components[name] as ComponentType<Record<string, unknown>> | undefined;
  if (!Widget) throw new Error(`widget "${name}" does not render itself`);
  renderFor(lang, buildTranslator.forLanguage(lang));
  return renderToString(<WidgetTree name={name} Widget={Widget} props={props} phase={atBuild} fallbackHtml="" onError={nothing} onCommit={nothing} />);
}
