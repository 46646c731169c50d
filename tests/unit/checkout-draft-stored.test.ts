import { describe, expect, it } from 'vitest';
import { parseStoredCheckoutDraft } from '../../widgets/core/checkout-draft.ts';

/** The checkout draft comes back from localStorage, where anyone can edit it: what the shopper typed stays, nothing else comes along. */
const address = { firstName: 'Anna', lastName: 'Muster', company: '', street: 'Hauptstraße', number: '5', zipCode: '79098', city: 'Freiburg', country: 'DE' };
const draft = {
  customerEmail: 'anna@example.org',
  shippingAddress: address,
  invoiceAddress: null,
  comment: 'Bitte klingeln',
  paymentMethod: 'prepayment',
  shippingMethod: 'DHL',
  shippingCost: 6.9,
  presentWrap: true,
  timestamp: 5,
};

describe('a stored checkout draft', () => {
  it('comes back as it was saved', () => {
    expect(parseStoredCheckoutDraft(JSON.parse(JSON.stringify(draft)))).toEqual(draft);
  });

  it('forgets a negative or endless shipping cost and fields a draft does not have', () => {
    const read = parseStoredCheckoutDraft({ ...draft, shippingCost: -1000, discount: '100.00', __proto__: { admin: true } })!;
    expect(read.shippingCost).toBe(0);
    expect(Object.keys(read).sort()).toEqual(Object.keys(draft).sort());
    expect(parseStoredCheckoutDraft({ ...draft, shippingCost: JSON.parse('1e400') })!.shippingCost).toBe(0);
  });

  it('keeps everything typed beside a broken field', () => {
    const read = parseStoredCheckoutDraft({ ...draft, shippingAddress: { ...address, lastName: 5 }, invoiceAddress: 'x', paymentMethod: {}, presentWrap: 'yes', timestamp: 'now' })!;
    expect(read.customerEmail).toBe('anna@example.org');
    expect(read.comment).toBe('Bitte klingeln');
    expect(read.shippingMethod).toBe('DHL');
    expect(read.shippingAddress).toEqual({ ...address, lastName: '' });
    expect(read.invoiceAddress).toBeNull();
    expect(read.paymentMethod).toBeNull();
    expect(read.presentWrap).toBe(false);
    expect(read.timestamp).toBe(0);
  });

  it('keeps the fields of an address saved before a field existed', () => {
    const { company: _missing, ...older } = address;
    expect(parseStoredCheckoutDraft({ ...draft, shippingAddress: older })!.shippingAddress).toEqual({ ...address, company: '' });
  });

  it('is no draft at all when it is not an object', () => {
    for (const value of [null, 'draft', 3, [draft]]) expect(parseStoredCheckoutDraft(value)).toBeNull();
  });
});
