import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeCmsHtml } from '../../widgets/content/build/sanitize.ts';
import { withModuleInChromium } from '../support/chromium-bundle.ts';

/**
 * The live shop sanitizes descriptions in the browser with DOMPurify; the static shop's were
 * sanitized by the build (sanitize-html). A visitor must get the same safe HTML from both.
 * DOMPurify runs in real Chromium here: happy-dom's parser unwraps the first element it is given.
 */

const entry = fileURLToPath(new URL('../../widgets/content/shop/sanitize-live.ts', import.meta.url));
const demo = (collection: string) => new URL(`../../site/_content/demo/${collection}.json`, import.meta.url);

let sanitizeAll: (inputs: string[], contentUrl?: string) => Promise<string[]>;
let finish: () => void;
let closed: Promise<unknown>;

beforeAll(async () => {
  // One browser for the whole file: the page stays open until afterAll.
  let ready!: (page: Page) => void;
  const pageReady = new Promise<Page>((resolve) => (ready = resolve));
  const done = new Promise<void>((resolve) => (finish = resolve));
  closed = withModuleInChromium(entry, 'sanitizeLive', async (page) => {
    ready(page);
    await done;
  });
  const page = await Promise.race([pageReady, closed.then(() => Promise.reject(new Error('Chromium closed early')))]);
  sanitizeAll = (inputs, contentUrl) =>
    page.evaluate(
      ([html, base]) => html.map((entry) => (window as unknown as { sanitizeLive: { sanitizeLiveHtml(html: string, contentUrl?: string): string } }).sanitizeLive.sanitizeLiveHtml(entry, base)),
      [inputs, contentUrl] as const,
    );
}, 60_000);
afterAll(async () => {
  finish?.();
  await closed;
});

const sanitize = async (html: string) => (await sanitizeAll([html]))[0];

describe('the live shop\'s sanitizer (DOMPurify, in Chromium)', () => {
  it('removes scripts, handlers, styles, frames and javascript: links, keeping the text', async () => {
    const html =
      '<p onclick="steal()" style="color:red" class="x">Gold<script>alert(1)</script></p>' +
      '<iframe src="https://evil.example"></iframe><a href="javascript:alert(1)">Link</a>' +
      '<img src="x" onerror="alert(1)"><svg><circle/></svg><style>p{}</style>';
    expect(await sanitize(html)).toBe('<p>Gold</p>Link');
  });

  it('opens external links in a new tab with the spec\'s rel, keeps internal and mail links', async () => {
    expect(await sanitize('<a href="https://www.rolex.com/uhren">Rolex</a>')).toBe(
      '<a href="https://www.rolex.com/uhren" target="_blank" rel="nofollow noopener noreferrer external">Rolex</a>',
    );
    expect(await sanitize('<a href="/kontakt" target="_top">Kontakt</a> <a href="mailto:info@example.de">Mail</a>')).toBe(
      '<a href="/kontakt">Kontakt</a> <a href="mailto:info@example.de">Mail</a>',
    );
  });

  it('keeps the page outline: h1 becomes h2, h5 and h6 become h4', async () => {
    const html = '<h1 id="a">Titel</h1><h5 id="b">Klein</h5><h6>Kleiner</h6>';
    expect(await sanitize(html)).toBe('<h2 id="a">Titel</h2><h4 id="b">Klein</h4><h4>Kleiner</h4>');
    expect(await sanitize(html)).toBe(sanitizeCmsHtml(html));
  });

  it("shows only the content service's own images, which the page's CSP allows, and leaves others out with their alt text", async () => {
    const [html] = await sanitizeAll(
      [
        '<p><img src="/assets/3f2a-91?width=600" alt="Ring"> <img src="https://cms.example.org/directus/assets/77b0" alt="Etui">' +
          ' <a href="/marken"><img src="https://tracker.example/pixel.jpg" alt="Marken"></a></p>',
      ],
      'https://cms.example.org/directus',
    );
    expect(html).toBe(
      '<p><img src="https://cms.example.org/directus/assets/3f2a-91?width=600" alt="Ring"> <img src="https://cms.example.org/directus/assets/77b0" alt="Etui"> <a href="/marken">Marken</a></p>',
    );
  });

  it('gives the build\'s result for every description of the demo shop', async () => {
    const items = [
      ...(JSON.parse(await readFile(demo('ecommerce_product'), 'utf8')) as Array<{ description?: unknown }>),
      ...(JSON.parse(await readFile(demo('ecommerce_manufacturer'), 'utf8')) as Array<{ description?: unknown }>),
    ];
    const descriptions = items.map((item) => item.description).filter((html): html is string => typeof html === 'string' && html !== '');
    expect(descriptions.length).toBeGreaterThan(100);
    const live = await sanitizeAll(descriptions);
    descriptions.forEach((html, index) => expect(live[index], html).toBe(sanitizeCmsHtml(html)));
  });
});
