import { buildSync } from 'esbuild';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Language } from '../../core/languages.ts';
import preactAliases from './preact-aliases.json' with { type: 'json' };
import type { WidgetName } from './widget-specs.ts';

export type Runtime = 'react' | 'preact';

/** What the server bundle (widgets/runtime/server/render-widget.tsx) exports. */
export interface WidgetRenderer {
  rendersItself(name: WidgetName): boolean;
  renderWidget(name: WidgetName, props: Record<string, unknown>, lang: Language): string;
}

const root = fileURLToPath(new URL('../../../', import.meta.url));
const cacheDir = path.join(root, 'node_modules', '.cache', 'widget-server');
const loaded = new Map<Runtime, WidgetRenderer>();
let bundles = 0;

/**
 * The widgets' components, bundled for Node the way the browser gets them (preact's build with
 * preact/compat in React's place), so the HTML the build writes is what that runtime hydrates.
 * Built once per process and runtime (a few hundred ms), synchronously: templates place widgets
 * in synchronous code. `fresh`: built again (the dev server, after a component changed).
 */
export function widgetRenderer(runtime: Runtime, { fresh = false } = {}): WidgetRenderer {
  const ready = loaded.get(runtime);
  if (ready && !fresh) return ready;
  const result = buildSync({
    entryPoints: [path.join(root, 'widgets/runtime/server/render-widget.tsx')],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'cjs',
    target: ['node20'],
    jsx: 'automatic',
    alias: runtime === 'preact' ? preactAliases : {},
    // Packages resolve to the files the browser's bundle takes: one copy of preact, whether a
    // module imports it or (like use-sync-external-store) requires it.
    conditions: ['browser'],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  // Required from a file of its own (a unique name: builds may run side by side), then removed.
  mkdirSync(cacheDir, { recursive: true });
  const file = path.join(cacheDir, `${runtime}-${process.pid}-${++bundles}.cjs`);
  writeFileSync(file, result.outputFiles[0]!.contents);
  try {
    const renderer = createRequire(import.meta.url)(file) as WidgetRenderer;
    loaded.set(runtime, renderer);
    return renderer;
  } finally {
    rmSync(file, { force: true });
  }
}

/**
 * Remembers up to `size` results by key, then starts afresh: widgets rendered with the same props
 * on every page are rendered once, while per-page props (the newsletter's return path) do not pile
 * up for a 30,000-page build.
 */
export function boundedMemo<Value>(size: number) {
  const values = new Map<string, Value>();
  return {
    get(key: string, make: () => Value): Value {
      const known = values.get(key);
      if (known !== undefined) return known;
      if (values.size >= size) values.clear();
      const value = make();
      values.set(key, value);
      return value;
    },
  };
}
