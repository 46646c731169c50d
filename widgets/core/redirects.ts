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

/** One rule of a `_redirects` file, as many static hosts read it: "from  to  status". */
export interface RedirectsFileRule {
  from: string;
  to: string;
  status: number;
}

/** The `_redirects` file: one "from to status" per line (redirects, and the rewrites of rewrites.ts). */
export function redirectsFile(rules: readonly RedirectsFileRule[]): string {
  return rules.map((rule) => `${rule.from}  ${rule.to}  ${rule.status}`).join('\n') + '\n';
}

/** Every rule of a `_redirects` file, comments and blank lines left out; a missing status is 301. */
export function parseRedirectsFileRules(text: string): Array<{ from: string; to: string; status: string }> {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .flatMap((line) => {
      const [from, to, status = '301'] = line.split(/\s+/);
      return from && to ? [{ from, to, status }] : [];
    });
}

export function parseRedirectsFile(text: string): Redirect[] {
  // Only 3xx lines redirect; 200 and 404 lines are rewrites (widgets/core/rewrites.ts).
  return parseRedirectsFileRules(text)
    .filter((rule) => rule.status.startsWith('3'))
    .map(({ from, to, status }) => ({ from, to, status: status === '302' ? 302 : 301 }) as Redirect);
}
