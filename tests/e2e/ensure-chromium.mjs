// The browser tests drive Debian's Chromium (Playwright's own browser download cannot run here):
// its headless shell, the same engine without the desktop browser around it, which Playwright
// also uses for headless runs. Measured here, a new page is ready in a third of the time the full
// browser takes, which halves the suite. Installs it when missing and we are root; otherwise
// stops with what to install. CHROMIUM_PATH chooses another Chromium (the full one works too).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const debianPackage = 'chromium-headless-shell';
export const defaultChromiumPath = `/usr/bin/${debianPackage}`;

export function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? defaultChromiumPath;
  if (existsSync(path)) return path;
  if (process.env.CHROMIUM_PATH) {
    throw new Error(`CHROMIUM_PATH is set to ${path}, but there is no file there.`);
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (!isRoot || !hasApt) {
    throw new Error(
      `The browser tests need Chromium's headless shell at ${defaultChromiumPath}.\n` +
        `  On Debian or Ubuntu: sudo apt-get update && sudo apt-get install -y ${debianPackage}\n` +
        '  Elsewhere: install Chromium and set CHROMIUM_PATH to its executable.',
    );
  }
  console.log(`Chromium is missing: installing Debian's ${debianPackage} package (about a minute)…`);
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', debianPackage]]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed (exit ${result.status}); install ${debianPackage} by hand.`);
  }
  if (!existsSync(path)) throw new Error(`apt-get installed ${debianPackage}, but ${path} is still missing.`);
  return path;
}
