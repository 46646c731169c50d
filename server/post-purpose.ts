import { orderServicePaths } from '../widgets/content/order-service.ts';
import { canonicalPath } from '../widgets/core/routes.ts';
import { cspReportPath } from '../widgets/core/security-headers.ts';
import { formPaths } from './form-service.ts';
import { paypalWebhookPath } from './orders/order-service-http.ts';
import { statusPathNumber } from './orders/status-endpoint.ts';

/**
 * What a post is for, each purpose with its own budget per client (rate-limit.ts): a shopper
 * retrying an order, a flood of newsletter sign-ups or a page that reports CSP violations on
 * every view never use up one another's posts. The payment steps of an order (PayPal, Klarna,
 * the status question) share one budget; the owner's status changes (from Directus, one address
 * for all of them) have their own; every path that is no endpoint shares "other". Pure.
 */
export type PostPurpose = 'order' | 'payment' | 'stock' | 'request' | 'rating' | 'withdrawal' | 'contact' | 'newsletter' | 'csp-report' | 'order-status' | 'other';

const purposes = new Map<string, PostPurpose>([
  [orderServicePaths.order, 'order'],
  [orderServicePaths.klarnaSession, 'payment'],
  [orderServicePaths.klarnaOrder, 'payment'],
  [orderServicePaths.paypalOrder, 'payment'],
  [orderServicePaths.paypalTransaction, 'payment'],
  [orderServicePaths.orderPayment, 'payment'],
  // Asked by every product page and cart a shopper opens: a budget of its own, never the orders'.
  [orderServicePaths.stock, 'stock'],
  [paypalWebhookPath, 'payment'],
  [orderServicePaths.request, 'request'],
  [orderServicePaths.rating, 'rating'],
  [orderServicePaths.withdrawal, 'withdrawal'],
  [formPaths.contact, 'contact'],
  [formPaths.newsletter, 'newsletter'],
  [cspReportPath, 'csp-report'],
]);

export function postPurpose(pathname: string): PostPurpose {
  const path = canonicalPath(pathname);
  if (statusPathNumber(path) !== null) return 'order-status';
  return purposes.get(path) ?? 'other';
}
