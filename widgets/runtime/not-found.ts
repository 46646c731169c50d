import { canonicalPath } from '../core/routes.ts';
import { findRedirect, type Redirect } from '../core/redirects.ts';

/**
 * Runs on the 404 page only. Hosts serve paths case-sensitively, so /Kontakt or /LOGIN/ land
 * here: normalise the path (lower case, no trailing slash, no /index.html) and try the redirect
 * table, then the route table, before leaving the visitor on the not-found message.
 */
interface KnownRoutes {
  paths: string[];
  redirects: Redirect[];
}

async function recover(): Promise<void> {
  const normalised = canonicalPath(location.pathname).toLowerCase();
  const response = await fetch('/data/routes.json');
  if (!response.ok) return;
  const known = (await response.json()) as KnownRoutes;
  const redirect = findRedirect(known.redirects, normalised);
  const target = redirect?.to ?? known.paths.find((path) => path.toLowerCase() === normalised);
  if (target && target !== location.pathname) location.replace(target + (redirect ? '' : location.search + location.hash));
}

recover().catch((error: unknown) => console.error('[not-found] Could not check for a moved page.', error));
