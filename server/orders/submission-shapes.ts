import * as v from 'valibot';
import { languages } from '../../widgets/core/languages.ts';
import { isValidEmail, isValidRating } from '../../widgets/core/shop/request-rules.ts';
import { orEmpty } from '../../widgets/core/schema-parts.ts';
import { filledText } from '../body-fields.ts';
import { maxStockQuestions } from './stock-answer.ts';

/**
 * What makes a body to /ecom/* readable as its kind (else 400, naming the fields): one schema per
 * endpoint. The form fields' own rules (shared with the forms) and an order's content (check-order.ts,
 * 422) are judged after this.
 */

const id = v.union([v.pipe(v.number(), v.finite()), filledText]);
const language = v.picklist(languages);

/** Every submission names the shop it is for; whether it is this one is answered with 422, not 400. */
const submission = <const TEntries extends v.ObjectEntries>(entries: TEntries) => v.looseObject({ project: filledText, ...entries });

export const submissionShapes = {
  order: submission({
    cart: orEmpty({ products: v.pipe(v.array(v.unknown()), v.minLength(1)) }),
    checkout: orEmpty({ customerEmail: v.pipe(v.string(), v.check(isValidEmail)) }),
    language,
  }),
  // The order as it stands when Klarna is chosen (the shape of an order; the customer's fields may still be empty).
  klarnaSession: submission({ order_uuid: filledText, cart: orEmpty({ products: v.pipe(v.array(v.unknown()), v.minLength(1)) }), language }),
  klarnaOrder: submission({ authorization_token: filledText, order_uuid: filledText }),
  paypalTransaction: submission({ order_id: id, paypal: v.looseObject({ id: filledText }) }),
  paypalOrder: submission({ order_uuid: filledText }),
  orderPayment: submission({ order_uuid: filledText }),
  stock: submission({ items: v.pipe(v.array(v.looseObject({ product_id: id, variant_id: v.nullish(id) })), v.minLength(1), v.maxLength(maxStockQuestions)) }),
  request: submission({ product_id: id, product_name: filledText, variant_id: v.nullish(id), variant_name: v.nullish(v.string()), language }),
  withdrawal: submission({}),
  rating: submission({ product_id: id, rating: v.custom(isValidRating), language }),
};
