import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { writeLargeDemo } from '../../site/_content/demo-catalog/large-catalog.ts';
import { demoDirectory } from './large-demo.ts';
import type { BenchRow } from './verdicts.ts';

/**
 * Build time (wall) and peak memory (the child's maximum resident set, from GNU time) of
 * `node build.mjs`, for the demo and for generated catalogs of 1,000 and 10,000 products in three
 * languages. Budget (issue 12): 10,000 products under 60 s and under 1.5 GB on this 2-core machine.
 */
export interface BuildRun {
  label: string;
  out: string;
  seconds: number;
  peakMb: number | null;
  pages: number | null;
  /** The site search index's own time, as the build states it ("Search index (Pagefind): … pages in 38.12 s"); it runs beside the link check. */
  searchIndexSeconds?: number | null;
}

export interface BuildOptions {
  out: string;
  runtime?: 'react' | 'preact';
  products?: number;
  /** Without the site search's index (SEARCH_INDEX=off), to measure what the index adds. */
  withoutSearchIndex?: boolean;
}

const gnuTime = '/usr/bin/time';

/** The figures of a build are kept beside its output, so BENCH_REUSE_BUILDS can report them again. */
const figuresOf = (out: string) => `${out.replace(/\/+$/, '')}.build.json`;

/** An earlier build of the same output, when asked to reuse it; its figures if they were kept. */
export async function reusedBuild(label: string, out: string): Promise<BuildRun | null> {
  if (!existsSync(path.join(out, 'index.html'))) return null;
  const kept = await readFile(figuresOf(out), 'utf8').then((text) => JSON.parse(text) as BuildRun, () => null);
  return kept ?? { label, out, seconds: NaN, peakMb: null, pages: null };
}

export async function timedBuild(label: string, options: BuildOptions): Promise<BuildRun> {
  const run = await buildOnce(label, options);
  await writeFile(figuresOf(options.out), JSON.stringify(run));
  return run;
}

async function buildOnce(label: string, options: BuildOptions): Promise<BuildRun> {
  let contentDir: string | undefined;
  if (options.products) {
    contentDir = await mkdtemp(path.join(os.tmpdir(), `bench-demo-${options.products}-`));
    await writeLargeDemo(demoDirectory, contentDir, { count: options.products, seed: 1 });
  }
  const args = ['build.mjs', `--runtime=${options.runtime ?? 'react'}`, `--out=${options.out}`];
  const withTime = existsSync(gnuTime);
  const started = performance.now();
  const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(withTime ? gnuTime : process.execPath, withTime ? ['-v', process.execPath, ...args] : args, {
      env: { ...process.env, ...(contentDir ? { DEMO_CONTENT_DIR: contentDir } : {}), ...(options.withoutSearchIndex ? { SEARCH_INDEX: 'off' } : {}) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let text = '';
    child.stdout.on('data', (chunk) => (text += chunk));
    child.stderr.on('data', (chunk) => (text += chunk));
    child.on('close', (exitCode) => resolve({ code: exitCode, output: text }));
  });
  const seconds = (performance.now() - started) / 1000;
  if (contentDir) await rm(contentDir, { recursive: true, force: true });
  if (code !== 0) throw new Error(`${label}: the build failed (exit ${code}):\n${output.slice(-3000)}`);
  const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(output);
  const pages = /Built (\d+) pages/.exec(output);
  const searchIndex = /Search index \(Pagefind\):.*? pages in (\d+(?:\.\d+)?) s/.exec(output);
  return {
    label,
    out: options.out,
    seconds,
    peakMb: rss ? Number(rss[1]) / 1024 : null,
    pages: pages ? Number(pages[1]) : null,
    searchIndexSeconds: searchIndex ? Number(searchIndex[1]) : null,
  };
}

/** The build the budgets judge; the same catalog built without the search index only says what the index adds. */
export const largeCatalogBuild = '10,000 products × 3 languages';
export const largeCatalogWithoutSearch = '10,000 products × 3 languages, without the search index';

export function buildRows(runs: BuildRun[]): BenchRow[] {
  return runs.flatMap((run) => {
    const judged = run.label === largeCatalogBuild;
    const note = Number.isNaN(run.seconds) ? 'reused build, not timed' : run.pages ? `${run.pages.toLocaleString('en')} pages` : undefined;
    return [
      { group: 'build', what: `${run.label}: wall time`, value: run.seconds, unit: 's', budget: judged ? { max: 60 } : null, note },
      { group: 'build', what: `${run.label}: peak memory`, value: run.peakMb, unit: 'MB', budget: judged ? { max: 1536 } : null },
    ];
  });
}
