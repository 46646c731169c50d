import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Cart, CartLine } from '../../widgets/core/cart.ts';
import { storedCartCount } from '../../widgets/core/cart-storage.ts';
import { maxStoredCount, parseStoredCart } from '../../widgets/core/cart-stored.ts';
import { parseStoredCheckoutDraft, type CheckoutDraft } from '../../widgets/core/checkout-draft.ts';
import { parseStoredPlacedOrder } from '../../widgets/core/checkout/placed-order.ts';
import { parseColorMode, storedColorMode } from '../../widgets/core/color-mode.ts';
import { parseStoredConsents } from '../../widgets/core/consents.ts';
import { visitorOf } from '../../widgets/core/forms/thanks-greeting.ts';
import { isPlainMoney } from '../../widgets/core/money.ts';
import { parseStoredOrderAttempt } from '../../widgets/core/order-attempt.ts';
import { isSlug } from '../../widgets/core/shop/slug.ts';
import { unwrapStored, wrapStored } from '../../widgets/core/stored-envelope.ts';
import { parseWithdrawalProgress } from '../../widgets/core/withdrawal/withdrawal-progress.ts';

/**
 * Everything the site reads back from the browser's storage can have been edited by hand, by an
 * extension or by an older release. Fed random and hostile values, every reader returns a value
 * of its own shape or nothing, and never throws; a cart keeps its good lines beside bad ones.
 */

const runs = { numRuns: 300 };

/** Values a hand-edited store may hold where a string, count or price belongs. */
const hostileScalar = fc.constantFrom<unknown>(
  null, true, 0, -5, 2.5, 100, 500, 1e21, -0, Number.MAX_SAFE_INTEGER, Infinity, NaN, '', ' ', '1e400', '0x1F', '12abc', '-1.00', '12.5', ' 1.00', 'NaN',
  '__proto__', '<img src=x onerror=alert(1)>', '\\\\127.0.0.1:8299/x', 'javascript:alert(1)', {}, [], { de: 'x' }, ['a'], { toString: 'x' },
);
const anyValue = fc.oneof(fc.jsonValue(), hostileScalar, fc.anything());
/** An object with the reader's own field names (and a foreign one), each holding anything. */
const withFields = (fields: readonly string[]) => fc.dictionary(fc.constantFrom(...fields, '__proto__', 'constructor', 'evil'), fc.oneof(hostileScalar, fc.jsonValue()), { maxKeys: fields.length + 3 });
const hostile = (fields: readonly string[]) => fc.oneof(anyValue, withFields(fields));
/** A well-formed value with one field broken or missing, and perhaps a field of its own added. */
const almost = (valid: Record<string, unknown>) =>
  fc.record({ field: fc.constantFrom(...Object.keys(valid)), value: fc.option(hostileScalar, { nil: undefined }), extra: fc.option(anyValue, { nil: undefined }) }).map(({ field, value, extra }) => {
    const broken: Record<string, unknown> = { ...valid, [field]: value };
    if (value === undefined) delete broken[field];
    if (extra !== undefined) broken.evil = extra;
    return broken;
  });

const isText = (value: unknown) => typeof value === 'string';

function expectValidLine(line: CartLine) {
  expect(Object.keys(line).every((key) => ['cartId', 'product', 'variant', 'personalization', 'count', 'priceBrutto', 'maxCount', 'unavailable'].includes(key))).toBe(true);
  expect(isText(line.cartId) && line.cartId.length > 0).toBe(true);
  expect(isText(line.product.display_name)).toBe(true);
  expect(line.product.slug === undefined || isSlug(line.product.slug)).toBe(true);
  expect(line.variant === null || isText(line.variant.display_name)).toBe(true);
  expect(line.personalization === null || Object.values(line.personalization.values).every(isText)).toBe(true);
  expect(Number.isInteger(line.count) && line.count >= 1 && line.count <= maxStoredCount).toBe(true);
  expect(isPlainMoney(line.priceBrutto)).toBe(true);
}

function expectValidCart(cart: Cart) {
  cart.products.forEach(expectValidLine);
  expect(new Set(cart.products.map((line) => line.cartId)).size).toBe(cart.products.length);
  expect(cart.totalCount).toBe(cart.products.reduce((sum, line) => sum + line.count, 0));
  const orderable = cart.products.filter((line) => !line.unavailable);
  expect(cart.totalPriceBrutto).toBe(orderable.reduce((sum, line) => sum.plus(new Decimal(line.priceBrutto).times(line.count)), new Decimal(0)).toFixed(2));
}

