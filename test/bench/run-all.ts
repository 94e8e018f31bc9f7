/**
 * `npm run bench`: runs every benchmark in test/bench (files named *.bench.ts exporting `run()`), one after
 * the other, and prints their figures. Benchmarks measure; they do not pass or fail on timings.
 * `npm run bench -- drive` runs only the benchmarks whose file name contains "drive". Each benchmark runs in a
 * process of its own: several start a whole local system, whose handlers keep their clients for the process's
 * life (as a Lambda container does), so a second system in the same process would reach the first one's ports.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
/** Runs one benchmark file in this process (the child side of the loop below). */
async function runOne(file: string): Promise<void> {
  const mod = (await import(pathToFileURL(join(here, file)).href)) as { run?: () => Promise<void> };
  if (typeof mod.run !== 'function') throw new Error(`${file} does not export run()`);
  await mod.run();
}

const ONE = '--one';
if (process.argv[2] === ONE) {
  const file = process.argv[3] ?? '';
  await runOne(file).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(`--- ${file} failed:`, error);
      process.exit(1);
    },
  );
}

const filters = process.argv.slice(2);
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)))
  .sort();

if (files.length === 0) {
  console.log('No benchmark matched.');
  process.exit(0);
}

let failures = 0;
for (const file of files) {
  console.log(`\n=== ${file}`);
  const started = Date.now();
  // The same Node and loader as this process (tsx), this script in child mode.
  const child = spawnSync(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), ONE, file],
    {
      stdio: 'inherit',
      env: process.env,
    },
  );
  if (child.status === 0) console.log(`--- ${file} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  else failures += 1;
}
process.exit(failures > 0 ? 1 : 0);
