import { act, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, vi } from 'vitest';
import { createOrderService } from '../../widgets/content/order-service.ts';
import { loadTranslations } from '../../widgets/i18n/index.ts';

/**
 * The product forms are parts of the shop widget, not widgets of their own: the tests render them
 * alone, with the real order-service client on a fetch double.
 */
let root: Root | null = null;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

export async function render(element: ReactElement): Promise<HTMLElement> {
  await loadTranslations('de');
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(element));
  return container;
}

/** An order service whose replies come from `reply` (or stay pending until `answer` is called). */
export function orderServiceDouble(reply?: () => Promise<Response>) {
  let answer: (response: Response) => void = () => {};
  const fetchImpl = vi.fn(
    (_url: string, _init?: RequestInit) => reply?.() ?? new Promise<Response>((resolve) => (answer = resolve)),
  );
  return {
    orderService: createOrderService({ baseUrl: '', project: 'juwelier-albrecht.de', fetchImpl: fetchImpl as unknown as typeof fetch }),
    fetchImpl,
    sentBodies: () => fetchImpl.mock.calls.map(([, init]) => JSON.parse(String(init!.body)) as Record<string, unknown>),
    answer: (response: Response) => act(async () => answer(response)),
  };
}

export const jsonReply = (body: unknown, status = 200) => () => Promise.resolve(new Response(JSON.stringify(body), { status }));

export async function type(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  await act(async () => {
    const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export async function submit(container: HTMLElement) {
  await act(async () => {
    container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
}

/** The form control a visible label names. */
export function field<T extends HTMLElement = HTMLInputElement>(container: HTMLElement, labelText: string): T {
  const label = [...container.querySelectorAll('label')].find((candidate) => candidate.textContent?.replace(/\s*\*$/, '').trim() === labelText);
  if (!label) throw new Error(`no field labelled "${labelText}"`);
  return container.querySelector<T>(`#${CSS.escape(label.htmlFor)}`)!;
}

/** The message a field's aria-describedby points at. */
export function messageOf(container: HTMLElement, control: Element): string | null {
  const id = control.getAttribute('aria-describedby');
  return id ? (container.querySelector(`#${CSS.escape(id)}`)?.textContent ?? null) : null;
}
