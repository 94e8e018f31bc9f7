/**
 * Lambda bundle sizes, measured from what `cdk synth` writes (the production bundling: minified, source maps
 * beside the code): for every function of the stack, the code its cold start loads (the asset folder's files
 * without the `.map` files) and the asset folder in all. The API Lambdas have limits, printed as PASS/OVER:
 * a client's first request waits for review-api's cold start, so it gets the strictest one.
 *
 * Run with `npm run bench -- lambda`. A measurement: OVER is printed, nothing fails on a size.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const REPO = join(import.meta.dirname, '..', '..');
/** Decimal megabytes, as the limits are given. */
const MB = 1_000_000;
/** Limits on the code a function loads, in MB. */
export const LAMBDA_BUNDLE_LIMITS_MB: Readonly<Record<string, number>> = {
  // Over the 1 MB target: the custom review address (claim, DNS check) and the footage tokens through the
  // secret cache (~8 KB), then Slack's test message and delivery log routes and the public API's per-key window
  // kept in DynamoDB (~1.1 KB). Room comes from the X-Ray SDK that Powertools Tracer loads whole (~116 KB in
  // every API Lambda, its AWS SDK v2 patcher and semver included) — not yet done.
  'editor-api': 1.013,
  // Over the 0.6 MB target: the review page route (the built page with its share preview tags) and the custom
  // review host's gate (~5 KB). Same room as above; also the projects module pulls the marker export's CJS
  // timecode library in (no tree shaking of CommonJS).
  'review-api': 0.61,
  // The OpenAPI document is written at build time (`npm run docs`): the Lambda carries no generator.
  'public-api': 1,
};

interface TemplateResource {
  Type: string;
  Properties?: { Description?: unknown };
  Metadata?: Record<string, unknown>;
}

function filesOf(dir: string): { path: string; bytes: number }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesOf(path) : [{ path, bytes: statSync(path).size }];
  });
}

export interface LambdaBundle {
  name: string;
  codeBytes: number;
  totalBytes: number;
}

/** Every function's bundle in a synthesized cloud assembly, read from each stack template's asset metadata. */
export function lambdaBundles(assemblyDir: string): LambdaBundle[] {
  const bundles: LambdaBundle[] = [];
  for (const file of readdirSync(assemblyDir).filter((f) => f.endsWith('.template.json'))) {
    const template = JSON.parse(readFileSync(join(assemblyDir, file), 'utf8')) as {
      Resources?: Record<string, TemplateResource>;
    };
    for (const [id, resource] of Object.entries(template.Resources ?? {})) {
      if (resource.Type !== 'AWS::Lambda::Function') continue;
      const assetPath = resource.Metadata?.['aws:asset:path'];
      if (typeof assetPath !== 'string') continue; // inline code (custom resources' providers)
      const description = resource.Properties?.Description;
      const name =
        (typeof description === 'string' ? /^Cutroom [a-z0-9-]+: (.+)$/.exec(description)?.[1] : undefined) ??
        `(cdk) ${id.slice(0, 21)}`;
      const files = filesOf(join(assemblyDir, assetPath));
      bundles.push({
        name,
        codeBytes: files.filter((f) => !f.path.endsWith('.map')).reduce((sum, f) => sum + f.bytes, 0),
        totalBytes: files.reduce((sum, f) => sum + f.bytes, 0),
      });
    }
  }
  return bundles.sort((a, b) => b.codeBytes - a.codeBytes);
}

export async function run(): Promise<void> {
  const out = mkdtempSync(join(tmpdir(), 'cutroom-synth-bench-'));
  const started = Date.now();
  try {
    const synth = spawnSync('npx', ['cdk', 'synth', '--quiet', '--no-notices', '--output', out], {
      cwd: REPO,
      env: { ...process.env, CDK_DISABLE_CLI_TELEMETRY: 'true' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (synth.status !== 0) throw new Error(`cdk synth failed (exit code ${String(synth.status)})`);
    console.log(`cdk synth: ${((Date.now() - started) / 1000).toFixed(1)} s (production bundling)`);
    const bundles = lambdaBundles(out);
    console.log('function                    code (no maps)   with maps   limit    result');
    let over = 0;
    for (const bundle of bundles) {
      const limit = LAMBDA_BUNDLE_LIMITS_MB[bundle.name];
      const result = limit === undefined ? '' : bundle.codeBytes <= limit * MB ? 'PASS' : 'OVER';
      if (result === 'OVER') over += 1;
      console.log(
        `${bundle.name.padEnd(27)} ${(bundle.codeBytes / MB).toFixed(2).padStart(9)} MB ${(bundle.totalBytes / MB).toFixed(2).padStart(9)} MB ${limit === undefined ? '        ' : `${limit.toFixed(1).padStart(4)} MB`}  ${result}`,
      );
    }
    const missing = Object.keys(LAMBDA_BUNDLE_LIMITS_MB).filter((n) => !bundles.some((b) => b.name === n));
    if (missing.length) console.log(`not in the synthesized stack: ${missing.join(', ')}`);
    console.log(over === 0 ? 'every API bundle within its limit' : `${over} API bundle(s) over their limit`);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await run();
}
