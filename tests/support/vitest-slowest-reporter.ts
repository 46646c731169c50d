import type { Reporter, TestCase } from 'vitest/node';
import { slowestTestsReport, type TimedTest } from './slowest-tests.ts';

/** Prints the ten slowest unit and widget tests after vitest's own summary. */
export default class SlowestTestsReporter implements Reporter {
  private readonly tests: TimedTest[] = [];

  onTestCaseResult(testCase: TestCase): void {
    const duration = testCase.diagnostic()?.duration;
    if (duration !== undefined) this.tests.push({ name: `${testCase.module.relativeModuleId} › ${testCase.fullName}`, milliseconds: duration });
  }

  onTestRunEnd(): void {
    process.stdout.write(slowestTestsReport(this.tests));
  }
}