const lineFields = ['cartId', 'product', 'variant', 'personalization', 'count', 'priceBrutto', 'maxCount', 'unavailable'];

/** A line the site itself would have written; each one a different purchase. */
const validLines = fc.uniqueArray(
  fc.record({
    id: fc.integer({ min: 1, max: 1_000_000 }),
    name: fc.string(),
    slug: fc.option(fc.stringMatching(/^[a-z0-9]{1,8}(-[a-z0-9]{1,8}){0,2}$/), { nil: undefined }),
    variant: fc.option(fc.record({ id: fc.integer({ min: 1, max: 99 }), display_name: fc.string() }), { nil: null }),
    engraving: fc.option(fc.string(), { nil: null }),
    count: fc.integer({ min: 1, max: maxStoredCount }),
    price: fc.tuple(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 99 })).map(([euros, cents]) => `${euros}.${String(cents).padStart(2, '0')}`),
  }),
  { selector: (line) => line.id, maxLength: 5 },
).map((lines) =>
  lines.map((line) => ({
    cartId: `line-${line.id}`,
    product: { id: line.id, display_name: line.name, ...(line.slug ? { slug: line.slug } : {}) },
    variant: line.variant,
    personalization: line.engraving === null ? null : { id: 1, values: { gravur: line.engraving } },
    count: line.count,
    priceBrutto: line.price,
  })),
);

const lineOf = (id: number) => ({ cartId: `line-${id}`, product: { id, display_name: 'Ring' }, variant: null, personalization: null, count: 1, priceBrutto: '10.00' });

/** A line like a good one but with one field broken: the probe's list and random values. */
const brokenLine = fc
  .record({
    field: fc.constantFrom('count', 'priceBrutto', 'cartId', 'product', 'variant', 'personalization', 'display_name', 'variant_name', 'slug'),
    // As storage hands it back: JSON turns Infinity and NaN into null.
    value: hostileScalar.map((value) => JSON.parse(JSON.stringify(value) ?? 'null') as unknown),
    id: fc.integer({ min: 2_000_000, max: 3_000_000 }),
  })
  // null is a fine variant or personalization (none chosen), any text a fine name, any non-empty text a fine cartId.
  .filter(({ field, value }) => !(['variant', 'personalization'].includes(field) && value === null))
  .filter(({ field, value }) => !(['display_name', 'variant_name'].includes(field) && typeof value === 'string'))
  .filter(({ field, value }) => !(field === 'cartId' && typeof value === 'string' && value !== ''))
  .map(({ field, value, id }) => {
    const line: Record<string, unknown> = { cartId: `bad-${id}`, product: { id, display_name: 'Ring' }, variant: null, personalization: null, count: 1, priceBrutto: '10.00' };
    if (field === 'display_name') line.product = { id, display_name: value };
    else if (field === 'slug') line.product = { id, display_name: 'Ring', slug: typeof value === 'string' && value !== '' && !isSlug(value) ? value : 'Not A Slug' };
    else if (field === 'variant_name') line.variant = { id: 1, display_name: value };
    else line[field] = value;
    return line;
  });

describe('the stored cart', () => {
  it('is a valid cart or nothing, whatever is stored', () => {
    fc.assert(
      fc.property(fc.oneof(anyValue, withFields(['products', 'timestamp', 'totalCount', 'damagedLinesRemoved']), fc.record({ products: fc.array(hostile(lineFields), { maxLength: 8 }) })), (value) => {
        const cart = parseStoredCart(value);
        if (cart !== null) expectValidCart(cart);
      }),
      runs,
    );
  });

  it('keeps every good line beside broken ones and counts only the broken ones', () => {
    fc.assert(
      fc.property(validLines, fc.array(brokenLine, { maxLength: 6 }), fc.array(fc.nat(), { maxLength: 6 }), (good, broken, positions) => {
        const products: unknown[] = [...good];
        broken.forEach((line, index) => products.splice((positions[index] ?? 0) % (products.length + 1), 0, line));
        const cart = parseStoredCart(JSON.parse(JSON.stringify({ products, timestamp: 1 })))!;
        expectValidCart(cart);
        expect(cart.products.map((line) => line.cartId).sort()).toEqual(good.map((line) => line.cartId).sort());
        expect(cart.damagedLinesRemoved ?? 0).toBe(broken.length);
      }),
      runs,
    );
  });

  it('gives the header badge the pieces of the readable lines, not the stored total', () => {
    const raw = JSON.stringify({ v: 1, data: { products: [{ ...lineOf(2) }, { ...lineOf(3), count: 1e21 }, { ...lineOf(4), count: -5 }, { ...lineOf(5), count: 3 }], totalCount: 1e21 } });
    expect(storedCartCount(raw)).toBe(4);
  });

  it('gives the header badge a count of pieces, never anything else', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), anyValue.map((value) => JSON.stringify({ v: 1, data: value }) ?? 'x')), (raw) => {
        const count = storedCartCount(raw);
        expect(Number.isInteger(count) && count >= 0).toBe(true);
        const lines = (JSON.parse(JSON.stringify(unwrapStored(raw, 1))) as { value?: { products?: unknown } }).value?.products;
        expect(count).toBeLessThanOrEqual(Array.isArray(lines) ? lines.length * maxStoredCount : 0);
      }),
      runs,
    );
  });
});

