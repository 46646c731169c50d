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
  };
}

export type { Language };
