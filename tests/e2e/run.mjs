// `npm run test:e2e`: the production builds both runtimes need (and the builds from hostile
// content for the XSS corpus), then the browser suite against them (arguments are passed on to
// Playwright: `npm run test:e2e -- tests/e2e/shop.spec.ts`).
import { runSteps } from '../steps.mjs';

await runSteps([['buildReact', 'buildPreact'], 'buildHostile', 'browser'], process.argv.slice(2));
