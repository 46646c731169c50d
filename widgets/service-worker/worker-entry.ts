import { startServiceWorker, type WorkerScope } from './service-worker.ts';
import type { ServiceWorkerConfig } from './service-worker-rules.ts';

/**
 * The service worker's script (/sw.js): build.mjs bundles this file once; site/sw.11ty.ts puts
 * this build's version and shell in front of it as SERVICE_WORKER_CONFIG.
 *
 * Type-checked on its own with the WebWorker library (tsconfig.json here): the rest of the
 * project has the DOM's, and the two cannot share one program. The assignment below checks the
 * few worker types service-worker.ts declares for itself (and its unit test fakes) against the
 * real ServiceWorkerGlobalScope.
 */
declare const self: ServiceWorkerGlobalScope;
declare const SERVICE_WORKER_CONFIG: ServiceWorkerConfig;

const scope: WorkerScope = self;
startServiceWorker(SERVICE_WORKER_CONFIG, scope);
