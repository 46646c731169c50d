import { act, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { holdInput } from '../../widgets/runtime/held-input.ts';
import { mount } from '../../widgets/runtime/mount.tsx';

/** The widget's own render of a small sign-up box, as the server HTML below shows it before. */
function SignUp() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button type="button" aria-label="Menü öffnen" aria-expanded={open} onClick={() => setOpen(!open)}>
        ≡
      </button>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setSent(email);
        }}
      >
        <input id="signup-email" name="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        <button type="submit">Abonnieren</button>
      </form>
      <p className="sent">{sent === null ? '' : `Gesendet: ${sent}`}</p>
    </div>
  );
}

const serverHtml =
  '<details><summary>Menü</summary></details>' +
  '<form action="/forms/newsletter" method="post"><input id="signup-email" name="email"><button type="submit">Abonnieren</button></form>';

function placeholder(): HTMLElement {
  document.body.innerHTML = `<div data-widget="sign-up">${serverHtml}</div>`;
  return document.querySelector<HTMLElement>('[data-widget]')!;
}

describe('a widget taking over its server HTML', () => {
  it('keeps what the visitor typed and where the caret was', async () => {
    const element = placeholder();
    const held = holdInput(element);
    const field = element.querySelector('input')!;
    field.focus();
    field.value = 'anna@example.org';
    field.setSelectionRange(4, 4);
    await act(() => mount(element, 'sign-up', SignUp, {}, held));
    const next = element.querySelector<HTMLInputElement>('.widget__root input')!;
    expect(next).not.toBe(field);
    expect(next.value).toBe('anna@example.org');
    expect(document.activeElement).toBe(next);
    expect(next.selectionStart).toBe(4);
  });

  it('hands the press that woke it to its own button, once', async () => {
    const element = placeholder();
    const held = holdInput(element);
    const summary = element.querySelector('summary')!;
    summary.click();
    summary.click();
    expect(element.querySelector('details')!.open).toBe(false);
    await act(() => mount(element, 'sign-up', SignUp, {}, held));
    expect(element.querySelector('button[aria-label="Menü öffnen"]')!.getAttribute('aria-expanded')).toBe('true');
  });

  it('sends a form submitted before it was ready, with the typed value', async () => {
    const element = placeholder();
    const held = holdInput(element);
    element.querySelector('input')!.value = 'ben@example.org';
    element.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await act(() => mount(element, 'sign-up', SignUp, {}, held));
    expect(element.querySelector('.sent')!.textContent).toBe('Gesendet: ben@example.org');
  });

  it('waits for a press under way to end before it takes over, so the press is answered, not lost', async () => {
    const element = placeholder();
    const held = holdInput(element);
    const summary = element.querySelector('summary')!;
    summary.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await act(() => mount(element, 'sign-up', SignUp, {}, held));
    // The button is still down: the server HTML stays where the pointer is.
    expect(element.querySelector('summary')).toBe(summary);
    summary.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
    await act(async () => {
      summary.click();
      // The takeover follows the click in a task of its own.
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(element.querySelector('button[aria-label="Menü öffnen"]')!.getAttribute('aria-expanded')).toBe('true');
  });
});
