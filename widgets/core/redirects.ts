/** Redirects applied before routing (spec §2): matched case-insensitively on the canonical path. */
export interface Redirect {
  from: string;
  to: string;
  status: 301 | 302;
}

export function siteRedirects(customerPortalUrl: string): Redirect[] {
  return [
    { from: '/login', to: customerPortalUrl, status: 301 },
    { from: '/schaufenster', to: '/shop', status: 302 },
  ];
}

export function findRedirect(redirects: readonly Redirect[], canonicalPath: string): Redirect | undefined {
  const path = canonicalPath.toLowerCase();
  return redirects.find((redirect) => redirect.from.toLowerCase() === path);
}

/** The `_redirects` file many static hosts read (one "from to status" per line). */
export function redirectsFile(redirects: readonly Redirect[]): string {
  return redirects.map((redirect) => `${redirect.from}  ${redirect.to}  ${redirect.status}`).join('\n') + '\n';
}

export function parseRedirectsFile(text: string): Redirect[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .flatMap((line) => {
      const [from, to, status] = line.split(/\s+/);
      // A 200 line is a rewrite, not a redirect (widgets/core/rewrites.ts).
      if (status === '200') return [];
      return from && to ? [{ from, to, status: status === '302' ? 302 : 301 } as Redirect] : [];
    });
}
