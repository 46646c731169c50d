import { act } from 'react';
import type { PayPalButtonsComponent, PayPalButtonsComponentOptions } from '@paypal/paypal-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, success, type Result } from '../../widgets/core/result.ts';
import { PaypalPayment, type PaypalOutcome } from '../../widgets/checkout/payments/PaypalPayment.tsx';
import type { PaypalButtonsFactory } from '../../widgets/checkout/payments/paypal-sdk.ts';
import { render } from './product-form-helpers.tsx';

/**
 * The PayPal part rendered alone. PayPal's buttons are stood in for by one "PayPal" button that
 * runs the flow of PayPal's popup: createOrder, then the shopper's approval (onApprove) or their
 * cancel (onCancel); a createOrder that rejects goes to onError, as in PayPal's SDK.
 */
function buttonsDouble(ending: 'approve' | 'cancel' = 'approve'): PaypalButtonsFactory {
  return (options: PayPalButtonsComponentOptions) =>
    ({
      isEligible: () => true,
      render: async (container: HTMLElement | string) => {
        const host = container as HTMLElement;
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = 'PayPal';
        button.addEventListener('click', async () => {
          try {
            const orderID = await options.createOrder!({ paymentSource: 'paypal' } as never, {} as never);
            if (ending === 'cancel') options.onCancel?.({ orderID }, {} as never);
            else await options.onApprove!({ orderID, payerID: 'PAYER-1' } as never, {} as never);
          } catch (error) {
            options.onError?.(error as Record<string, unknown>);
          }
        });
        host.append(button);
      },
      close: async () => {},
      updateProps: async () => {},
      hasReturned: () => false,
      resume: () => {},
    }) as unknown as PayPalButtonsComponent;
}

const loaded = (ending?: 'approve' | 'cancel') => vi.fn(async () => success(buttonsDouble(ending)));

afterEach(() => vi.restoreAllMocks());

async function renderPayment(options: { loadSdk: ReturnType<typeof loaded>; opened?: Result<string>; outcome?: PaypalOutcome }) {
  const createOrder = vi.fn(async () => options.opened ?? success('PAYPAL-ORDER-7'));
  const onApproved = vi.fn(async (_paypalOrderId: string) => options.outcome ?? ('paid' as PaypalOutcome));
  const onFailed = vi.fn();
  const container = await render(
    <PaypalPayment clientId="test-client" sdkUrl="https://paypal.test/sdk/js" orderNumber="2026-0042" createOrder={createOrder} onApproved={onApproved} onFailed={onFailed} loadSdk={options.loadSdk} />,
  );
  const payButton = () => [...container.querySelectorAll('button')].find((button) => button.textContent === 'PayPal') ?? null;
  return {
    container,
    createOrder,
    onApproved,
    onFailed,
    payButton,
    buttonsHidden: () => container.querySelector('.paypal-payment__buttons')!.hasAttribute('hidden'),
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
  it('has the shop open PayPal’s order, hands PayPal’s order id on for the capture, and shows it paid', async () => {
    const payment = await renderPayment({ loadSdk: loaded() });
    await payment.press(await payment.waitForPayButton());

    await vi.waitFor(() => expect(payment.status()).toBe('Vielen Dank! Ihre Zahlung mit PayPal ist eingegangen.'));
    expect(payment.createOrder).toHaveBeenCalledTimes(1);
    expect(payment.onApproved).toHaveBeenCalledWith('PAYPAL-ORDER-7');
    // Paid: nothing left to press a second time.
    expect(payment.buttonsHidden()).toBe(true);
  });

  it('says PayPal is still reviewing a pending payment and offers no second payment', async () => {
    const payment = await renderPayment({ loadSdk: loaded(), outcome: 'pending' });
    await payment.press(await payment.waitForPayButton());

    await vi.waitFor(() => expect(payment.status()).toBe('PayPal prüft Ihre Zahlung noch. Sie erhalten eine E-Mail, sobald PayPal sie bestätigt hat; bitte zahlen Sie nicht erneut.'));
    expect(payment.buttonsHidden()).toBe(true);
  });

  it('tells the shopper not to pay again when the payment could not be confirmed', async () => {
    const payment = await renderPayment({ loadSdk: loaded(), outcome: 'unconfirmed' });
    await payment.press(await payment.waitForPayButton());

    await vi.waitFor(() => expect(payment.status()).toContain('Bitte zahlen Sie nicht erneut'));
    expect(payment.status()).toContain('2026-0042');
    expect(payment.buttonsHidden()).toBe(true);
  });

  it('says so when PayPal declines the funding source and leaves the button to pay again', async () => {
    const payment = await renderPayment({ loadSdk: loaded(), outcome: 'declined' });
    await payment.press(await payment.waitForPayButton());

    await vi.waitFor(() => expect(payment.alert()).toBe('PayPal hat die gewählte Zahlungsquelle abgelehnt. Es wurde nichts abgebucht. Bitte bezahlen Sie erneut und wählen Sie bei PayPal eine andere Zahlungsquelle.'));
    expect(payment.onFailed).toHaveBeenCalledTimes(1);
    expect(payment.buttonsHidden()).toBe(false);
  });

  it('when the shop cannot open PayPal’s order, says the payment did not go through and captures nothing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const payment = await renderPayment({ loadSdk: loaded(), opened: failure('Could not create PayPal order') });
    await payment.press(await payment.waitForPayButton());

    await vi.waitFor(() => expect(payment.alert()).toBe('PayPal hat die Zahlung nicht abgeschlossen. Es wurde nichts abgebucht. Bitte versuchen Sie es erneut.'));
    expect(payment.onApproved).not.toHaveBeenCalled();
    expect(payment.payButton()).not.toBeNull();
  });

  it('shows a message and a retry when the script does not load, and the buttons after the retry', async () => {
    const working = loaded();
    const loadSdk = vi.fn().mockResolvedValueOnce(failure('load-failed')).mockImplementation(working);
    const payment = await renderPayment({ loadSdk: loadSdk as unknown as ReturnType<typeof loaded> });

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
    const payment = await renderPayment({ loadSdk: loaded('cancel') });
    await payment.press(await payment.waitForPayButton());

    await vi.waitFor(() => expect(payment.status()).toContain('Sie haben die Zahlung bei PayPal abgebrochen.'));
    expect(payment.onApproved).not.toHaveBeenCalled();
    expect(payment.alert()).toBeNull();
  });
});
