// `npm test`: type check, lint and unused-code check, unit and widget tests, the production build
// for both runtimes (with a check that every link of the React build resolves and of what every
// page states about itself) and both built from
// hostile content (the XSS corpus), then the browser suite against those builds. Steps in one
// inner list need nothing of each other and run side by side. Stops at the first failing step.
import { runSteps } from './steps.mjs';

await runSteps([['typecheck', 'lint', 'unused'], 'unit', ['buildReact', 'buildPreact'], ['siteFacts', 'buildHostile'], 'browser']);
