/**
 * One row of the benchmark table: a figure beside its budget and the verdict. Timings are the
 * median of repeated runs (noisy on a shared machine); sizes and layout shift are exact.
 */
export interface BenchRow {
  /** The table's section, e.g. "JS+CSS before interaction". */
  group: string;
  what: string;
  value: number | null;
  unit: string;
  /** How the value is judged: at most, at least, or not at all (shown for context). */
  budget: { max?: number; min?: number } | null;
  /** Extra context printed beside the figure (e.g. Lighthouse's benchmarkIndex). */
  note?: string;
}

export type Verdict = 'OK' | 'OVER' | '—';

export function verdictOf(row: BenchRow): Verdict {
  if (!row.budget) return '—';
  if (row.value === null || Number.isNaN(row.value)) return 'OVER';
  if (row.budget.max !== undefined && row.value > row.budget.max) return 'OVER';
  if (row.budget.min !== undefined && row.value < row.budget.min) return 'OVER';
  return 'OK';
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export const percentile = (values: number[], share: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? NaN;
};

function formatValue(value: number | null, unit: string): string {
  if (value === null || Number.isNaN(value)) return 'n/a';
  if (unit === 'kB') return `${value.toFixed(1)} kB`;
  if (unit === 'ms') return `${value < 10 ? value.toFixed(2) : Math.round(value)} ms`;
  if (unit === 's') return `${value.toFixed(1)} s`;
  if (unit === 'MB') return `${Math.round(value)} MB`;
  if (unit === '') return value < 1 ? value.toFixed(3) : String(Math.round(value * 100) / 100);
  return `${Math.round(value * 100) / 100} ${unit}`;
}

function formatBudget(row: BenchRow): string {
  if (!row.budget) return '';
  const parts = [];
  if (row.budget.max !== undefined) parts.push(`≤ ${formatValue(row.budget.max, row.unit)}`);
  if (row.budget.min !== undefined) parts.push(`≥ ${formatValue(row.budget.min, row.unit)}`);
  return parts.join(', ');
}

/** The table as Markdown, for the terminal and the README alike. */
export function markdownTable(rows: BenchRow[]): string {
  const lines = ['| group | what | measured | budget | verdict |', '|---|---|---|---|---|'];
  for (const row of rows) {
    const measured = formatValue(row.value, row.unit) + (row.note ? ` (${row.note})` : '');
    lines.push(`| ${row.group} | ${row.what} | ${measured} | ${formatBudget(row)} | ${verdictOf(row)} |`);
  }
  return lines.join('\n');
}
