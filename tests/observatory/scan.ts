import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startTlsProxy } from './tls-proxy.ts';

/**
 * `node --import tsx tests/observatory/scan.ts [build folder]`, by hand (the scanner is no
 * dependency of the project): Mozilla's HTTP Observatory on the preview server and on the order
 * service on its own, each behind a TLS proxy as a host puts them (tls-proxy.ts), on `localhost`
 * with a certificate made for the run. Prints grade, score and every test's result per address;
 * exits 1 when a test fails.
 *
 * OBSERVATORY_DIR is the scanner's install folder; OBSERVATORY_PORT_BASE the first of the six
 * ports it takes on 127.0.0.1. Scan a production build (`npm run build`, `_site`): the browser
 * suite's builds allow their local third-party doubles over plain http in their CSP.
 */
const scannerDir = path.resolve(process.env.OBSERVATORY_DIR || '/tmp/obs/node_modules/@mdn/mdn-http-observatory');
const siteDir = path.resolve(process.argv[2] ?? '_site');
const portBase = Number(process.env.OBSERVATORY_PORT_BASE || 4190);
const hostname = 'localhost';
const projectRoot = path.resolve(import.meta.dirname, '../..');

interface ScannedTest {
  name: string;
  pass: boolean;
  result: string;
  description: string;
}
interface Observation {
  error?: string;
  url: string;
  status: number;
  graded: boolean;
  grade: string;
  score: number;
  tests: ScannedTest[];
}

/** A key and a self-signed certificate for `localhost`, valid for a day; the scanner trusts it by NODE_EXTRA_CA_CERTS. */
function makeCertificate(folder: string): { keyFile: string; certFile: string } {
  const keyFile = path.join(folder, 'key.pem');
  const certFile = path.join(folder, 'cert.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '1', '-subj', `/CN=${hostname}`, '-addext', `subjectAltName=DNS:${hostname}`, '-keyout', keyFile, '-out', certFile], { stdio: 'ignore' });
  return { keyFile, certFile };
}

/** Starts a server of the project and resolves once it prints its first line (its address). */
function startServer(script: string, args: string[], env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: projectRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.stdout!.once('data', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`${script} stopped (exit code ${code}) before it listened`)));
  });
}

/** The scanner runs in a process of its own: NODE_EXTRA_CA_CERTS is read at start, and this one's proxies must keep answering. */
async function observe(httpPort: number, httpsPort: number, pathname: string, certFile: string): Promise<Observation> {
  const { stdout } = await promisify(execFile)(process.execPath, [path.join(import.meta.dirname, 'observe.mjs'), hostname, String(httpPort), String(httpsPort), pathname], {
    env: { ...process.env, OBSERVATORY_DIR: scannerDir, NODE_EXTRA_CA_CERTS: certFile },
    encoding: 'utf8',
  });
  return JSON.parse(stdout) as Observation;
}

/** The scanner's descriptions are HTML. */
const plainText = (html: string) => html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ').trim();

/** One block per address; true when every test passed. */
function report(name: string, observation: Observation): boolean {
  if (observation.error) {
    console.log(`\n${name}: ${observation.error}`);
    return false;
  }
  const failed = observation.tests.filter((test) => !test.pass);
  console.log(`\n${name} ${observation.url} (status ${observation.status}): grade ${observation.grade}, score ${observation.score}, ${observation.tests.length - failed.length}/${observation.tests.length} tests passed`);
  if (!observation.graded) console.log(`  (the Observatory grades no status ${observation.status} answer; its tests ran on it all the same)`);
  for (const test of observation.tests) console.log(`  ${test.pass ? 'pass' : 'FAIL'}  ${test.name}: ${test.result}${test.pass ? '' : ` – ${plainText(test.description)}`}`);
  return failed.length === 0;
}

if (!existsSync(path.join(scannerDir, 'src', 'retriever', 'retriever.js'))) {
  console.error(`No HTTP Observatory in ${scannerDir}: npm install --ignore-scripts @mdn/mdn-http-observatory somewhere and set OBSERVATORY_DIR to its node_modules/@mdn/mdn-http-observatory.`);
  process.exit(2);
}
if (!existsSync(path.join(siteDir, 'index.html'))) {
  console.error(`No built site in ${siteDir}: npm run build first, or name the build folder.`);
  process.exit(2);
}

const work = await mkdtemp(path.join(tmpdir(), 'observatory-'));
const servers: ChildProcess[] = [];
const proxies: { close(): void }[] = [];
let allPassed = true;
try {
  const { keyFile, certFile } = makeCertificate(work);
  const [key, cert] = await Promise.all([readFile(keyFile, 'utf8'), readFile(certFile, 'utf8')]);
  const [preview, orders, previewTls, previewPlain, ordersTls, ordersPlain] = [0, 1, 2, 3, 4, 5].map((offset) => portBase + offset) as [number, number, number, number, number, number];
  servers.push(await startServer('server/cli.ts', ['--root', siteDir, '--port', String(preview)], { ORDER_SERVICE_DATA_DIR: path.join(work, 'preview-data') }));
  servers.push(
    await startServer('server/order-service-cli.ts', [], {
      ORDER_SERVICE_PORT: String(orders),
      ORDER_SERVICE_SITE_DIR: siteDir,
      ORDER_SERVICE_DATA_DIR: path.join(work, 'order-data'),
      ORDER_SERVICE_ALLOWED_ORIGINS: `https://${hostname}:${previewTls}`,
    }),
  );
  proxies.push(await startTlsProxy({ upstreamPort: preview, httpsPort: previewTls, httpPort: previewPlain, key, cert }));
  proxies.push(await startTlsProxy({ upstreamPort: orders, httpsPort: ordersTls, httpPort: ordersPlain, key, cert }));

  // The home page, a shop page, the 404 page; the order service's endpoint for orders (it has no page).
  for (const pathname of ['/', '/shop', '/gibt-es-nicht']) {
    allPassed = report('Preview server', await observe(previewPlain, previewTls, pathname, certFile)) && allPassed;
  }
  allPassed = report('Order service', await observe(ordersPlain, ordersTls, '/ecom/order', certFile)) && allPassed;
} finally {
  for (const proxy of proxies) proxy.close();
  for (const server of servers) server.kill();
  await rm(work, { recursive: true, force: true });
}
console.log(allPassed ? '\nEvery test passed.' : '\nA test failed.');
process.exit(allPassed ? 0 : 1);
