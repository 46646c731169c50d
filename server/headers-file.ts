/**
 * The `_headers` file static hosts read (Netlify, Cloudflare Pages): blocks of a path pattern on
 * an unindented line and its headers indented below. A pattern is an exact path or a prefix
 * ending in `*`. Pure, so the preview server and the tests read it as a host would.
 */
export interface HeaderRule {
  pattern: string;
  /** Lower-case names. */
  headers: Record<string, string>;
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} });
      continue;
    }
    const separator = line.indexOf(':');
    const rule = rules.at(-1);
    if (rule && separator > 0) rule.headers[line.slice(0, separator).trim().toLowerCase()] = line.slice(separator + 1).trim();
  }
  return rules;
}

function matches(pattern: string, pathname: string): boolean {
  return pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pattern === pathname;
}

/** The headers for one path: every matching block, later blocks winning for the same name. */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  return Object.assign({}, ...rules.filter((rule) => matches(rule.pattern, pathname)).map((rule) => rule.headers));
}
