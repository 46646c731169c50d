import { paypalPaymentMethodId } from '../../widgets/core/catalog/paypal.ts';

/**
 * The payment methods a shop can accept, by the ids its settings (`payment_methods.payment_id`)
 * and each shipping method's payment methods name: the same in every project, PayPal's id fixed
 * by the checkout (widgets/core/catalog/paypal.ts). Made by `npm run cms`; editors pick from them.
 */
export const paymentMethodItems = [
  { id: 1, method: 'prepayment', display_name: 'Vorkasse' },
  { id: 2, method: 'cash', display_name: 'Barzahlung bei Abholung' },
  { id: 3, method: 'klarna', display_name: 'Klarna' },
  { id: paypalPaymentMethodId, method: 'paypal', display_name: 'PayPal' },
];
