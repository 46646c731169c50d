/** The one store all widgets share. Import from here, never from the model files directly. */
export * from './cart.ts';
export * from './checkout.ts';
export * from './consents.ts';
export * from './settings.ts';
export * from './ui.ts';
export * from './analytics.ts';
