import { describe, expect, it } from 'vitest';
import { forgetSameOnEveryPage, sameOnEveryPage } from '../../site/_includes/partials/same-on-every-page.ts';

describe('markup made once per run and language', () => {
  it('is made once per part and language, and again after a new run starts (the dev server reads new content)', () => {
    forgetSameOnEveryPage();
    let made = 0;
    const make = (label: string) => () => `${label} ${++made}`;
    expect(sameOnEveryPage('footer', 'de', make('footer de'))).toBe('footer de 1');
    expect(sameOnEveryPage('footer', 'de', make('footer de'))).toBe('footer de 1');
    expect(sameOnEveryPage('footer', 'en', make('footer en'))).toBe('footer en 2');
    expect(sameOnEveryPage('header', 'de', make('header de'))).toBe('header de 3');
    forgetSameOnEveryPage();
    expect(sameOnEveryPage('footer', 'de', make('footer de'))).toBe('footer de 4');
  });
});
