import { act, useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { holdInput } from '../../widgets/runtime/held-input.ts';
import { mount } from '../../widgets/runtime/mount.tsx';
import { useKeepServerHtml } from '../../widgets/ui/server-html.ts';

/** A widget whose content arrives later; it asks to keep the server HTML until then when `keep` is set. */
function LateContent({ keep, arrive }: { keep: boolean; arrive: Promise<void> }) {
  const release = useKeepServerHtml(keep);
  const [here, setHere] = useState(false);
  useEffect(() => {
    void arrive.then(() => setHere(true));
  }, [arrive]);
  useEffect(() => {
    if (here) release();
  }, [here, release]);
  return <p className="widget-content">{here ? 'Alle Produkte' : 'Lädt …'}</p>;
}

function placeholder(): HTMLElement {
  document.body.innerHTML = '<div data-widget="late"><p class="server">Vorgerendert</p></div>';
  return document.querySelector<HTMLElement>('[data-widget]')!;
}

function later() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('the server HTML while a widget mounts', () => {
  it('stays on show until a widget that asked to keep it has its content, then gives way at once', async () => {
    const element = placeholder();
    const arrival = later();
    await act(() => mount(element, 'late', LateContent, { keep: true, arrive: arrival.promise }, holdInput(element)));
    expect(element.querySelector('.server')?.textContent).toBe('Vorgerendert');
    expect(element.querySelector('.widget-content')).toBeNull();
    expect(element.dataset.widgetState).not.toBe('mounted');

    await act(async () => arrival.resolve());
    expect(element.querySelector('.server')).toBeNull();
    expect(element.querySelector('.widget-content')?.textContent).toBe('Alle Produkte');
    expect(element.dataset.widgetState).toBe('mounted');
  });

  it('gives way at the first commit for a widget that did not ask', async () => {
    const element = placeholder();
    await act(() => mount(element, 'late', LateContent, { keep: false, arrive: new Promise(() => {}) }, holdInput(element)));
    expect(element.querySelector('.server')).toBeNull();
    expect(element.querySelector('.widget-content')?.textContent).toBe('Lädt …');
    expect(element.dataset.widgetState).toBe('mounted');
  });
});
