import { describe, expect, it } from 'vitest';
import type { CheckedWithdrawal } from '../../server/orders/check-withdrawal.ts';
import { matchingOrder, mayMailReceipt } from '../../server/orders/withdrawal-receipts.ts';

const withdrawal: CheckedWithdrawal = { name: 'Anna Berg', email: 'Anna@Example.org ', orderNumber: '', orderDate: '2026-11-20', address: '', reason: '', language: 'de' };
// Placed at 00:30 in Freiburg on the 20th, which is still the 19th in UTC.
const orders = [
  { orderNumber: '10001', placedAt: '2026-11-19T23:30:00.000Z', order: { customerEmail: 'anna@example.org' } },
  { orderNumber: '10002', placedAt: '2026-11-20T10:00:00.000Z', order: { customerEmail: 'berta@example.org' } },
];
const delivery = { firstName: 'Anna', lastName: 'Berg', company: '', street: 'Kaiser-Joseph-Straße', number: '12', zipCode: '79098', city: 'Freiburg im Breisgau', country: 'DE' };
const elsewhere = { ...delivery, street: 'Bertoldstraße', zipCode: '79100' };

describe('the order a withdrawal names', () => {
  it('is found by its number, saying whether the address is the buyer\'s', () => {
    expect(matchingOrder({ ...withdrawal, orderNumber: '10002' }, orders)).toEqual({ number: '10002', emailMatches: false });
    expect(matchingOrder({ ...withdrawal, orderNumber: '10009' }, orders)).toBeNull();
  });

  it('is found by the order date as a German shopper reads it, for the same address only', () => {
    expect(matchingOrder(withdrawal, orders)).toEqual({ number: '10001', emailMatches: true });
    expect(matchingOrder({ ...withdrawal, email: 'carla@example.org' }, orders)).toBeNull();
    expect(matchingOrder({ ...withdrawal, orderDate: '2026-11-19' }, orders)).toBeNull();
  });

  it('is found by the order date and the postal address it went to, written as the shopper remembers it, when the e-mail address is another', () => {
    const placed = [
      { orderNumber: '10003', placedAt: '2026-11-20T09:00:00.000Z', order: { customerEmail: 'a@example.org', shippingAddress: elsewhere, invoiceAddress: null } },
      { orderNumber: '10004', placedAt: '2026-11-20T10:00:00.000Z', order: { customerEmail: 'gift@example.org', shippingAddress: elsewhere, invoiceAddress: delivery } },
    ];
    const fromOtherMail = { ...withdrawal, email: 'anna.privat@example.org' };
    expect(matchingOrder({ ...fromOtherMail, address: 'Kaiser-Joseph-Str. 12\n79098 Freiburg' }, placed)).toEqual({ number: '10004', emailMatches: false });
    expect(matchingOrder({ ...fromOtherMail, address: 'kaiser joseph strasse 12, 79098' }, placed)).toEqual({ number: '10004', emailMatches: false });
    // Street without postcode, another day, or no address at all: nothing is matched by guess.
    expect(matchingOrder({ ...fromOtherMail, address: 'Kaiser-Joseph-Straße 12, Freiburg' }, placed)).toBeNull();
    expect(matchingOrder({ ...fromOtherMail, orderDate: '2026-11-21', address: 'Kaiser-Joseph-Straße 12, 79098 Freiburg' }, placed)).toBeNull();
    expect(matchingOrder(fromOtherMail, placed)).toBeNull();
  });
});

describe('receipt mails', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  const mailed = (receivedAt: string, change: Partial<CheckedWithdrawal> = {}) => ({ receivedAt, withdrawal: { ...withdrawal, ...change }, note: { receiptMailed: true, order: null } });

  it('stop after three to one address within 24 hours, whatever its letter case, and start again a day later', () => {
    const three = [mailed('2026-11-24T11:00:00Z'), mailed('2026-11-24T10:00:00Z', { email: 'anna@example.org' }), mailed('2026-11-23T12:00:01Z')];
    expect(mayMailReceipt(withdrawal, three, now)).toBe(false);
    expect(mayMailReceipt(withdrawal, [...three.slice(0, 2), mailed('2026-11-23T11:59:59Z')], now)).toBe(true);
    expect(mayMailReceipt({ ...withdrawal, email: 'berta@example.org' }, three, now)).toBe(true);
  });

  it('stop after three about one order number, whoever asks', () => {
    const aboutOrder = ['a', 'b', 'c'].map((name) => mailed('2026-11-24T11:00:00Z', { email: `${name}@example.org`, orderNumber: '10001' }));
    expect(mayMailReceipt({ ...withdrawal, orderNumber: '10001' }, aboutOrder, now)).toBe(false);
    expect(mayMailReceipt({ ...withdrawal, orderNumber: '10002' }, aboutOrder, now)).toBe(true);
    // Declarations whose receipt was not mailed do not count.
    expect(mayMailReceipt(withdrawal, [{ ...mailed('2026-11-24T11:00:00Z'), note: { receiptMailed: false, order: null } }], now)).toBe(true);
  });
});
