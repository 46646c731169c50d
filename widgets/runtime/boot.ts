import { watchSlowNavigations } from './loading-notice.ts';
import { registry, wakeChecks } from './registry.ts';
import { startWidgets } from './start.ts';

/**
 * What every page runs once it is on show: the widgets' triggers and the delayed-load notice. A
 * chunk of its own, fetched by the entry script without holding back the first paint.
 */
watchSlowNavigations();
void startWidgets(document, registry, () => import('./mount.tsx').then((module) => module.mount), wakeChecks);
