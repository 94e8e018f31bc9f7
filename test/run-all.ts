/**
 * The whole test suite, as `npm test` runs it: lint, format check, type-check, the dependency rules
 * (.dependency-cruiser.cjs), then every vitest project
 * (unit, component, cdk, integration, e2e), each in its own run so a layer's local system starts once.
 * Prints one closing line summing everything: `N passed, N failed, N skipped`. Exit code 1 on any failure.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { RetriedTest } from './support/retried-tests-reporter';

interface StepResult {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
  seconds: number;
}

const reportDir = join(process.cwd(), 'test-results');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

/** A check (lint, types) counts as one test. */
async function check(name: string, command: string, args: string[]): Promise<StepResult> {
  const started = Date.now();
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const code = await run(command, args);
  return {
    name,
    passed: code === 0 ? 1 : 0,
    failed: code === 0 ? 0 : 1,
    skipped: 0,
    seconds: (Date.now() - started) / 1000,
  };
}

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numFailedTestSuites: number;
  numTotalTests: number;
  testResults?: {
    name: string;
    message?: string;
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}

/** The first `count` non-blank lines of an error, indented under its test. */
function firstLines(text: string, count: number): string {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, count)
    .map((line) => `      ${line.slice(0, 300)}`)
    .join('\n');
}

/** Tests that passed only on a retry (e2e in CI): listed at the end, so flakiness is seen and fixed. */
const retried: string[] = [];

function collectRetried(project: string, file: string): void {
  if (!existsSync(file)) return;
  const tests = JSON.parse(readFileSync(file, 'utf8')) as RetriedTest[];
  for (const test of tests) {
    retried.push(
      `  ${project} · ${test.file} · ${test.name} (passed after ${test.retries} retr${test.retries === 1 ? 'y' : 'ies'})\n${firstLines(test.errors.join('\n'), 3)}`,
    );
  }
}

/** What failed, named at the very end of the run, so a CI log's tail says which test broke and why. */
const failures: string[] = [];

function collectFailures(project: string, report: VitestJson): void {
  for (const file of report.testResults ?? []) {
    const relative = file.name.replace(`${process.cwd()}/`, '');
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) {
      failures.push(
        `  ${project} · ${relative} · ${test.fullName}\n${firstLines((test.failureMessages ?? []).join('\n'), 6)}`,
      );
    }
    if (failedTests.length === 0 && file.message) {
      failures.push(`  ${project} · ${relative}\n${firstLines(file.message, 6)}`);
    }
  }
}

async function vitest(project: string): Promise<StepResult> {
  const started = Date.now();
  const outputFile = join(reportDir, `${project}.json`);
  const retriedFile = join(reportDir, `${project}-retried.json`);
  console.log(`\n=== vitest --project ${project}`);
  const code = await run(
    'npx',
    [
      'vitest',
      'run',
      '--project',
      project,
      '--passWithNoTests',
      '--reporter=default',
      '--reporter=json',
      '--reporter=./test/support/retried-tests-reporter.ts',
      `--outputFile.json=${outputFile}`,
    ],
    { CUTROOM_RETRIED_REPORT: retriedFile },
  );
  collectRetried(project, retriedFile);
  const seconds = (Date.now() - started) / 1000;
  try {
    const report = JSON.parse(readFileSync(outputFile, 'utf8')) as VitestJson;
    collectFailures(project, report);
    // A suite that failed to load (syntax error, failing hook) has no failed tests: count it as a failure.
    const failed =
      report.numFailedTests +
      (report.numFailedTests === 0 && code !== 0 ? Math.max(1, report.numFailedTestSuites) : 0);
    return {
      name: `vitest ${project}`,
      passed: report.numPassedTests,
      failed,
      skipped: report.numPendingTests + report.numTodoTests,
      seconds,
    };
  } catch {
    return { name: `vitest ${project}`, passed: 0, failed: 1, skipped: 0, seconds };
  }
}

const results: StepResult[] = [];
results.push(
  await check('node version', 'npx', [
    'node',
    '-e',
    "process.exit(process.version.startsWith('v24') ? 0 : 1)",
  ]),
);
results.push(await check('eslint', 'npx', ['eslint', '.', '--max-warnings=0']));
results.push(await check('prettier', 'npx', ['prettier', '--check', '.']));
results.push(await check('typescript', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']));
results.push(
  await check('dependency rules', 'npx', [
    'depcruise',
    '--config',
    '.dependency-cruiser.cjs',
    'functions',
    'shared',
    'infra',
    'frontend/src',
  ]),
);
results.push(
  await check('build web', 'npx', [
    'vite',
    'build',
    '--config',
    'frontend/vite.config.ts',
    '--logLevel',
    'warn',
  ]),
);
for (const project of ['unit', 'component', 'cdk', 'integration', 'e2e']) {
  results.push(await vitest(project));
}

console.log('\n=== Summary');
for (const r of results) {
  console.log(
    `${r.failed ? 'FAIL' : 'ok  '} ${r.name.padEnd(22)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed ${String(r.skipped).padStart(3)} skipped  ${r.seconds.toFixed(1)} s`,
  );
}
const total = results.reduce(
  (sum, r) => ({
    passed: sum.passed + r.passed,
    failed: sum.failed + r.failed,
    skipped: sum.skipped + r.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
if (retried.length > 0) {
  console.log(`\n=== Passed only on a retry (flaky: fix these)\n${retried.join('\n')}`);
}
if (failures.length > 0) {
  console.log(`\n=== Failed\n${failures.join('\n')}`);
}
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 ? 1 : 0);
