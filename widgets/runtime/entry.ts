import { registry } from './registry.ts';
import { startWidgets } from './start.ts';

/**
 * The only script a page loads up front. It stays tiny: React, the store and each widget
 * arrive as chunks once a placeholder's trigger fires.
 */
void startWidgets(document, registry, () => import('./mount.tsx').then((module) => module.mount));
