import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { BuildOutcome } from './publisher.ts';

const buildScript = fileURLToPath(new URL('../../build.mjs', import.meta.url));

/**
 * What a failed build says about why: the lines build.mjs marks with ✗ and the lines indented
 * under them (each broken link with its pages), else the end of its output. Kept short: the editor
 * reads it in Directus.
 */
export function failureMessage(output: string): string {
  const lines = output.split('\n');
  const marked = lines.findIndex((line) => line.startsWith('✗'));
  const relevant = marked >= 0 ? lines.slice(marked).filter((line, index) => index === 0 || /^\s{2}/.test(line) || line.startsWith('✗')) : lines.filter(Boolean).slice(-12);
  const text = relevant.join('\n').trim();
  return text.length > 2000 ? `${text.slice(0, 2000)} …` : text;
}

/**
 * `node build.mjs --out=<siteDir>` with the environment of the service (CONTENT_URL, CONTENT_TOKEN,
 * PROJECT_DOMAIN …): the production build, which publishes into the folder only when the whole site
 * was built and every link leads somewhere, and otherwise leaves it as it was.
 */
export function buildSite(siteDir: string, env: NodeJS.ProcessEnv = process.env): Promise<BuildOutcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [buildScript, `--out=${path.resolve(siteDir)}`], { cwd: path.dirname(buildScript), env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const seconds = () => (Date.now() - started) / 1000;
    child.on('error', (error) => resolve({ ok: false, seconds: seconds(), message: error.message }));
    child.on('exit', (code) => resolve(code === 0 ? { ok: true, seconds: seconds() } : { ok: false, seconds: seconds(), message: failureMessage(output) || `The build stopped with exit code ${String(code)}.` }));
  });
}
