/**
 * The ten slowest tests of a run as printed lines, for the vitest and Playwright reporters that
 * end `npm test`'s steps: where the suite's time goes is visible in every CI log.
 */
export interface TimedTest {
  name: string;
  milliseconds: number;
}

export function slowestTestsReport(tests: readonly TimedTest[], count = 10): string {
  const slowest = [...tests].sort((a, b) => b.milliseconds - a.milliseconds).slice(0, count);
  if (slowest.length === 0) return '';
  const lines = slowest.map(({ name, milliseconds }) => `  ${(milliseconds / 1000).toFixed(1).padStart(6)} s  ${name}`);
  return `\nSlowest ${slowest.length} tests:\n${lines.join('\n')}\n`;
}
