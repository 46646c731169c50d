import { describe, expect, it, vi } from 'vitest';
import { createOrderService } from '../../widgets/content/order-service.ts';
import { readWithdrawalConfirmation, sendWithdrawal } from '../../widgets/content/withdrawal-confirmation.ts';
import { formatOrderDate, formatReceiptTime } from '../../widgets/core/withdrawal/receipt-time.ts';
import { parseWithdrawalProgress } from '../../widgets/core/withdrawal/withdrawal-progress.ts';
import {
  emptyWithdrawalInput,
  isIsoDate,
  latestCalendarDay,
  trimWithdrawalInput,
  validateWithdrawal,
  type WithdrawalInput,
} from '../../widgets/core/withdrawal/withdrawal-rules.ts';

const complete: WithdrawalInput = { name: 'Anna Berg', email: 'anna@example.org', orderNumber: 'A-1042', orderDate: '', address: '', reason: '' };
// 19 June 2026, 10:00 in Berlin.
const now = new Date('2026-06-19T08:00:00Z');

describe('the withdrawal rules', () => {
  it('accept name, e-mail and order number alone: order date and reason are optional', () => {
    expect(validateWithdrawal(complete, now)).toEqual({});
  });

  it('refuse a name or order number with line breaks, control or bidi characters, and a reason with control characters', () => {
    expect(validateWithdrawal({ ...complete, name: 'Anna\r\nBerg', orderNumber: '10001\u202e', reason: 'Passt nicht\u0007' }, now)).toEqual({
      name: 'withdrawal.errors.characters',
      orderNumber: 'withdrawal.errors.characters',
      reason: 'withdrawal.errors.characters',
    });
    expect(validateWithdrawal({ ...complete, reason: 'Zu groß.\nLeider.' }, now)).toEqual({});
  });

  it('name a message for each missing required field, and none for the optional ones', () => {
    expect(validateWithdrawal(emptyWithdrawalInput, now)).toEqual({
      name: 'withdrawal.errors.nameRequired',
      email: 'withdrawal.errors.emailRequired',
      orderNumber: 'withdrawal.errors.orderNumberOrDate',
    });
    expect(validateWithdrawal({ ...complete, name: '   ', orderNumber: '\t' }, now)).toEqual({
      name: 'withdrawal.errors.nameRequired',
      orderNumber: 'withdrawal.errors.orderNumberOrDate',
    });
  });

  it('take the order date in place of the order number: either names the contract', () => {
    expect(validateWithdrawal({ ...complete, orderNumber: '', orderDate: '2026-05-02' }, now)).toEqual({});
    expect(validateWithdrawal({ ...complete, orderNumber: ' ', orderDate: '' }, now)).toEqual({ orderNumber: 'withdrawal.errors.orderNumberOrDate' });
    // A date that is no day is refused at its own field, where the shopper corrects it.
    expect(validateWithdrawal({ ...complete, orderNumber: '', orderDate: '2026-02-30' }, now)).toEqual({ orderDate: 'withdrawal.errors.orderDateInvalid' });
  });

  it('refuse an address that cannot be one, accept one typed with spaces around it', () => {
    expect(validateWithdrawal({ ...complete, email: 'anna@example' }, now)).toEqual({ email: 'withdrawal.errors.emailInvalid' });
    expect(validateWithdrawal({ ...complete, email: 'anna berg@example.org' }, now)).toEqual({ email: 'withdrawal.errors.emailInvalid' });
    expect(validateWithdrawal({ ...complete, email: '  anna@example.org ' }, now)).toEqual({});
  });

  it('take an order date up to today, refuse one in the future and one that is no day', () => {
    expect(validateWithdrawal({ ...complete, orderDate: '2026-05-02' }, now)).toEqual({});
    expect(validateWithdrawal({ ...complete, orderDate: '2026-06-19' }, now)).toEqual({});
    expect(validateWithdrawal({ ...complete, orderDate: '2026-06-21' }, now)).toEqual({ orderDate: 'withdrawal.errors.orderDateInFuture' });
    expect(validateWithdrawal({ ...complete, orderDate: '2026-02-30' }, now)).toEqual({ orderDate: 'withdrawal.errors.orderDateInvalid' });
    expect(validateWithdrawal({ ...complete, orderDate: '02.05.2026' }, now)).toEqual({ orderDate: 'withdrawal.errors.orderDateInvalid' });
  });

  it('never refuse "today" for a shopper ahead of Berlin: the latest day on earth counts', () => {
    // 23:30 in Berlin on 18 June is already 19 June in Auckland and Kiritimati.
    const lateEvening = new Date('2026-06-18T21:30:00Z');
    expect(latestCalendarDay(lateEvening)).toBe('2026-06-19');
    expect(validateWithdrawal({ ...complete, orderDate: '2026-06-19' }, lateEvening)).toEqual({});
    expect(validateWithdrawal({ ...complete, orderDate: '2026-06-20' }, lateEvening)).toEqual({ orderDate: 'withdrawal.errors.orderDateInFuture' });
  });

  it('stop texts past their limit', () => {
    expect(validateWithdrawal({ ...complete, reason: 'x'.repeat(2001) }, now)).toEqual({ reason: 'withdrawal.errors.tooLong' });
    expect(validateWithdrawal({ ...complete, reason: 'x'.repeat(2000) }, now)).toEqual({});
    expect(validateWithdrawal({ ...complete, orderNumber: '1'.repeat(65) }, now)).toEqual({ orderNumber: 'withdrawal.errors.tooLong' });
    expect(validateWithdrawal({ ...complete, address: 'x'.repeat(301) }, now)).toEqual({ address: 'withdrawal.errors.tooLong' });
  });

  it('take a postal address of several lines, never require one, and refuse control characters in it', () => {
    expect(validateWithdrawal({ ...complete, orderNumber: '', orderDate: '2026-05-02', address: 'Kaiser-Joseph-Straße 12\n79098 Freiburg' }, now)).toEqual({});
    expect(validateWithdrawal({ ...complete, address: 'Hauptstraße 5\u0007' }, now)).toEqual({ address: 'withdrawal.errors.characters' });
  });

  it('know a calendar day', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('')).toBe(false);
  });

  it('send the entries trimmed', () => {
    expect(trimWithdrawalInput({ ...complete, name: ' Anna Berg ', reason: ' zu groß\n' })).toEqual({ ...complete, reason: 'zu groß' });
  });
});

