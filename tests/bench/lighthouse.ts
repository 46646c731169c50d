import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromiumFlags, chromiumPath, pageTypes, type PageType } from './browser.ts';
import { median, type BenchRow } from './verdicts.ts';

/**
 * Lighthouse 13 (the devDependency, mobile preset: its default), run as its CLI against
 * Debian's Chromium with the browser tests' flags. Each page type and runtime is run
 * `runs` times; the median is judged. Lighthouse's benchmarkIndex (how fast this machine
 * was at that moment) stands beside each figure, so a run on a busy machine is visible as such.
 */
interface LighthouseRun {
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  benchmarkIndex: number;
}

export interface LighthouseResult {
  runtime: string;
  type: PageType;
  runs: LighthouseRun[];
  error?: string;
}

/** The CLI of the installed devDependency; LIGHTHOUSE_BIN points elsewhere when needed. */
function lighthouseBin(): string | null {
  const candidates = [process.env.LIGHTHOUSE_BIN, path.resolve('node_modules/.bin/lighthouse')].filter((entry): entry is string => Boolean(entry));
  return candidates.find((candidate) => existsSync(candidate)) ?? null;
}

async function runOnce(bin: string, url: string): Promise<LighthouseRun> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const report = path.join(directory, 'report.json');
  try {
    const code = await new Promise<number | null>((resolve) => {
      const child = spawn(bin, [url, '--output=json', `--output-path=${report}`, '--quiet', '--only-categories=performance', `--chrome-flags=${chromiumFlags.join(' ')}`], {
        env: { ...process.env, CHROME_PATH: chromiumPath() },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      child.on('close', resolve);
    });
    if (code !== 0) throw new Error(`lighthouse exited with ${code} for ${url}`);
    const lhr = JSON.parse(await readFile(report, 'utf8'));
    if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.message}`);
    const audit = (id: string) => Number(lhr.audits[id]?.numericValue);
    return {
      score: Math.round(lhr.categories.performance.score * 100),
      lcpMs: audit('largest-contentful-paint'),
      cls: audit('cumulative-layout-shift'),
      tbtMs: audit('total-blocking-time'),
      benchmarkIndex: Number(lhr.environment.benchmarkIndex),
    };
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

export async function runLighthouse(origin: string, runtime: string, runs: number): Promise<LighthouseResult[]> {
  const bin = lighthouseBin();
  const results: LighthouseResult[] = [];
  for (const { type, path: pagePath } of pageTypes) {
    if (!bin) {
      results.push({ runtime, type, runs: [], error: 'lighthouse is not installed (npm ci installs it)' });
      continue;
    }
    const done: LighthouseRun[] = [];
    try {
      for (let run = 0; run < runs; run += 1) done.push(await runOnce(bin, origin + pagePath));
      results.push({ runtime, type, runs: done });
    } catch (error) {
      results.push({ runtime, type, runs: done, error: (error as Error).message });
    }
  }
  return results;
}

const contentTypes: PageType[] = ['home', 'content page', 'contact'];

/** Budgets of issue 12: score 100 on content pages, ≥ 95 on shop pages; LCP ≤ 1.5 s; CLS ≤ 0.01. */
export function lighthouseRows(results: LighthouseResult[]): BenchRow[] {
  return results.flatMap((result) => {
    const label = `${result.type}, ${result.runtime}`;
    const of = (pick: (run: LighthouseRun) => number) => (result.runs.length ? median(result.runs.map(pick)) : null);
    const index = of((run) => run.benchmarkIndex);
    const note = result.error ?? `median of ${result.runs.length}, benchmarkIndex ${index === null ? 'n/a' : Math.round(index)}`;
    return [
      { group: 'Lighthouse performance', what: label, value: of((run) => run.score), unit: '', budget: { min: contentTypes.includes(result.type) ? 100 : 95 }, note },
      { group: 'Lighthouse LCP', what: label, value: of((run) => run.lcpMs), unit: 'ms', budget: { max: 1500 } },
      { group: 'Lighthouse CLS', what: label, value: of((run) => run.cls), unit: '', budget: { max: 0.01 } },
      { group: 'Lighthouse TBT', what: label, value: of((run) => run.tbtMs), unit: 'ms', budget: null },
    ];
  });
}
