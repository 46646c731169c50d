import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PostgresCluster } from '../postgres.ts';
import { cmsPaths } from '../paths.ts';
import { runCommand } from './child-processes.ts';

/**
 * The order store's own tests (tests/unit/order-store.test.ts, order-status.test.ts) run by
 * `npm test` against SQLite only; given a PostgreSQL server (ORDER_TEST_DATABASE_URL) each of them
 * also runs against the PostgreSQL store, in a database of its own. This runs them on the run's
 * cluster and counts the PostgreSQL ones: none run is a failure too.
 */
const storeTests = ['tests/unit/order-store.test.ts', 'tests/unit/order-status.test.ts'];

export const clusterUrl = (cluster: PostgresCluster, database: string) =>
  `postgres://${encodeURIComponent(cluster.user)}:${encodeURIComponent(cluster.password)}@${cluster.host}:${cluster.port}/${database}`;

interface VitestReport {
  testResults: Array<{ assertionResults: Array<{ fullName: string; status: string; failureMessages: string[] }> }>;
}

export async function runStoreTestsOnPostgres(serverUrl: string): Promise<{ problems: string[]; detail: string }> {
  const folder = await mkdtemp(path.join(tmpdir(), 'store-tests-'));
  try {
    const report = path.join(folder, 'report.json');
    const run = await runCommand(process.execPath, [path.join('node_modules', 'vitest', 'vitest.mjs'), 'run', ...storeTests, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
      cwd: cmsPaths.root,
      env: { ...process.env, ORDER_TEST_DATABASE_URL: serverUrl },
    });
    const results = ((JSON.parse(await readFile(report, 'utf8').catch(() => '{"testResults":[]}')) as VitestReport).testResults ?? []).flatMap((file) => file.assertionResults);
    const onPostgres = results.filter((test) => test.fullName.includes('PostgreSQL'));
    const passed = onPostgres.filter((test) => test.status === 'passed');
    const problems = [
      ...onPostgres.filter((test) => test.status === 'failed').map((test) => `${test.fullName}: ${(test.failureMessages[0] ?? '').split('\n')[0]}`),
      ...(onPostgres.length === 0 ? [`no test ran on PostgreSQL:\n${run.output.slice(-2000)}`] : []),
      ...(run.code !== 0 && onPostgres.every((test) => test.status !== 'failed') ? [`vitest exited with ${String(run.code)}:\n${run.output.slice(-2000)}`] : []),
    ];
    const skipped = onPostgres.length - passed.length - onPostgres.filter((test) => test.status === 'failed').length;
    // Skipped: what only the SQLite file has (its size limit standing in for a full disk).
    return { problems, detail: `${passed.length} tests on PostgreSQL passed, ${skipped} skipped, ${onPostgres.length - passed.length - skipped} failed (${results.length - onPostgres.length} on SQLite beside them)` };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
