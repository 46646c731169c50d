import type { WidgetName } from './build/widget-specs.ts';
import type { WakeCheckLoader, WidgetLoader } from './start.ts';

/**
 * Widget name → lazy import. Each widget becomes its own chunk, fetched only when a page uses it.
 * Modules exporting `enhance` work on their server HTML without a framework (start.ts).
 */
export const registry: Record<WidgetName, WidgetLoader> = {
  'header-menu': () => import('../header-menu/HeaderMenu.tsx'),
  'site-search': () => import('../search/SiteSearch.tsx'),
  'cart-icon': () => import('../cart-icon/cart-badge.ts'),
  'add-to-cart': () => import('../add-to-cart/AddToCart.tsx'),
  'color-mode': () => import('../color-mode/color-mode-toggle.ts'),
  phone: () => import('../phone/PhoneWidget.tsx'),
  'rating-box': () => import('../rating-box/RatingBox.tsx'),
  'cookie-banner': () => import('../cookie-banner/CookieBanner.tsx'),
  'cookie-settings': () => import('../cookie-banner/cookie-settings.ts'),
  'consent-manager': () => import('../consent-manager/ConsentManager.tsx'),
  'contact-form': () => import('../contact-form/ContactForm.tsx'),
  'thanks-greeting': () => import('../contact-form/ThanksGreeting.tsx'),
  newsletter: () => import('../newsletter/Newsletter.tsx'),
  withdrawal: () => import('../withdrawal/WithdrawalForm.tsx'),
  analytics: () => import('../analytics/Analytics.tsx'),
  'external-content': () => import('../external-content/ExternalContent.tsx'),
  shop: () => import('../shop/ShopRouter.tsx'),
};

/**
 * Widgets that may have reason to mount before their trigger fires, each checked once the page is
 * idle by a small module of its own (no framework): see WakeCheck in start.ts.
 */
export const wakeChecks: Partial<Record<WidgetName, WakeCheckLoader>> = {
  shop: () => import('../shop/wake-when-sold.ts'),
};
