// `node tests/observatory/observe.mjs <hostname> <http port> <https port> <path>`, started by
// scan.ts with NODE_EXTRA_CA_CERTS naming its certificate: Mozilla's HTTP Observatory (the
// scanner's install folder in OBSERVATORY_DIR) on one address, printed as one JSON line.
//
// The scanner's own scan() only takes a host name (port 80 and 443, path /). Its retriever takes
// ports and a path, so this runs the retriever and every test of the scanner on what it fetched,
// and grades them the way scan() does (src/scanner/index.js).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [hostname, httpPort, httpsPort, pathname] = process.argv.slice(2);
const scannerDir = path.resolve(process.env.OBSERVATORY_DIR);
const scannerModule = (file) => import(pathToFileURL(path.join(scannerDir, 'src', file)).href);

// The HSTS preload list comes with the scanner's postinstall script, which an install with
// --ignore-scripts skips (that script downloads it, as another one downloads CA certificates).
// A loopback test host is on no preload list, so without the file an empty list stands in.
const preloadList = path.join(scannerDir, 'conf', 'hsts-preload.json');
if (!fs.existsSync(preloadList)) {
  const readFileSync = fs.readFileSync;
  fs.readFileSync = (file, ...rest) => (path.resolve(String(file)) === preloadList ? '{}' : readFileSync(file, ...rest));
}

const { retrieve } = await scannerModule('retriever/retriever.js');
const { ALL_TESTS, NUM_TESTS } = await scannerModule('constants.js');
const { getGradeForScore, getScoreDescription, getScoreModifier } = await scannerModule('grader/grader.js');
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await scannerModule('grader/charts.js');

const requests = await retrieve(hostname, { httpPort, httpsPort, path: pathname });
const answer = requests.responses.auto;
if (!answer) {
  console.log(JSON.stringify({ error: 'The site seems to be down.' }));
  process.exit(0);
}

const tests = ALL_TESTS.map((test) => {
  const output = test(requests);
  const modifier = output.result ? getScoreModifier(output.result) : 0;
  return { name: output.constructor.name, pass: output.pass === true, result: output.result, modifier, description: output.result ? getScoreDescription(output.result) : '' };
});
// Every penalty counts; the bonuses only for a score that is an A without them.
const penalties = tests.reduce((sum, test) => sum + Math.min(test.modifier, 0), 0);
const bonuses = tests.reduce((sum, test) => sum + Math.max(test.modifier, 0), 0);
const uncurved = 100 + penalties;
const { grade, score } = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? uncurved + bonuses : uncurved);
// scan() grades only answers with these statuses and refuses any other (a 404, a 405).
const graded = (answer.status >= 200 && answer.status < 400) || [401, 403].includes(answer.status);

console.log(JSON.stringify({ url: requests.session?.url.href, status: answer.status, graded, grade, score, testsQuantity: NUM_TESTS, tests }));
