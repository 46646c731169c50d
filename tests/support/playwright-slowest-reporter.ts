import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { slowestTestsReport, type TimedTest } from './slowest-tests.ts';

/** Prints the ten slowest browser tests (each attempt counted on its own) after Playwright's summary. */
export default class SlowestTestsReporter implements Reporter {
  private readonly tests: TimedTest[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'skipped') return;
    const [, project, file] = test.titlePath();
    const retry = result.retry > 0 ? ` (retry ${result.retry})` : '';
    this.tests.push({ name: `[${project}] ${file} › ${test.title}${retry}`, milliseconds: result.duration });
  }

  onEnd(): void {
    process.stdout.write(slowestTestsReport(this.tests));
  }

  printsToStdio(): boolean {
    return false;
  }
}
