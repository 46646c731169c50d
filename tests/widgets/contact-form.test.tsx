import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { thanksVisitorKey } from '../../widgets/core/forms/thanks-greeting.ts';
import { registry } from '../../widgets/runtime/registry.ts';
import { startWidgets } from '../../widgets/runtime/start.ts';
import { renderPage, waitForState } from './helpers.ts';

const loadMount = () => import('../../widgets/runtime/mount.tsx').then((module) => module.mount);

async function mountContactForm(beforeMount?: () => void) {
  const [placeholder] = renderPage(['contact-form', { endpoint: '/forms/contact' }]);
  beforeMount?.();
  await act(() => startWidgets(document, registry, loadMount));
  await waitForState(placeholder!, 'mounted');
  const field = (id: string) => placeholder!.querySelector<HTMLInputElement & HTMLTextAreaElement>(`#contact-${id}`)!;
  return {
    placeholder: placeholder!,
    field,
    async type(id: 'name' | 'email' | 'message', value: string) {
      await act(async () => {
        const element = field(id);
        const prototype = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
        Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(element, value);
        element.dispatchEvent(new Event('input', { bubbles: true }));
      });
    },
    async tick() {
      await act(async () => field('privacy').click());
    },
    async submit() {
      await act(async () => {
        placeholder!.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
      });
    },
    /** A complete, consented message from `name`, sent. */
    async sendValid(name = 'Anna') {
      await this.type('name', name);
      await this.type('email', 'anna@example.org');
      await this.type('message', 'Hallo');
      await this.tick();
      await this.submit();
    },
  };
}

describe('the contact form', () => {
  it('refuses without consent: the message at the box, aria-invalid, focus on it, nothing sent', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const form = await mountContactForm();
    await form.type('name', 'Anna Berg');
    await form.type('email', 'anna@example.org');
    await form.type('message', 'Ist der Ring noch da?');
    await form.submit();
    const box = form.field('privacy');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Bitte stimmen Sie der Datenschutzerklärung zu, damit wir Ihre Nachricht beantworten können.',
    );
    expect(document.activeElement).toBe(box);
    expect(fetchMock).not.toHaveBeenCalled();
    // Ticking the box takes the message away again.
    await form.tick();
    expect(box.hasAttribute('aria-invalid')).toBe(false);
    expect(form.placeholder.querySelector('.form-error')).toBeNull();
  });

  it('shows every problem at its field and focuses the first invalid field', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const form = await mountContactForm();
    await form.type('email', 'anna@');
    await form.submit();
    expect([...form.placeholder.querySelectorAll('.form-error')].map((element) => element.textContent)).toEqual([
      'Bitte geben Sie Ihren Namen an.',
      'Bitte geben Sie eine gültige E-Mail-Adresse an.',
      'Bitte schreiben Sie uns eine Nachricht.',
      'Bitte stimmen Sie der Datenschutzerklärung zu, damit wir Ihre Nachricht beantworten können.',
    ]);
    expect(document.activeElement).toBe(form.field('name'));
  });

  it('links the privacy statement of the page\'s language', async () => {
    document.documentElement.lang = 'de';
    const form = await mountContactForm();
    expect(form.placeholder.querySelector('label[for="contact-privacy"] a')!.getAttribute('href')).toBe('/datenschutz');
  });

  it('sends once per double click as JSON, then goes to the thanks page, handing name and e-mail over outside its address', async () => {
    let answer!: (response: Response) => void;
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const form = await mountContactForm();
    await form.sendValid('Anna & Ben');
    await form.submit();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(form.placeholder.querySelector('button')!.disabled).toBe(true);
    expect(form.placeholder.querySelector('button')!.textContent).toBe('Wird gesendet …');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({
      name: 'Anna & Ben', email: 'anna@example.org', message: 'Hallo', lang: 'de', privacy: true,
    });
    await act(async () => answer(new Response(JSON.stringify({ status: 'ok' }), { status: 200 })));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/danke'));
    expect(JSON.parse(sessionStorage.getItem(thanksVisitorKey)!)).toEqual({ name: 'Anna & Ben', email: 'anna@example.org' });
    sessionStorage.clear();
  });

  it('on a failed send says so (role=alert) and keeps every input', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('oops', { status: 502 })));
    const form = await mountContactForm();
    await form.sendValid();
    await vi.waitFor(() =>
      expect(form.placeholder.querySelector('[role="alert"]')!.textContent).toBe(
        'Ihre Nachricht konnte nicht gesendet werden. Bitte versuchen Sie es in einigen Minuten noch einmal – Ihre Eingaben bleiben erhalten.',
      ),
    );
    expect([form.field('name').value, form.field('email').value, form.field('message').value, form.field('privacy').checked]).toEqual([
      'Anna', 'anna@example.org', 'Hallo', true,
    ]);
    expect(form.placeholder.querySelector('button')!.disabled).toBe(false);
  });

  it('shows the endpoint\'s field errors from a 400 reply', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ status: 'error', errors: { email: 'invalid' } }), { status: 400 })));
    const form = await mountContactForm();
    await form.sendValid();
    await vi.waitFor(() => expect(form.field('email').getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(form.field('email'));
  });

  it('keeps what was typed into the build\'s form before the widget hydrated, and sends it', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response('oops', { status: 502 }));
    vi.stubGlobal('fetch', fetchMock);
    const form = await mountContactForm(() => {
      (document.getElementById('contact-name') as HTMLInputElement).value = 'Früh getippt';
      (document.getElementById('contact-privacy') as HTMLInputElement).checked = true;
    });
    expect(form.field('name').value).toBe('Früh getippt');
    expect(form.field('privacy').checked).toBe(true);
    // Held by the widget itself, not only shown: the send carries both.
    await form.type('email', 'frueh@example.org');
    await form.type('message', 'Hallo');
    await form.submit();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toMatchObject({ name: 'Früh getippt', privacy: true });
  });

  it('keeps the focus in the field the visitor was typing in when the widget hydrated', async () => {
    const form = await mountContactForm(() => {
      const message = document.getElementById('contact-message') as HTMLTextAreaElement;
      message.focus();
      message.value = 'Halb geschrieb';
    });
    expect(document.activeElement).toBe(form.field('message'));
    expect(form.field('message').value).toBe('Halb geschrieb');
  });
});

describe('the thanks greeting', () => {
  async function mountGreeting(search: string, handedOver?: unknown) {
    window.history.replaceState(null, '', `/danke${search}`);
    sessionStorage.clear();
    if (handedOver !== undefined) sessionStorage.setItem(thanksVisitorKey, JSON.stringify(handedOver));
    const [placeholder] = renderPage(['thanks-greeting', {}]);
    await act(() => startWidgets(document, registry, loadMount));
    await waitForState(placeholder!, 'mounted');
    return placeholder!.textContent;
  }

  it('names the visitor and the address the contact form handed over, escaped as text, and uses the handover once', async () => {
    expect(await mountGreeting('', { name: '<b>Anna</b>', email: 'anna@example.org' })).toBe(
      'Vielen Dank, <b>Anna</b>! Wir antworten Ihnen an anna@example.org.',
    );
    expect(document.querySelector('b')).toBeNull();
    expect(sessionStorage.getItem(thanksVisitorKey)).toBeNull();
  });

  it('reads no name or e-mail from a crafted address', async () => {
    expect(await mountGreeting('?name=Mallory&email=mallory%40example.org')).toBe('Vielen Dank für Ihre Nachricht!');
  });

  it('is the plain greeting on a direct visit', async () => {
    expect(await mountGreeting('')).toBe('Vielen Dank für Ihre Nachricht!');
  });
});
