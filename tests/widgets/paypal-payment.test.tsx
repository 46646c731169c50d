import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, success } from '../../widgets/core/result.ts';
import { PaypalPayment, type PaypalCapture } from '../../widgets/checkout/payments/PaypalPayment.tsx';
import type { PaypalButtonsFactory } from '../../widgets/checkout/payments/paypal-sdk.ts';
import { paypalDoubleScript } from '../support/payment-doubles.ts';
import { render } from './product-form-helpers.tsx';

/**
 * The PayPal part rendered alone; "PayPal's script" is the browser suite's double, run here in
 * place of the network load, so the buttons behave as they do there.
 */
function sdkDouble(clientId = 'test-client') {
  return vi.fn(async () => {
    new Function(paypalDoubleScript(clientId))();
    return success((window as unknown as { paypal: { Buttons: PaypalButtonsFactory } }).paypal.Buttons);
  });
}

afterEach(() => {
  delete (window as { paypal?: unknown }).paypal;
});

async function renderPayment(options: { loadSdk: ReturnType<typeof sdkDouble>; recorded?: boolean }) {
  const onCaptured = vi.fn(async (_capture: PaypalCapture) => options.recorded ?? true);
  const onFailed = vi.fn();
  const container = await render(
    <PaypalPayment clientId="test-client" sdkUrl="https://paypal.test/sdk/js" amount="1290.5" orderNumber="2026-0042" onCaptured={onCaptured} onFailed={onFailed} loadSdk={options.loadSdk} />,
  );
  const payButton = () => [...container.querySelectorAll('button')].find((button) => button.textContent === 'PayPal') ?? null;
  return {
    container,
    onCaptured,
    onFailed,
    payButton,
    status: () => container.querySelector('[role="status"]')!.textContent,
    alert: () => container.querySelector('[role="alert"]')?.textContent ?? null,
    async waitForPayButton() {
      await vi.waitFor(() => expect(payButton()).not.toBeNull());
      return payButton()!;
    },
    async press(button: HTMLButtonElement) {
      await act(async () => button.click());
    },
  };
}

describe('paying a placed order with PayPal', () => {
  it('asks PayPal for the order total in euro under the order number and hands the capture on', async () => {
    const payment = await renderPayment({ loadSdk: sdkDouble() });
    await payment.press(await payment.waitForPayButton());

    await vi.waitFor(() => expect(payment.status()).toBe('Vielen Dank! Ihre Zahlung mit PayPal ist eingegangen.'));
    expect(payment.onCaptured).toHaveBeenCalledTimes(1);
    const capture = payment.onCaptured.mock.calls[0]![0] as { status: string; purchase_units: Array<{ invoice_id: string; amount: unknown }> };
    expect(capture.status).toBe('COMPLETED');
    expect(capture.purchase_units).toEqual([expect.objectContaining({ invoice_id: '2026-0042', amount: { currency_code: 'EUR', value: '1290.50' } })]);
    // Paid: nothing left to press a second time.
    expect(payment.container.querySelector('.paypal-payment__buttons')!.hasAttribute('hidden')).toBe(true);
  });

  it('tells the shopper not to pay again when the payment could not be recorded', async () => {
    const payment = await renderPayment({ loadSdk: sdkDouble(), recorded: false });
    await payment.press(await payment.waitForPayButton());

    await vi.waitFor(() => expect(payment.status()).toContain('Bitte zahlen Sie nicht erneut'));
    expect(payment.status()).toContain('2026-0042');
    expect(payment.container.querySelector('.paypal-payment__buttons')!.hasAttribute('hidden')).toBe(true);
  });

  it('shows a message and a retry when the script does not load, and the buttons after the retry', async () => {
    const working = sdkDouble();
    const loadSdk = vi.fn().mockResolvedValueOnce(failure('load-failed')).mockImplementation(working);
    const payment = await renderPayment({ loadSdk: loadSdk as unknown as ReturnType<typeof sdkDouble> });

    await vi.waitFor(() => expect(payment.alert()).toBe('PayPal konnte nicht geladen werden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.'));
    expect(payment.payButton()).toBeNull();
    expect(payment.onFailed).toHaveBeenCalledWith(payment.alert());

    const retry = [...payment.container.querySelectorAll('button')].find((button) => button.textContent === 'Erneut versuchen')!;
    await payment.press(retry);
    await payment.waitForPayButton();
    expect(payment.alert()).toBeNull();
    expect(loadSdk).toHaveBeenCalledTimes(2);
  });

  it('notes a cancelled payment and leaves the button to pay again', async () => {
    const payment = await renderPayment({ loadSdk: sdkDouble('cancel') });
    await payment.press(await payment.waitForPayButton());

    await vi.waitFor(() => expect(payment.status()).toContain('Sie haben die Zahlung bei PayPal abgebrochen.'));
    expect(payment.onCaptured).not.toHaveBeenCalled();
    expect(payment.alert()).toBeNull();
    await vi.waitFor(() => expect(payment.payButton()!.disabled).toBe(false));
  });

  it('says so when PayPal declines the capture, records nothing and lets the shopper try again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const payment = await renderPayment({ loadSdk: sdkDouble('fail-capture') });
    await payment.press(await payment.waitForPayButton());

    await vi.waitFor(() => expect(payment.alert()).toBe('PayPal hat die Zahlung nicht abgeschlossen. Es wurde nichts abgebucht. Bitte versuchen Sie es erneut.'));
    expect(payment.onCaptured).not.toHaveBeenCalled();
    expect(payment.onFailed).toHaveBeenCalledTimes(1);
    expect(payment.payButton()).not.toBeNull();
    expect(warn).toHaveBeenCalled();
  });
});
