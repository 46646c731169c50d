// `npm test`: type check, unit and widget tests, the production build for both runtimes,
// then the browser suite against those builds. Stops at the first failing step.
import { runSteps } from './steps.mjs';

runSteps(['typecheck', 'unit', 'buildReact', 'buildPreact', 'browser']);
