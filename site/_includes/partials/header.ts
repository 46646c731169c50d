import { html, raw, type SafeHtml } from '../../../widgets/core/html.ts';
import { externalLinkRel, splitMenu, type MenuEntry, type MenuLink } from '../../../widgets/core/menu.ts';
import { cartPath, pathFor } from '../../../widgets/core/routes.ts';
import { isCartVisible } from '../../../widgets/core/public-shop-settings.ts';
import type { Alternate } from '../../../widgets/core/seo.ts';
import type { PageData, TemplateContext } from '../page-types.ts';
import { cartIconLink } from './cart-icon.ts';
import { colorModeButton } from './color-mode-button.ts';
import { languageSwitcher } from './language-switcher.ts';
import { sameOnEveryPage } from './same-on-every-page.ts';

function menuLink(link: MenuLink): SafeHtml {
  return link.external
    ? html`<a href="${link.href}" target="_blank" rel="${externalLinkRel}">${link.label}</a>`
    : html`<a href="${link.href}">${link.label}</a>`;
}

function linkList(links: readonly MenuLink[]): SafeHtml {
  return html`<ul>${links.map((link) => html`<li>${menuLink(link)}</li>`)}</ul>`;
}

/** Groups of sub-links open in a <details> element: it works by keyboard and without JavaScript. */
function menuItem(entry: MenuEntry): SafeHtml {
  if (entry.groups.length === 0) return html`<li>${menuLink(entry)}${entry.children.length ? linkList(entry.children) : ''}</li>`;
  return html`<li><details class="menu-groups"><summary>${entry.label}</summary><div class="menu-groups__panel">${entry.groups.map(
    (group) => html`<div class="menu-group"><p class="menu-group__label">${group.label}</p>${linkList(group.links)}</div>`,
  )}</div></details></li>`;
}

/** Inline when it is our own SVG, so its word mark follows the colour mode; any other logo as an image. */
function logo(svg: string | null, src: string, label: string): SafeHtml {
  if (!svg) return html`<img src="${src}" alt="${label}" width="160" height="48">`;
  return raw(svg.replace(/^<svg\b/, html`<svg class="site-logo" aria-label="${label}"`.value));
}

function menuList(entries: readonly MenuEntry[], className: string): SafeHtml {
  return html`<ul class="${className}">${entries.map(menuItem)}</ul>`;
}

/**
 * The header: menu halves left and right of the logo on large screens; on small ones the
 * header-menu widget's burger and slide-in panel (a <details> list without script). Only the
 * language switcher differs from page to page; the rest is made once per language.
 */
export function header(this: TemplateContext, data: PageData, alternates: readonly Alternate[]): SafeHtml {
  const { navigation, widgets } = sameOnEveryPage('header', data.lang, () => sharedParts.call(this, data));
  return html`<header class="site-header">
  ${navigation}
  <div class="site-header__actions">
    ${languageSwitcher.call(this, data, alternates)}
    ${widgets}
  </div>
</header>`;
}

function sharedParts(this: TemplateContext, data: PageData): { navigation: SafeHtml; widgets: SafeHtml } {
  const { lang, site } = data;
  const entries = site.menus[lang];
  const [left, right] = splitMenu(entries);
  const cartLink = cartPath(lang);
  const cartLabel = this.t('cart.tooltip', lang, { count: 0 });
  const cartIcon = isCartVisible(site.settings)
    ? cartIconLink(cartLink, cartLabel)
    : html``;

  // Small screens without script: the menu as a list that opens in place. With script the
  // header-menu widget's burger and slide-in panel take its place (CSS reads the head script's mark).
  const smallScreenWithoutScript = html`<details class="header-menu__fallback"><summary>${this.t('site.menu', lang)}</summary>${menuList(entries, 'slide-menu')}</details>`;

  return {
    navigation: html`<nav class="site-header__nav" aria-label="${this.t('site.mainNavigation', lang)}">
    ${menuList(left, 'menu-half menu-half--left')}
    <a class="site-header__logo" href="${pathFor('home', lang)}">${logo(data.logoSvg, site.project.logo, this.t('site.logoAlt', lang, { name: site.company.displayName }))}</a>
    ${menuList(right, 'menu-half menu-half--right')}
  </nav>`,
    widgets: html`${raw(this.widget('site-search', { shopPath: pathFor('shop', lang)! }, { lang }))}
    ${raw(this.widget('color-mode', {}, { tag: 'span', fallback: colorModeButton(this.t('site.darkMode', lang)).value }))}
    ${raw(this.widget('cart-icon', { cartPath: cartLink, label: this.t('cart.tooltip', lang, { count: '{count}' }) }, { fallback: cartIcon.value, tag: 'span' }))}
    ${raw(this.widget('header-menu', { entries }, { lang, interactionArea: '.site-header' }))}
    ${smallScreenWithoutScript}`,
  };
}
