import { describe, expect, it } from 'vitest';
import { pageLoadCommands, routeChangeCommands } from '../../widgets/core/analytics/matomo.ts';
import { trackedUrl } from '../../widgets/core/analytics/tracked-url.ts';

describe('the address analytics hears of', () => {
  it('keeps no typed value: other parameters keep their name only, fragments and credentials go', () => {
    expect(trackedUrl('https://shop.example/danke?name=Anna%20Berg&email=anna%40example.org#top')).toBe('https://shop.example/danke?name&email');
    expect(trackedUrl('https://jo:secret@shop.example/kontakt?q=Ring+f%C3%BCr+Anna')).toBe('https://shop.example/kontakt?q');
    expect(trackedUrl('https://shop.example/?visit-react-1')).toBe('https://shop.example/?visit-react-1');
  });

  it("keeps the shop's own filter parameters with their values", () => {
    expect(trackedUrl('https://shop.example/shop?category=uhren&manufacturer=junghans%2Cnomos&attr.12=Gold&price_min=100&sort=price_asc&page=2&utm_source=mail')).toBe(
      'https://shop.example/shop?category=uhren&manufacturer=junghans%2Cnomos&attr.12=Gold&price_min=100&sort=price_asc&page=2&utm_source',
    );
  });

  it('drops a parameter whose name could be typed text, and answers nothing for no address', () => {
    expect(trackedUrl('https://shop.example/danke?anna%40example.org')).toBe('https://shop.example/danke');
    expect(trackedUrl('')).toBe('');
  });

  it('is what the page view and a route change send, address and referrer alike', () => {
    expect(pageLoadCommands({ url: 'https://shop.example/danke?email=a%40b.de', referrer: 'https://shop.example/kontakt?name=Jo' })).toEqual([
      ['setCustomUrl', 'https://shop.example/danke?email'],
      ['setReferrerUrl', 'https://shop.example/kontakt?name'],
      ['trackPageView'],
    ]);
    expect(routeChangeCommands({ url: 'https://shop.example/shop/ring?email=a%40b.de', title: 'Ring' }, 'https://shop.example/shop?tag=gold&email=a%40b.de')).toEqual([
      ['setReferrerUrl', 'https://shop.example/shop?tag=gold&email'],
      ['setCustomUrl', 'https://shop.example/shop/ring?email'],
      ['setDocumentTitle', 'Ring'],
      ['trackPageView'],
    ]);
  });
});