const draftFields = ['customerEmail', 'shippingAddress', 'invoiceAddress', 'comment', 'paymentMethod', 'shippingMethod', 'shippingCost', 'presentWrap', 'timestamp'];
const addressFields = ['firstName', 'lastName', 'company', 'street', 'number', 'zipCode', 'city', 'country'];

function expectValidDraft(draft: CheckoutDraft) {
  expect(Object.keys(draft).sort()).toEqual([...draftFields].sort());
  for (const address of [draft.shippingAddress, draft.invoiceAddress]) {
    if (address !== null) {
      expect(Object.keys(address).sort()).toEqual([...addressFields].sort());
      expect(Object.values(address).every(isText)).toBe(true);
    }
  }
  expect([draft.customerEmail, draft.comment].every(isText)).toBe(true);
  expect([draft.paymentMethod, draft.shippingMethod].every((choice) => choice === null || isText(choice))).toBe(true);
  expect(Number.isFinite(draft.shippingCost) && draft.shippingCost >= 0).toBe(true);
  expect(typeof draft.presentWrap).toBe('boolean');
  expect(Number.isFinite(draft.timestamp)).toBe(true);
}

describe('the stored checkout draft', () => {
  it('is a draft with only its own, well-formed fields, or nothing', () => {
    const address = fc.oneof(hostile(addressFields), fc.dictionary(fc.constantFrom(...addressFields), fc.oneof(fc.string(), hostileScalar)));
    const wellFormed = { customerEmail: 'a@b.de', shippingAddress: null, invoiceAddress: null, comment: '', paymentMethod: null, shippingMethod: 'DHL', shippingCost: 6.9, presentWrap: false, timestamp: 1 };
    const draft = fc.oneof(withFields(draftFields), almost(wellFormed), fc.record({ shippingAddress: address, invoiceAddress: address, customerEmail: anyValue, shippingCost: anyValue }));
    fc.assert(
      fc.property(fc.oneof(anyValue, draft), (value) => {
        const read = parseStoredCheckoutDraft(value);
        if (read !== null) expectValidDraft(read);
      }),
      runs,
    );
  });

  it('keeps every well-formed field beside broken ones', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.string(), hostileScalar, hostileScalar, (email, comment, cost, wrap) => {
        const read = parseStoredCheckoutDraft({ customerEmail: email, comment, shippingCost: cost, presentWrap: wrap, shippingAddress: { firstName: 'Anna', city: cost } })!;
        expect(read.customerEmail).toBe(email);
        expect(read.comment).toBe(comment);
        expect(read.shippingAddress?.firstName).toBe('Anna');
      }),
      runs,
    );
  });
});

