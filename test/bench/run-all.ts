/**
 * `npm run bench`: runs every benchmark in test/bench (files named *.bench.ts exporting `run()`), one after
 * the other, and prints their figures. Benchmarks measure; they do not pass or fail on timings.
 * `npm run bench -- drive` runs only the benchmarks whose file name contains "drive".
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
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
  try {
    const mod = (await import(pathToFileURL(join(here, file)).href)) as { run?: () => Promise<void> };
    if (typeof mod.run !== 'function') throw new Error(`${file} does not export run()`);
    await mod.run();
    console.log(`--- ${file} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } catch (error) {
    failures += 1;
    console.error(`--- ${file} failed:`, error);
  }
}
process.exit(failures > 0 ? 1 : 0);
