import { orderServiceErrors, type OrderService } from '../../content/order-service.ts';
import { failure, success, type Result } from '../../core/result.ts';
import type { PaypalOutcome } from './PaypalPayment.tsx';

/**
 * PaypalPayment's two calls for one placed order, both answered by the order service: it opens
 * PayPal's order (its own amount) and, after the shopper's approval, captures and verifies it.
 * The thanks view and the page that pays an order later use the same two.
 */
export function paypalThroughService(orderService: Pick<OrderService, 'createPaypalOrder' | 'postPaypalTransaction'>, orderUuid: string) {
  return {
    async createOrder(): Promise<Result<string>> {
      const opened = await orderService.createPaypalOrder({ orderUuid });
      return opened.ok ? success(opened.value.paypalOrderId) : failure<string>(opened.error);
    },
    async settle(paypalOrderId: string): Promise<PaypalOutcome> {
      const settled = await orderService.postPaypalTransaction({ orderId: orderUuid, paypal: { id: paypalOrderId } });
      if (!settled.ok) return settled.error === orderServiceErrors.paypalDeclined ? 'declined' : 'unconfirmed';
      return settled.value.payment === 'paid' ? 'paid' : 'pending';
    },
  };
}
