import type { OrderService } from '../content/order-service.ts';
import type { AskStock } from '../store/cart.ts';

/** How long a cart check waits for the live stock answer before the build's figures stand alone. */
const liveStockWaitMs = 4_000;

/** The cart check's question to the order service: what is left of the cart's products and variants. */
export const askLiveStock =
  (service: Pick<OrderService, 'liveStock'>): AskStock =>
  (items) =>
    service.liveStock(items, { signal: AbortSignal.timeout(liveStockWaitMs) });
