/**
 * A vitest reporter that records the tests which passed only on a retry (flaky) in the JSON file named by
 * CUTROOM_RETRIED_REPORT, so test/run-all.ts can list them in the closing summary. Retries are allowed only
 * for the e2e journeys in CI (vitest.config.ts): a timing hiccup of Chromium on a loaded machine does not
 * fail the run, but it is never silent either.
 */
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestCase } from 'vitest/node';

export interface RetriedTest {
  file: string;
  name: string;
  retries: number;
  /** The first line of each failed attempt's error. */
  errors: string[];
}

export default class RetriedTestsReporter implements Reporter {
  private readonly retried: RetriedTest[] = [];

  onTestCaseResult(testCase: TestCase): void {
    const diagnostic = testCase.diagnostic();
    if (!diagnostic || diagnostic.retryCount === 0 || testCase.result().state !== 'passed') return;
    this.retried.push({
      file: relative(process.cwd(), testCase.module.moduleId),
      name: testCase.fullName,
      retries: diagnostic.retryCount,
      errors:
        testCase
          .result()
          .errors?.map((error) => (error.message ?? '').split('\n')[0] ?? '')
          .slice(0, 3) ?? [],
    });
  }

  onTestRunEnd(): void {
    const file = process.env['CUTROOM_RETRIED_REPORT'];
    if (file) writeFileSync(file, JSON.stringify(this.retried, null, 2));
  }
}
