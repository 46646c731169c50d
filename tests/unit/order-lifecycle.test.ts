import { describe, expect, it } from 'vitest';
import { orderStatuses, planStatusChange, type OrderStanding, type OrderStatus } from '../../server/orders/order-lifecycle.ts';

const prepaid = (status: OrderStatus, payment: OrderStanding['payment'] = 'pending'): OrderStanding => ({ status, paymentMethod: 'prepayment', payment, pickup: false, invoiced: false });

describe('the order lifecycle', () => {
  it('lets an order go forward only: new → confirmed → paid → shipped → completed, then only refunded', () => {
    const allowedFrom = (from: OrderStatus, payment: OrderStanding['payment']) =>
      orderStatuses.filter((to) => to !== from && planStatusChange(prepaid(from, payment), { status: to, carrier: 'DHL' }).ok);
    expect(allowedFrom('new', 'pending')).toEqual(['confirmed', 'paid', 'cancelled']);
    expect(allowedFrom('confirmed', 'pending')).toEqual(['paid', 'cancelled']);
    expect(allowedFrom('paid', 'paid')).toEqual(['shipped', 'refunded']);
    expect(allowedFrom('shipped', 'paid')).toEqual(['completed', 'refunded']);
    expect(allowedFrom('completed', 'paid')).toEqual(['refunded']);
    expect(allowedFrom('cancelled', 'cancelled')).toEqual([]);
    expect(allowedFrom('refunded', 'refunded')).toEqual([]);
  });

  it('ships only what is paid, with a carrier, and a tracking number that is one', () => {
    expect(planStatusChange(prepaid('confirmed'), { status: 'shipped', carrier: 'DHL' })).toMatchObject({ ok: false, code: 'not_paid' });
    expect(planStatusChange(prepaid('paid', 'paid'), { status: 'shipped' })).toMatchObject({ ok: false, code: 'carrier_missing' });
    expect(planStatusChange(prepaid('paid', 'paid'), { status: 'shipped', carrier: ' ' })).toMatchObject({ ok: false, code: 'carrier_missing' });
    expect(planStatusChange(prepaid('paid', 'paid'), { status: 'shipped', carrier: 'DHL', trackingNumber: '<script>' })).toMatchObject({ ok: false, code: 'tracking_number_invalid' });
    expect(planStatusChange(prepaid('paid', 'paid'), { status: 'shipped', carrier: 'DHL', trackingNumber: '00340434161094042557' })).toEqual({
      ok: true, changed: true, mail: 'shipped', releaseStock: false, paymentAction: null, payment: null, invoice: true,
    });
  });

  it('marks by hand only money the owner receives: a transfer or cash, never PayPal or Klarna', () => {
    expect(planStatusChange(prepaid('new'), { status: 'paid' })).toMatchObject({ ok: true, mail: 'paid', payment: 'paid' });
    for (const method of ['paypal', 'klarna']) {
      expect(planStatusChange({ status: 'new', paymentMethod: method, payment: 'pending', pickup: false, invoiced: false }, { status: 'paid' })).toMatchObject({ ok: false, code: 'paid_by_provider' });
    }
  });

  it('captures Klarna when the parcel goes, releases it on a cancellation and pays it back on a refund', () => {
    const klarna = (status: OrderStatus, payment: OrderStanding['payment']): OrderStanding => ({ status, paymentMethod: 'klarna', payment, pickup: false, invoiced: false });
    expect(planStatusChange(klarna('confirmed', 'authorized'), { status: 'shipped', carrier: 'DHL' })).toMatchObject({ ok: true, paymentAction: 'klarna-capture', payment: 'paid' });
    expect(planStatusChange(klarna('confirmed', 'pending'), { status: 'shipped', carrier: 'DHL' })).toMatchObject({ ok: false, code: 'not_paid' });
    expect(planStatusChange(klarna('new', 'authorized'), { status: 'cancelled' })).toMatchObject({ ok: true, paymentAction: 'klarna-cancel', releaseStock: true });
    expect(planStatusChange(klarna('new', 'pending'), { status: 'cancelled' })).toMatchObject({ ok: true, paymentAction: null, releaseStock: true });
    expect(planStatusChange(klarna('shipped', 'paid'), { status: 'refunded' })).toMatchObject({ ok: true, paymentAction: 'klarna-refund', payment: 'refunded' });
  });

  it('reverses an issued invoice with a cancellation invoice on a refund; a refund of an order never invoiced issues none', () => {
    expect(planStatusChange({ ...prepaid('shipped', 'paid'), invoiced: true }, { status: 'refunded' })).toMatchObject({ ok: true, mail: 'refunded', invoice: true });
    expect(planStatusChange(prepaid('paid', 'paid'), { status: 'refunded' })).toMatchObject({ ok: true, mail: 'refunded', invoice: false });
  });

  it('cancels only before money moved; refunds PayPal by asking PayPal, or takes note of a refund made in PayPal itself', () => {
    expect(planStatusChange(prepaid('confirmed', 'paid'), { status: 'cancelled' })).toMatchObject({ ok: false });
    expect(planStatusChange(prepaid('new', 'pending'), { status: 'cancelled' })).toMatchObject({ ok: true, mail: 'cancelled', releaseStock: true, payment: 'cancelled' });
    const paypal = (payment: OrderStanding['payment'], status: OrderStatus = 'shipped'): OrderStanding => ({ status, paymentMethod: 'paypal', payment, pickup: false, invoiced: false });
    expect(planStatusChange(paypal('paid'), { status: 'refunded' })).toMatchObject({ ok: true, mail: 'refunded', paymentAction: 'paypal-refund', payment: 'refunded' });
    expect(planStatusChange(paypal('refunded'), { status: 'refunded' })).toMatchObject({ ok: true, mail: 'refunded', paymentAction: null });
    expect(planStatusChange(paypal('pending', 'paid'), { status: 'refunded' })).toMatchObject({ ok: false, code: 'not_paid' });
  });

  it('hands a pickup order over ("completed") instead of shipping it, with its invoice; cash is paid at the counter', () => {
    const pickup = (paymentMethod: string, payment: OrderStanding['payment']): OrderStanding => ({ status: 'confirmed', paymentMethod, payment, pickup: true, invoiced: false });
    expect(planStatusChange(pickup('cash', 'pending'), { status: 'shipped', carrier: 'DHL' })).toMatchObject({ ok: false, code: 'pickup_order' });
    expect(planStatusChange(pickup('cash', 'pending'), { status: 'completed' })).toMatchObject({ ok: true, payment: 'paid', mail: 'collected', invoice: true });
    // A shipped order had its invoice with the shipping mail: completing it says nothing more.
    expect(planStatusChange(prepaid('shipped', 'paid'), { status: 'completed' })).toEqual({ ok: true, changed: true, mail: null, releaseStock: false, paymentAction: null, payment: null, invoice: false });
    expect(planStatusChange(pickup('prepayment', 'pending'), { status: 'completed' })).toMatchObject({ ok: false, code: 'not_paid' });
    expect(planStatusChange(prepaid('confirmed', 'paid'), { status: 'completed' })).toMatchObject({ ok: false, code: 'not_shipped' });
  });

  it('answers a repeat of the current status as unchanged, with nothing to follow', () => {
    expect(planStatusChange(prepaid('shipped', 'paid'), { status: 'shipped' })).toEqual({ ok: true, changed: false, mail: null, releaseStock: false, paymentAction: null, payment: null, invoice: false });
  });
});
