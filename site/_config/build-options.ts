import type { Language } from '../../widgets/core/languages.ts';

/** How this build was started (set by build.mjs; defaults for a plain production build). */
export interface BuildOptions {
  /** The widget runtime's entry script, as the pages reference it. */
  entryScript: string;
  /** The 404 page's script. */
  notFoundScript: string;
  runtime: 'react' | 'preact';
  /** Dev server: adds the widget gallery. */
  dev: boolean;
}

export interface BuildConfig {
  projectDomain: string;
  /** The public address of the site, for canonical URLs, hreflang, sitemap and structured data. */
  siteUrl: string;
  /** Where /login leads (permanently): the customer portal on another host. */
  customerPortalUrl: string;
  contentUrl: string | undefined;
  /** Extra origins the browser may connect to (order service, live content API). */
  connectOrigins: string[];
  /** The maps service for the rating box; null when no API key is configured (the box is left out). */
  maps: { scriptUrl: string; apiKey: string } | null;
}

/** Origins the page's CSP must allow, from the configuration. */
export function cspOrigins(config: BuildConfig) {
  const maps = config.maps ? [new URL(config.maps.scriptUrl).origin] : [];
  return { script: maps, connect: [...config.connectOrigins, ...maps], img: maps };
}

export function readBuildConfig(env: NodeJS.ProcessEnv = process.env): BuildConfig {
  const origins = [env.ORDER_SERVICE_URL, env.CONTENT_URL]
    .filter((url): url is string => Boolean(url))
    .map((url) => new URL(url).origin);
  const projectDomain = env.PROJECT_DOMAIN || 'juwelier-albrecht.de';
  return {
    projectDomain,
    siteUrl: (env.SITE_URL || `https://www.${projectDomain}`).replace(/\/+$/, ''),
    customerPortalUrl: env.CUSTOMER_PORTAL_URL || `https://kundenportal.${projectDomain}/login`,
    contentUrl: env.CONTENT_URL || undefined,
    connectOrigins: origins,
    maps: env.GOOGLE_MAPS_API_KEY
      ? { scriptUrl: env.MAPS_SCRIPT_URL || 'https://maps.googleapis.com/maps/api/js', apiKey: env.GOOGLE_MAPS_API_KEY }
      : null,
  };
}

export type { Language };
