import { resetConsents } from '../store/consents.ts';

/**
 * In the footer: takes the stored consents back, so the banner asks again (consent is revocable).
 * The server's link to the privacy page's cookie section stays for visitors without script; this
 * turns it into a button that reopens the banner, with the focus on its heading.
 */
export function enhance(element: HTMLElement): void {
  const link = element.querySelector('a');
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'link-button';
  button.textContent = link?.textContent ?? '';
  button.addEventListener('click', () => {
    resetConsents();
    document.querySelector<HTMLElement>('.cookie-banner h2')?.focus();
  });
  element.replaceChildren(button);
}
