import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { registry } from '../../widgets/runtime/registry.ts';
import { startWidgets } from '../../widgets/runtime/start.ts';
import { renderPage, waitForState } from './helpers.ts';

const loadMount = () => import('../../widgets/runtime/mount.tsx').then((module) => module.mount);

/** The endpoint double: answers each sign-up with the given reply (or keeps it pending). */
function serveNewsletter(reply: () => Promise<Response>) {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) => reply());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function mountNewsletter() {
  const [placeholder] = renderPage(['newsletter', { endpoint: '/forms/newsletter', returnPath: '/' }]);
  await act(() => startWidgets(document, registry, loadMount));
  await waitForState(placeholder!, 'mounted');
  const input = placeholder!.querySelector<HTMLInputElement>('input[type="email"]')!;
  const form = placeholder!.querySelector('form')!;
  return {
    placeholder: placeholder!,
    input,
    async subscribe(email: string) {
      await act(async () => {
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        setter.call(input, email);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      });
      await act(async () => {
        form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
      });
    },
    text: () => placeholder!.textContent ?? '',
  };
}

const json = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('the newsletter sign-up', () => {
  it('says "Email Adresse fehlt" for an empty field, marks it invalid and sends nothing', async () => {
    const fetchMock = serveNewsletter(() => json(200, { status: 'ok' }));
    const widget = await mountNewsletter();
    await widget.subscribe('   ');
    expect(widget.placeholder.querySelector('[role="alert"]')!.textContent).toBe('Email Adresse fehlt');
    expect(widget.input.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(widget.input);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows "Sendet..." while sending, once per double click, then thanks for subscribing and empties the field', async () => {
    let answer!: (response: Response) => void;
    const fetchMock = serveNewsletter(() => new Promise((resolve) => (answer = resolve)));
    const widget = await mountNewsletter();
    await widget.subscribe('anna@example.org');
    await act(async () => {
      widget.placeholder.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    expect(widget.placeholder.querySelector('[role="status"]')!.textContent).toBe('Sendet...');
    expect(widget.placeholder.querySelector('button')!.disabled).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/forms/newsletter');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({ email: 'anna@example.org', lang: 'de' });
    await act(async () => answer(new Response(JSON.stringify({ status: 'ok' }), { status: 200 })));
    await vi.waitFor(() => expect(widget.placeholder.querySelector('[role="status"]')!.textContent).toBe('Vielen dank fürs Abonnieren! Wir haben Ihnen eine E-Mail geschickt: Bitte bestätigen Sie Ihre Anmeldung über den Link darin.'));
    expect(widget.input.value).toBe('');
    expect(widget.placeholder.querySelector('button')!.disabled).toBe(false);
  });

  it.each([
    [409, { status: 'error', code: 'duplicate' }, 'Zu viele Anmeldeversuche mit dieser Email Adresse'],
    [429, { status: 'error', code: 'too_many_attempts' }, 'Zu viele Anmeldeversuche mit dieser Email Adresse'],
    [500, { status: 'error' }, 'Ein unerwarteter Serverfehler ist aufgetreten'],
    [200, { status: 'maybe' }, 'Ein unerwarteter Serverfehler ist aufgetreten'],
  ])('answers a %i reply with its message, keeping the address', async (status, body, message) => {
    serveNewsletter(() => json(status, body));
    const widget = await mountNewsletter();
    await widget.subscribe('anna@example.org');
    await vi.waitFor(() => expect(widget.placeholder.querySelector('[role="alert"]')!.textContent).toBe(message));
    expect(widget.input.value).toBe('anna@example.org');
    expect(widget.input.hasAttribute('aria-invalid')).toBe(false);
  });

  it('reports a network failure as the unexpected server error', async () => {
    serveNewsletter(() => Promise.reject(new TypeError('Failed to fetch')));
    const widget = await mountNewsletter();
    await widget.subscribe('anna@example.org');
    await vi.waitFor(() => expect(widget.text()).toContain('Ein unerwarteter Serverfehler ist aufgetreten'));
  });
});
