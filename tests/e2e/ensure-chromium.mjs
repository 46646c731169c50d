// The browser tests drive Debian's Chromium (Playwright's own browser download cannot run here).
// Installs it when missing and we are root; otherwise stops with what to install.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return path;
  if (process.env.CHROMIUM_PATH) {
    throw new Error(`CHROMIUM_PATH is set to ${path}, but there is no file there.`);
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (!isRoot || !hasApt) {
    throw new Error(
      'The browser tests need Chromium at /usr/bin/chromium.\n' +
        '  On Debian or Ubuntu: sudo apt-get update && sudo apt-get install -y chromium\n' +
        '  Elsewhere: install Chromium and set CHROMIUM_PATH to its executable.',
    );
  }
  console.log('Chromium is missing: installing Debian\'s chromium package (about a minute)…');
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed (exit ${result.status}); install chromium by hand.`);
  }
  if (!existsSync(path)) throw new Error(`apt-get installed chromium, but ${path} is still missing.`);
  return path;
}
