/**
 * The whole test suite, as `npm test` runs it: lint, format check, type-check, the dependency rules
 * (.dependency-cruiser.cjs), then every vitest project
 * (unit, component, cdk, integration, e2e), each in its own run so a layer's local system starts once.
 * Prints one closing line summing everything: `N passed, N failed, N skipped`. Exit code 1 on any failure.
 *
 * The vitest projects run in two lanes at once, each project with its own local system on free ports: e2e,
 * and beside it integration, cdk, component and unit one after another. Alone, the integration and e2e layers
 * leave about a third of the machine idle (their files wait on DynamoDB Local, the workers and Chromium, one
 * file at a time), so they run together first, and the CPU-bound layers (cdk, component, unit) then fill what
 * e2e leaves. The e2e lane's output goes to test-results/e2e.log (its tail is printed at the end) so the two
 * do not interleave.
 */
import { spawn, type StdioOptions } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
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

/** Runs a command to its end; its output to the console, or to `logFile` when one is named. */
function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  logFile?: string,
): Promise<number> {
  return new Promise((resolve) => {
    const log = logFile ? openSync(logFile, 'w') : undefined;
    const stdio: StdioOptions = log === undefined ? 'inherit' : ['ignore', log, log];
    const child = spawn(command, args, { stdio, env: { ...process.env, ...env } });
    const done = (code: number) => {
      if (log !== undefined) closeSync(log);
      resolve(code);
    };
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
    child.on('error', () => done(1));
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

async function vitest(project: string, logFile?: string): Promise<StepResult> {
  const started = Date.now();
  const outputFile = join(reportDir, `${project}.json`);
  const retriedFile = join(reportDir, `${project}-retried.json`);
  console.log(`\n=== vitest --project ${project}${logFile ? ` (output in ${logFile})` : ''}`);
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
    logFile,
  );
  console.log(`=== vitest --project ${project} ended (${((Date.now() - started) / 1000).toFixed(0)} s)`);
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
const E2E_LOG = join('test-results', 'e2e.log');
async function lane(projects: readonly string[], logFile?: string): Promise<StepResult[]> {
  const done: StepResult[] = [];
  for (const project of projects) done.push(await vitest(project, logFile));
  return done;
}
const lanes = await Promise.all([lane(['integration', 'cdk', 'component', 'unit']), lane(['e2e'], E2E_LOG)]);
results.push(...lanes.flat());
if (existsSync(E2E_LOG)) {
  const tail = readFileSync(E2E_LOG, 'utf8')
    .split('\n')
    .filter((line) => !line.startsWith('{"level"'))
    .slice(-40);
  console.log(`\n=== ${E2E_LOG} (last lines, local system logs left out)\n${tail.join('\n')}`);
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
