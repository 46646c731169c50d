import { registerServiceWorker } from './service-worker-client.ts';

/**
 * The widgets' runtime, a module script that holds back nothing (what the first paint needs ran
 * before, inline: head-script.ts). It starts the widgets' triggers (boot.ts, a chunk of its own);
 * React, the store and each widget arrive as chunks once a placeholder's trigger fires. Built
 * without shared chunks (build.mjs), so it is one request.
 */
// Not in the dev server: its files change under a running page all the time.
if (process.env.NODE_ENV === 'production') registerServiceWorker();
void import('./boot.ts');
