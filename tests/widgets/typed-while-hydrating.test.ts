import { describe, expect, it } from 'vitest';
import { latestTyping, typedBeforeHydration, watchTyping } from '../../widgets/runtime/typed-before-hydration.ts';

/**
 * A hydration as a transition takes several tasks; what the visitor changes in a field meanwhile
 * must reach the component after the commit like what was typed before it (widgets/runtime/mount.tsx).
 */
function form() {
  document.body.innerHTML = `<div id="widget">
    <select id="font"><option value="" selected>Bitte wählen</option><option value="1">Englische Schreibschrift</option></select>
    <input id="engraving" type="text" value="">
  </div><input id="outside" type="text" value="">`;
  const root = document.getElementById('widget')!;
  const field = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
  return { root, font: field<HTMLSelectElement>('font'), engraving: field<HTMLInputElement>('engraving'), outside: field<HTMLInputElement>('outside') };
}

const change = (field: HTMLInputElement | HTMLSelectElement, value: string) => {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
};

describe('fields changed while a widget hydrates', () => {
  it('are kept with their last values, those changed before too, the later value winning', () => {
    const { root, font, engraving, outside } = form();
    change(engraving, 'Anna');
    const before = typedBeforeHydration(root);
    const stop = watchTyping(root);
    change(font, '1');
    change(engraving, 'Anna 12.06.2026');
    change(outside, 'not this widget');
    const during = stop();
    const replay = latestTyping(before, during);
    expect(replay.map(({ field, value }) => [field.id, value]).sort()).toEqual([
      ['engraving', 'Anna 12.06.2026'],
      ['font', '1'],
    ]);
  });

  it('stop being watched at the commit: a later change is the component\'s own', () => {
    const { root, font } = form();
    const stop = watchTyping(root);
    expect(stop()).toEqual([]);
    change(font, '1');
    expect(stop()).toEqual([]);
  });
});
