import { defaultChromiumPath } from '../e2e/ensure-chromium.mjs';

/**
 * How every test and the benchmark start Chromium: Debian's headless shell (CHROMIUM_PATH elsewhere),
 * as root, on a machine whose only network is loopback, without the background traffic
 * (updates, sync, QUIC probes) that would try to leave it.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? defaultChromiumPath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};
