// @ts-expect-error Eleventy ships no types
import Eleventy from '@11ty/eleventy';

/**
 * Builds the site's pages into `output` in this process (no widget bundle: faster than build.mjs),
 * with `env` added to the environment for the build only. The build reads its configuration from
 * the environment, and Eleventy may change the working folder; both are put back afterwards.
 */
export async function buildPagesWith(output: string, env: Record<string, string>): Promise<void> {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  const cwd = process.cwd();
  try {
    await new Eleventy('site', output, { configPath: '.eleventy.js', quietMode: true }).write();
  } finally {
    process.env = saved;
    process.chdir(cwd);
  }
}
