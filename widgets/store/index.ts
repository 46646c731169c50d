/**
 * The whole store, for tests. Widgets import the model they use (store/cart.ts, store/consents.ts…):
 * each model starts at import, and the cart's would bring decimal.js to widgets that never add a price.
 */
export * from './cart.ts';
export * from './checkout.ts';
export * from './consents.ts';
export * from './settings.ts';
export * from './ui.ts';
export * from './analytics.ts';
