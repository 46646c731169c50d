import path from 'node:path';
import { cmsPaths } from '../paths.ts';
import { runCommand, type CommandResult } from './child-processes.ts';

/** The environment a build gets: this process's, without any content setting it may have. */
function buildEnv(content: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of Object.keys(env)) if (name.startsWith('CONTENT_') || name === 'SHOP_SOURCE') delete env[name];
  return { ...env, ...content };
}

/** `node build.mjs --out=DIR`: from the embedded demo content when `content` is empty, else from CONTENT_URL. */
export function buildSite(outDir: string, content: Record<string, string>): Promise<CommandResult> {
  return runCommand(process.execPath, ['build.mjs', `--out=${outDir}`], { cwd: cmsPaths.root, env: buildEnv(content) });
}

/** cms/compare-builds.ts on the two folders: same pages and data files (exit code 0). */
export function compareBuilds(first: string, second: string, contentUrl: string): Promise<CommandResult> {
  return runCommand(process.execPath, ['--import', 'tsx', path.join('cms', 'compare-builds.ts'), first, second], {
    cwd: cmsPaths.root,
    env: { ...process.env, CONTENT_URL: contentUrl },
  });
}