describe('the other stored values', () => {
  it('consents: a list of complete entries, or no decision', () => {
    const entryFields = ['display_name', 'description', 'link', 'default_on', 'consentGiven', 'locked', 'function_id'];
    const given = { display_name: 'Funktional', description: '', link: '', default_on: true, consentGiven: true, locked: true, function_id: 'functional' };
    fc.assert(
      fc.property(fc.oneof(anyValue, fc.array(fc.oneof(hostile(entryFields), almost(given)), { maxLength: 5 })), (value) => {
        const entries = parseStoredConsents(value);
        if (entries === null) return;
        for (const entry of entries) {
          expect(Object.keys(entry).sort()).toEqual([...entryFields].sort());
          expect([entry.display_name, entry.description, entry.link, entry.function_id].every(isText)).toBe(true);
          expect([entry.default_on, entry.consentGiven, entry.locked].every((flag) => typeof flag === 'boolean')).toBe(true);
        }
      }),
      runs,
    );
  });

  it('colour mode: light, dark or none', () => {
    fc.assert(
      fc.property(anyValue, fc.string(), (value, raw) => {
        expect([null, 'light', 'dark']).toContain(parseColorMode(value));
        expect([null, 'light', 'dark']).toContain(storedColorMode(raw));
        expect([null, 'light', 'dark']).toContain(storedColorMode(JSON.stringify({ v: 1, data: value }) ?? 'x'));
      }),
      runs,
    );
  });

  it('order attempt: a uuid and its fingerprint, or none', () => {
    fc.assert(
      fc.property(fc.oneof(anyValue, withFields(['uuid', 'fingerprint'])), (value) => {
        const attempt = parseStoredOrderAttempt(value);
        if (attempt !== null) expect(Object.keys(attempt).sort()).toEqual(['fingerprint', 'uuid']);
        if (attempt !== null) expect(isText(attempt.uuid) && attempt.uuid.length > 0 && isText(attempt.fingerprint)).toBe(true);
      }),
      runs,
    );
  });

  it('last order: an order the thanks view can show (its amount a price), or none', () => {
    const orderFields = ['orderUuid', 'orderNumber', 'total', 'email', 'paymentMethod', 'bankDetails', 'paid', 'delivery'];
    const delivery = fc.oneof(
      hostile(['kind', 'address', 'place']),
      fc.record({ kind: fc.constant('address'), address: hostile(['firstName', 'lastName', 'company', 'street', 'number', 'zipCode', 'city', 'country']) }),
      fc.record({ kind: fc.constant('pickup'), place: fc.oneof(hostile(['name', 'addressLines']), fc.record({ name: fc.oneof(hostileScalar, fc.constant('Laden')), addressLines: anyValue })) }),
    );
    const almost = fc.record({ orderUuid: fc.constant('u'), orderNumber: fc.constant('42'), total: fc.oneof(hostileScalar, fc.constant('99.90')), email: fc.constant('a@b.de'), paymentMethod: fc.constant('prepayment'), bankDetails: hostile(['account_holder', 'iban', 'bic', 'bank_name']), paid: anyValue, delivery });
    fc.assert(
      fc.property(fc.oneof(anyValue, withFields(orderFields), almost), (value) => {
        const order = parseStoredPlacedOrder(value);
        if (order === null) return;
        expect(Object.keys(order).sort()).toEqual([...orderFields].sort());
        expect(isPlainMoney(order.total)).toBe(true);
        expect([order.orderUuid, order.orderNumber, order.email, order.paymentMethod].every(isText)).toBe(true);
        expect(order.bankDetails === null || Object.values(order.bankDetails).every(isText)).toBe(true);
        expect(typeof order.paid).toBe('boolean');
        const shown = order.delivery;
        if (shown?.kind === 'address') expect(Object.values(shown.address).every(isText)).toBe(true);
        if (shown?.kind === 'pickup' && shown.place) expect(isText(shown.place.name) && shown.place.addressLines.every(isText)).toBe(true);
        expect(shown === null || shown.kind === 'address' || shown.kind === 'pickup').toBe(true);
      }),
      runs,
    );
  });

  it('withdrawal in progress and the contact form hand-over: their shape, or nothing', () => {
    fc.assert(
      fc.property(fc.oneof(anyValue, withFields(['step', 'input', 'confirmation']), withFields(['name', 'email'])), (value) => {
        const progress = parseWithdrawalProgress(value);
        if (progress !== null) expect(Object.values(progress.input).every(isText)).toBe(true);
        const visitor = visitorOf(value);
        if (visitor !== null) expect(isText(visitor.name) && isText(visitor.email)).toBe(true);
      }),
      runs,
    );
  });

  it('the storage envelope: unwraps what it wrapped and refuses anything else without throwing', () => {
    fc.assert(
      fc.property(fc.string(), fc.jsonValue(), (raw, data) => {
        unwrapStored(raw, 1);
        expect(unwrapStored(wrapStored(1, data), 1)).toEqual({ ok: true, value: JSON.parse(JSON.stringify(data)) });
        expect(unwrapStored(wrapStored(2, data), 1).ok).toBe(false);
      }),
      runs,
    );
  });
});
