import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error Eleventy ships no types
import Eleventy from '@11ty/eleventy';

/** Builds a site of these templates (file name → source) with the project's Eleventy configuration. */
async function buildTemplates(templates: Record<string, string>) {
  const input = await mkdtemp(path.join(tmpdir(), 'site-input-'));
  const output = await mkdtemp(path.join(tmpdir(), 'site-output-'));
  for (const [fileName, source] of Object.entries(templates)) await writeFile(path.join(input, fileName), source);
  const eleventy = new Eleventy(input, output, { configPath: '.eleventy.js', quietMode: true });
  cleanups.push(() => rm(input, { recursive: true, force: true }), () => rm(output, { recursive: true, force: true }));
  await eleventy.write();
  return { input, output };
}

/** Eleventy wraps a template's error ("Having trouble rendering…"); the editor sees the whole chain. */
async function buildError(fileName: string, source: string): Promise<string> {
  try {
    await buildTemplates({ [fileName]: source });
  } catch (error) {
    const messages: string[] = [];
    for (let current: unknown = error; current instanceof Error; current = current.cause ?? (current as { originalError?: unknown }).originalError) {
      messages.push(current.message);
    }
    return messages.join('\n');
  }
  throw new Error('the build succeeded');
}

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

// An Eleventy build takes seconds, more on a busy machine: the templates that build share one; a
// build stops at its first error, so each failing template has its own.
describe('the widget shortcode in an Eleventy build', { timeout: 30_000 }, () => {
  let output: string;
  beforeAll(async () => {
    ({ output } = await buildTemplates({
      'page.njk': '{% widget "cart-icon", { cartPath: "/shop/warenkorb", label: "Warenkorb ({count})" } %}',
      'en-page.njk': '---\npermalink: /en/test/index.html\n---\n{{ "cart.add" | t }}',
    }));
  }, 30_000);

  it('renders a placeholder from a Nunjucks template', async () => {
    const html = await readFile(path.join(output, 'page', 'index.html'), 'utf8');
    expect(html).toContain('data-widget="cart-icon"');
    expect(html).toContain(`data-props='{"cartPath":"/shop/warenkorb","label":"Warenkorb ({count})"}'`);
  });

  it('fails the build for an unknown widget, naming the template', async () => {
    const message = await buildError('broken-page.njk', '<h1>Hallo</h1>\n{% widget "cart-icno", {} %}');
    expect(message).toMatch(/broken-page\.njk: widget "cart-icno": unknown widget/);
  });

  it('translates with the t filter in the page language', async () => {
    expect(await readFile(path.join(output, 'en', 'test', 'index.html'), 'utf8')).toBe('Add to cart');
  });

  it('fails the build for a missing translation key', async () => {
    const message = await buildError('typo.njk', '{{ "cart.ad" | t }}');
    expect(message).toMatch(/typo\.njk: no "de" translation for "cart\.ad"/);
  });
});

describe('the widget gallery', () => {
  // That the production build leaves it out is checked on the builds themselves (tests/e2e/shell.spec.ts).
  // The gallery's template alone, with the site's data and layouts (its folder is the input's):
  // a whole-site build to read one page took three times as long.
  const outputs: string[] = [];
  afterAll(() => Promise.all(outputs.map((output) => rm(output, { recursive: true, force: true }))));

  async function buildSite(input: string, buildOptions: object) {
    const output = await mkdtemp(path.join(tmpdir(), 'site-output-'));
    outputs.push(output);
    await new Eleventy(input, output, {
      configPath: '.eleventy.js',
      quietMode: true,
      // As build.mjs hands over its options.
      config: (eleventyConfig: { addGlobalData(name: string, value: unknown): void }) => eleventyConfig.addGlobalData('build', buildOptions),
    }).write();
    return output;
  }

  it('mounts every widget alone with its sample props in the dev build', async () => {
    const output = await buildSite('site/gallery.11ty.ts', { dev: true });
    const gallery = await readFile(path.join(output, '_gallery', 'index.html'), 'utf8');
    for (const name of ['header-menu', 'cart-icon', 'add-to-cart', 'cookie-banner', 'consent-manager', 'rating-box', 'phone']) {
      expect(gallery).toContain(`data-widget="${name}" data-hydrate="eager"`);
    }
    // Each widget once: the gallery has none of the site's shell, whose header and cookie banner would repeat some.
    // In the markup, not in the head's inline script (whose code names the banner's placeholder).
    const markup = gallery.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
    const placeholders = [...markup.matchAll(/data-widget="([\w-]+)"/g)].map((match) => match[1]);
    expect(placeholders.length).toBeGreaterThan(10);
    expect(placeholders).toEqual([...new Set(placeholders)]);
  }, 60_000);
});
