import * as v from 'valibot';
import { maxCartLines } from '../../widgets/core/cart.ts';
import { languages, type Language } from '../../widgets/core/languages.ts';
import { isRecord, type UnknownRecord } from '../../widgets/core/shapes.ts';
import { orEmpty, record } from '../../widgets/core/schema-parts.ts';
import { fieldsOf } from '../body-fields.ts';
import { isValidEmail } from '../../widgets/core/shop/request-rules.ts';
import { isPlainLine, isPlainText } from '../../widgets/core/forms/plain-text.ts';
import { maxCommentLength } from '../../widgets/core/checkout/address-rules.ts';
import { maxCountPerLine } from '../../widgets/core/shop/count-input.ts';

/**
 * The shape of a posted order, declared once: what check-order.ts may rely on before it looks
 * anything up. A body that does not fit is refused as 'invalid', naming each field at fault as a
 * path ('cart.products[0].count'), in the order the fields are declared here.
 */

/**
 * Bounds no real order reaches; they stop abuse, not shoppers. The lines are as many as a cart
 * holds, the pieces per line as many as its count field takes: what the shop lets through, the
 * service accepts, and nothing more.
 */
const orderLimits = { lines: maxCartLines, count: maxCountPerLine, uuid: 100, email: 254, addressField: 200, comment: maxCommentLength } as const;

export const moneyPattern = /^\d{1,12}(\.\d{1,2})?$/;

/** Checked like `schema`, but refused as one field: the refusal names the product, not its id. */
const whole = <TSchema extends v.GenericSchema>(schema: TSchema) =>
  v.custom<v.InferOutput<TSchema>>((value) => v.is(schema, value));

const itemId = v.union([v.pipe(v.string(), v.nonEmpty()), v.pipe(v.number(), v.finite())]);
// No line breaks, control or bidi characters in a name or an address (plain-text.ts): they end up on labels and in mails.
const line = v.pipe(v.string(), v.check(isPlainLine));
const filled = v.pipe(line, v.check((value) => value.trim() !== ''), v.maxLength(orderLimits.addressField));

// Not v.record: it skips a "__proto__" key, which JSON.parse makes an own property like any other.
const personalizationValues = v.custom<Record<string, string>>(
  (value) => isRecord(value) && Object.values(value).every((entry) => typeof entry === 'string'),
);

const orderLine = record({
  product: whole(record({ id: itemId })),
  variant: v.nullish(whole(record({ id: itemId }))),
  personalization: v.nullish(whole(record({ values: personalizationValues }))),
  count: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(orderLimits.count)),
  priceBrutto: v.pipe(v.string(), v.regex(moneyPattern)),
});

const address = record({
  firstName: filled,
  lastName: filled,
  street: filled,
  number: filled,
  zipCode: filled,
  city: filled,
  country: filled,
  company: v.optional(v.pipe(line, v.maxLength(orderLimits.addressField))),
});

// Three parts, each checked to the end: a cart of too many lines still has every wrong line named,
// after the list itself and before the checkout, as a shopper's page lists them.
const orderHead = v.looseObject({
  order_uuid: v.pipe(v.string(), v.maxLength(orderLimits.uuid), v.regex(/^[A-Za-z0-9_-]+$/)),
  language: v.picklist(languages),
  cart: orEmpty({ products: v.pipe(v.array(v.unknown()), v.minLength(1), v.maxLength(orderLimits.lines)) }),
});

// A list that is none was named above; its lines are checked only when there is a list.
const orderLines = v.looseObject({
  cart: orEmpty({ products: v.optional(v.pipe(v.fallback(v.array(v.unknown()), []), v.array(orderLine)), []) }),
});

const orderTail = v.looseObject({
  checkout: record({
    customerEmail: v.pipe(v.string(), v.maxLength(orderLimits.email), v.check(isValidEmail)),
    shippingAddress: address,
    invoiceAddress: v.nullish(address),
    comment: v.optional(v.pipe(v.string(), v.check(isPlainText), v.maxLength(orderLimits.comment))),
    shippingMethod: v.string(),
    paymentMethod: v.string(),
    presentWrap: v.boolean(),
    // The draft's own shipping figure is not used (the method's price is), but a negative one is no order.
    shippingCost: v.optional(v.pipe(v.number(), v.finite(), v.minValue(0))),
  }),
  // Compared figure by figure with the recomputed totals (check-order.ts).
  totals: record({}),
});

export type OrderLine = v.InferOutput<typeof orderLine>;
export type OrderAddress = v.InferOutput<typeof address>;

/** A posted order whose shape is right; prices, stock and totals are still the catalog's to judge. */
export interface OrderBody {
  order_uuid: string;
  language: Language;
  lines: OrderLine[];
  checkout: v.InferOutput<typeof orderTail>['checkout'];
  totals: UnknownRecord;
}

/** The order with its shape checked, or the fields at fault (each once). */
export function readOrderBody(body: unknown): { ok: true; value: OrderBody } | { ok: false; fields: string[] } {
  const head = v.safeParse(orderHead, body);
  const lines = v.safeParse(orderLines, body);
  const tail = v.safeParse(orderTail, body);
  if (head.success && lines.success && tail.success) {
    const { order_uuid, language } = head.output;
    return { ok: true, value: { order_uuid, language, lines: lines.output.cart.products, checkout: tail.output.checkout, totals: tail.output.totals } };
  }
  const issues = [...(head.issues ?? []), ...(lines.issues ?? []), ...(tail.issues ?? [])];
  return { ok: false, fields: fieldsOf(issues) };
}
