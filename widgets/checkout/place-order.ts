import type { Cart } from '../core/cart.ts';
import type { CheckoutChoices } from '../core/checkout/checkout-choices.ts';
import type { CheckoutDraft } from '../core/checkout-draft.ts';
import type { Language } from '../core/languages.ts';
import { failure, success, type Result } from '../core/result.ts';
import type { PublicShopSettings } from '../core/public-shop-settings.ts';
import type { PickupPlace, PlacedDelivery } from '../core/checkout/placed-order.ts';
import type { OrderFailure, OrderService } from '../content/order-service.ts';
import type { OrderPayload } from '../content/order-service-wire.ts';
import { fetchSeller } from '../content/site-data.ts';
import { resetCart } from '../store/cart.ts';
import { resetCheckoutDraft } from '../store/checkout.ts';
import { clearOrderAttempt, orderUuidFor } from '../store/order-attempt.ts';
import { keepLastOrder, type PlacedOrderSummary } from './last-order.ts';

/** How long the order may take before the shopper is told it failed and may try again (with the same uuid). */
const orderTimeoutMs = 30_000;
/** How long the thanks view waits for the shop's address of a pickup order; without it, it says "our shop" alone. */
const pickupPlaceWaitMs = 3_000;

/** The shop's name and address for a pickup, read alongside the order so the thanks view names it at once. */
function pickupPlace(): Promise<PickupPlace | null> {
  const seller = fetchSeller().then((result) => (result.ok && result.value.addressLines.length > 0 ? { name: result.value.name, addressLines: result.value.addressLines } : null));
  const giveUp = new Promise<null>((resolve) => setTimeout(() => resolve(null), pickupPlaceWaitMs));
  return Promise.race([seller, giveUp]);
}

/**
 * What the uuid stands for: the lines, the methods and the total. Typing in an address or the
 * comment keeps it (a payment session opened for it stays valid); another line, count, method or
 * total makes another order. A retry after a lost reply therefore answers the first order even
 * when only the address was edited in between: the shopper then sees that order's number.
 */
export function orderFingerprint(cart: Cart, choices: Pick<CheckoutChoices, 'shippingMethod' | 'paymentMethod' | 'totals'>): string {
  return JSON.stringify([
    cart.products.map((line) => [line.product.id, line.variant?.id ?? null, line.personalization?.values ?? null, line.count, line.priceBrutto]),
    choices.shippingMethod?.name ?? null,
    choices.paymentMethod?.id ?? null,
    choices.totals,
  ]);
}

/**
 * The order as the service is sent it, for the order itself and for a payment session opened
 * before it. The lines go without what the page only shows (characteristics, delivery time, net quantity): the
 * service takes both from its catalog, and a cart of long attribute texts must not outgrow its limit.
 */
export function orderPayload(orderUuid: string, cart: Cart, draft: CheckoutDraft, choices: Pick<CheckoutChoices, 'totals' | 'presentWrap'>, lang: Language): OrderPayload {
  const checkout = { ...draft, shippingCost: Number(choices.totals.shipping), presentWrap: choices.presentWrap };
  const products = cart.products.map(({ characteristics: _shown, dispatchDays: _stated, netQuantity: _measured, containsBatteries: _batteries, ...line }) => line);
  return { orderUuid, cart: { ...cart, products }, checkout, totals: choices.totals, language: lang };
}

export interface PlaceOrderInput {
  service: OrderService;
  cart: Cart;
  draft: CheckoutDraft;
  choices: CheckoutChoices;
  settings: PublicShopSettings;
  lang: Language;
  /**
   * Runs between the accepted order and the reset, for a payment that completes the order (Klarna);
   * a failure keeps cart and draft, and the retry places the same order (same uuid) and pays again.
   */
  completePayment?(order: { orderUuid: string }): Promise<Result<unknown>>;
}

/**
 * Places the order once: the uuid stays the same for the same content until it succeeds, so a
 * retry is answered with the first order. On success the cart, the draft and the uuid are reset,
 * and the thanks view's data is kept for this tab; on failure nothing the shopper entered changes
 * (a refusal for want of stock names the short lines; the caller takes that over into the cart).
 */
export async function placeOrder({ service, cart, draft, choices, settings, lang, completePayment }: PlaceOrderInput): Promise<Result<PlacedOrderSummary, OrderFailure>> {
  const orderUuid = orderUuidFor(orderFingerprint(cart, choices));
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), orderTimeoutMs);
  const pickup = choices.shippingMethod?.shipping_provider === 'pickup';
  const place = pickup ? pickupPlace() : null;
  const result = await service.postOrder(orderPayload(orderUuid, cart, draft, choices, lang), { signal: timeout.signal });
  clearTimeout(timer);
  if (!result.ok) return result;
  if (completePayment) {
    const paid = await completePayment({ orderUuid });
    if (!paid.ok) return failure(paid.error);
  }
  const reply = result.value;
  const delivery: PlacedDelivery | null = place
    ? { kind: 'pickup', place: await place }
    : draft.shippingAddress
      ? { kind: 'address', address: draft.shippingAddress }
      : null;
  const placed: PlacedOrderSummary = {
    orderUuid,
    orderNumber: typeof reply.order_number === 'string' ? reply.order_number : String(reply.id ?? orderUuid),
    total: typeof reply.total === 'string' ? reply.total : choices.totals.total,
    email: draft.customerEmail.trim(),
    paymentMethod: choices.paymentMethod?.method ?? '',
    bankDetails: settings.bank_details,
    paid: false,
    delivery,
  };
  keepLastOrder(placed);
  resetCart();
  resetCheckoutDraft();
  clearOrderAttempt();
  return success(placed);
}