describe('the receipt time', () => {
  it('is shown to the second in Berlin time, in the page language, with the zone', () => {
    const summer = new Date('2026-06-19T12:03:07Z');
    expect(formatReceiptTime(summer, 'de')).toBe('19. Juni 2026 um 14:03:07 MESZ');
    expect(formatReceiptTime(summer, 'en')).toBe('19 June 2026 at 14:03:07 CEST');
    expect(formatReceiptTime(summer, 'fr')).toBe('19 juin 2026 à 14:03:07 UTC+2');
    expect(formatReceiptTime(new Date('2026-12-31T23:00:05Z'), 'de')).toBe('1. Januar 2027 um 00:00:05 MEZ');
  });

  it('writes an order date as a day of the page language, whatever the zone', () => {
    expect(formatOrderDate('2026-05-02', 'de')).toBe('2. Mai 2026');
    expect(formatOrderDate('2026-05-02', 'en')).toBe('2 May 2026');
    expect(formatOrderDate('2026-05-02', 'fr')).toBe('2 mai 2026');
  });
});

describe('the service reply', () => {
  const arrived = new Date('2026-06-19T12:03:09Z');

  it('gives the receipt the service time of receipt, and whether the service mailed it', () => {
    expect(readWithdrawalConfirmation({ status: 'ok', id: 'w-1', received_at: '2026-06-19T12:03:07Z', receipt_mailed: true }, arrived)).toEqual({
      id: 'w-1',
      receivedAt: '2026-06-19T12:03:07.000Z',
      mailed: true,
    });
    expect(readWithdrawalConfirmation({ status: 'ok', id: 'w-1', received_at: '2026-06-19T12:03:07Z', receipt_mailed: false }, arrived).mailed).toBe(false);
    // A service that does not say: it mailed it, as it always did.
    expect(readWithdrawalConfirmation({ status: 'ok', id: 'w-1', received_at: '2026-06-19T12:03:07Z' }, arrived).mailed).toBe(true);
  });

  it('takes the arrival of the reply when the service names no readable time (never a failure: it did arrive)', () => {
    expect(readWithdrawalConfirmation({ status: 'ok', id: 'w-1' }, arrived).receivedAt).toBe('2026-06-19T12:03:09.000Z');
    expect(readWithdrawalConfirmation({ status: 'ok', id: 'w-1', received_at: 'soon' }, arrived).receivedAt).toBe('2026-06-19T12:03:09.000Z');
  });

  it('sends the withdrawal body and fails with the service error on a refusal', async () => {
    const fetchImpl = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => new Response(JSON.stringify({ status: 'error' }), { status: 200 }));
    const service = createOrderService({ baseUrl: '', project: 'juwelier-albrecht.de', fetchImpl: fetchImpl as unknown as typeof fetch });
    const result = await sendWithdrawal(service, { ...complete, orderDate: '2026-05-02', address: '3 rue de la Paix\n75002 Paris', language: 'fr' });
    expect(result).toEqual({ ok: false, error: 'Could not post withdrawal' });
    expect(fetchImpl.mock.calls[0]![0]).toBe('/ecom/withdrawal');
    expect(JSON.parse(String(fetchImpl.mock.calls[0]![1]!.body))).toEqual({
      project: 'juwelier-albrecht.de',
      name: 'Anna Berg',
      email: 'anna@example.org',
      order_number: 'A-1042',
      order_date: '2026-05-02',
      address: '3 rue de la Paix\n75002 Paris',
      reason: '',
      language: 'fr',
    });
  });
});

