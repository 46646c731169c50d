import { spawn, type ChildProcess } from 'node:child_process';

/**
 * The commands the integration test runs (the site's builds, the build comparison), tracked so
 * that Ctrl-C or a failure stops them with everything else. Output is kept, not shown, unless
 * the command fails.
 */
const running = new Set<ChildProcess>();

export interface CommandResult {
  code: number | null;
  output: string;
  seconds: number;
}

export function runCommand(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Promise<CommandResult> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
    running.add(child);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => {
      running.delete(child);
      reject(error);
    });
    child.on('exit', (code) => {
      running.delete(child);
      resolve({ code, output, seconds: (Date.now() - started) / 1000 });
    });
  });
}

/** Stops every command still running (SIGTERM) and waits until each has exited. */
export async function stopRunningCommands(): Promise<void> {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
}

/** A command that keeps running (a server): its output so far, and a stop that waits for its exit. */
export function startCommand(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): { output: () => string; stop: () => Promise<void> } {
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => running.delete(child));
  return {
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
