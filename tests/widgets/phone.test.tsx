import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { registry } from '../../widgets/runtime/registry.ts';
import { startWidgets } from '../../widgets/runtime/start.ts';
import { renderPage, waitForState } from './helpers.ts';

const loadMount = () => import('../../widgets/runtime/mount.tsx').then((module) => module.mount);

async function mountPhone(props: Record<string, unknown>) {
  const [placeholder] = renderPage(['phone', props]);
  await act(() => startWidgets(document, registry, loadMount));
  await waitForState(placeholder!, 'mounted');
  return placeholder!;
}

describe('the phone display widget', () => {
  it('shows a German number in international format as a tel: link titled Telefon', async () => {
    const placeholder = await mountPhone({ number: '0761 2021010' });
    const link = placeholder.querySelector('a')!;
    expect(link.textContent).toBe('+49 761 2021010');
    expect(link.getAttribute('href')).toBe('tel:+497612021010');
    expect(link.title).toBe('Telefon');
  });

  it('is plain text when not callable, and reads national numbers of another country', async () => {
    const placeholder = await mountPhone({ number: '01 42 68 53 00', country: 'FR', callable: false });
    expect(placeholder.querySelector('a')).toBeNull();
    expect(placeholder.textContent).toBe('+33 1 42 68 53 00');
  });

  it('shows an unparseable number as entered, with one console line and no error', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const errors = vi.spyOn(console, 'error');
    const placeholder = await mountPhone({ number: '0761 / ABC' });
    expect(placeholder.textContent).toBe('0761 / ABC');
    expect(info).toHaveBeenCalledTimes(1);
    expect(String(info.mock.calls[0]![0])).toContain('"0761 / ABC" is not a valid phone number');
    expect(errors).not.toHaveBeenCalled();
  });
});
