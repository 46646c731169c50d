/** Pretty JSON, but short lists and objects of plain values stay on one line: smaller files, readable diffs. */
export function formatJson(value: unknown, indent = ''): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const pairs: Array<[string | null, unknown]> = Array.isArray(value) ? value.map((entry) => [null, entry]) : Object.entries(value);
  const show = ([key, entry]: [string | null, unknown], inner: string) =>
    `${key === null ? '' : `${JSON.stringify(key)}: `}${formatJson(entry, inner)}`;
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  if (pairs.every(([, entry]) => entry === null || typeof entry !== 'object')) {
    const line = `${open}${pairs.map((pair) => show(pair, '')).join(', ')}${close}`;
    if (line.length <= 160) return line;
  }
  const inner = `${indent}  `;
  return `${open}\n${pairs.map((pair) => inner + show(pair, inner)).join(',\n')}\n${indent}${close}`;
}
