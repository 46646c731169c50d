import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { PersonalizationFields } from '../../widgets/shop/PersonalizationFields.tsx';

const fonts = ['Antiqua', 'Englische   Schreibschrift', 'Grotesk\u0000<b>fett</b>'];
const personalization = {
  id: 1,
  displayName: 'Gravur',
  fields: [{ key: 'schriftart', label: 'Schriftart', type: 'select' as const, required: true, options: fonts, maxLength: null }],
};

describe("a personalization's choice, drawn by the build and chosen in the browser", () => {
  it('hands over the very option the shop named, whatever the HTML made of its text', async () => {
    const onChange = vi.fn();
    const fields = <PersonalizationFields personalization={personalization} values={{}} onChange={onChange} />;
    // As a browser gets it: the build's HTML, parsed, then hydrated.
    document.body.innerHTML = `<div id="box">${renderToString(fields)}</div>`;
    const box = document.getElementById('box')!;
    await act(async () => {
      hydrateRoot(box, fields);
    });
    const select = box.querySelector('select')!;
    for (const [index, font] of fonts.entries()) {
      select.value = String(index);
      await act(async () => {
        select.dispatchEvent(new Event('change', { bubbles: true }));
      });
      expect(onChange).toHaveBeenLastCalledWith('schriftart', font);
    }
  });
});