describe('the kept progress', () => {
  it('restores each step, and refuses what it cannot trust', () => {
    expect(parseWithdrawalProgress({ step: 'review', input: complete })).toEqual({ step: 'review', input: complete });
    const received = { step: 'received', input: complete, confirmation: { id: 'w-1', receivedAt: '2026-06-19T12:03:07.000Z', mailed: false } };
    expect(parseWithdrawalProgress(received)).toEqual(received);
    // Kept before the form asked for a postal address: read as left empty.
    const { address: _none, ...before } = complete;
    expect(parseWithdrawalProgress({ step: 'entries', input: before })).toEqual({ step: 'entries', input: complete });
    // Kept before the receipt said whether it was mailed: it was.
    expect(parseWithdrawalProgress({ ...received, confirmation: { id: 'w-1', receivedAt: '2026-06-19T12:03:07.000Z' } })).toEqual({ ...received, confirmation: { ...received.confirmation, mailed: true } });
    expect(parseWithdrawalProgress({ step: 'received', input: complete })).toBeNull();
    expect(parseWithdrawalProgress({ step: 'review', input: { ...complete, name: 3 } })).toBeNull();
    expect(parseWithdrawalProgress({ step: 'done', input: complete })).toBeNull();
    expect(parseWithdrawalProgress('entries')).toBeNull();
    // A later step with an order date that is no day goes back to the entries, which are kept.
    for (const orderDate of ['not-a-date', '2026-02-30', '31.12.2025']) {
      expect(parseWithdrawalProgress({ step: 'review', input: { ...complete, orderDate } })).toEqual({ step: 'entries', input: { ...complete, orderDate } });
      expect(parseWithdrawalProgress({ ...received, input: { ...complete, orderDate } })).toEqual({ step: 'entries', input: { ...complete, orderDate } });
    }
  });
});
