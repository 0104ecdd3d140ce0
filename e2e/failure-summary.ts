import { stripVTControlCharacters } from 'node:util';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Repeats each failed test's error in a few lines after the run's summary: a CI log is often read
 * from its end, where the list reporter leaves only the failed tests' titles.
 */
export default class FailureSummary implements Reporter {
  private readonly failures: string[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const error = result.errors[0];
    const message = stripVTControlCharacters(error?.message ?? result.status);
    const where = error?.location ? ` at ${error.location.file}:${error.location.line}` : '';
    const lines = message
      .split('\n')
      .filter((line) => line.trim())
      .slice(0, 8);
    this.failures.push(
      [`✘ ${test.titlePath().filter(Boolean).join(' › ')}${where}`, ...lines].join('\n    '),
    );
  }

  onEnd(result: FullResult) {
    if (this.failures.length === 0) return;
    console.log(`\nWhat failed (${result.status}):\n${this.failures.join('\n')}`);
  }

  printsToStdio() {
    return true;
  }
}
