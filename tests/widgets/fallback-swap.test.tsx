import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { holdInput } from '../../widgets/runtime/held-input.ts';
import { mount } from '../../widgets/runtime/mount.tsx';

function Loading() {
  return <p className="widget-content">Lädt …</p>;
}

describe("a template's fallback HTML while a widget that does not render itself mounts", () => {
  it('gives way to the widget at its first commit, in one step', async () => {
    document.body.innerHTML = '<div data-widget="late"><p class="server">Vorgerendert</p></div>';
    const element = document.querySelector<HTMLElement>('[data-widget]')!;
    await act(() => mount(element, 'late', Loading, {}, holdInput(element)));
    expect(element.querySelector('.server')).toBeNull();
    expect(element.querySelector('.widget-content')?.textContent).toBe('Lädt …');
    expect(element.dataset.widgetState).toBe('mounted');
  });
});
