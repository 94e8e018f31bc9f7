/**
 * The API Lambdas' bundles, built as `cdk synth` builds them (esbuild, production settings of
 * infra/stack/lambda-bundling.ts with the function's tracing choice of infra/stack/function-table.ts), stay
 * light: no mail rendering or sending (React DOM, react-email, the mail templates, SES's send: the notify
 * Lambda tells people), no classic zod or its locales (zod/mini through a namespace import), no X-Ray SDK
 * (they trace the invocation only), and each within its limit of the bench (`npm run bench -- lambda`), so the
 * budget cannot regress silently. A module counts when it puts bytes in the output (what tree shaking kept).
 */
import { build, type Metafile } from 'esbuild';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_FUNCTIONS } from '../../../infra/stack/function-table';
import {
  ESM_REQUIRE_SHIM,
  LAMBDA_EXTERNAL_MODULES,
  lambdaDefine,
} from '../../../infra/stack/lambda-bundling';
import { LAMBDA_BUNDLE_LIMITS_MB } from '../../bench/lambda-bundles.bench';

const REPO = join(import.meta.dirname, '..', '..', '..');

/** What an API Lambda must never carry again. */
const FORBIDDEN: readonly [string, RegExp][] = [
  ['React DOM (mail rendering)', /node_modules\/react-dom\//],
  ['react-email (mail rendering)', /node_modules\/@react-email\//],
  ["notify's mail templates", /^functions\/notify\/mail\/templates\//],
  ['sending mail with SES', /node_modules\/@aws-sdk\/client-sesv2\/dist-es\/commands\/Send/],
  ['classic zod', /node_modules\/zod\/v4\/classic\//],
  ["zod's locales beyond English", /node_modules\/zod\/v4\/locales\/(?!en\.js$)/],
];

/** Powertools Tracer and the X-Ray SDK it loads whole: in a bundle only where the function traces its SDK calls. */
const X_RAY_SDK: readonly [string, RegExp] = [
  'the X-Ray SDK (invocation tracing only)',
  /node_modules\/(aws-xray-sdk-core|cls-hooked|@aws-lambda-powertools\/tracer)\/|^functions\/platform\/aws\/sdk-tracer\.ts$/,
];

function tracingOf(name: string) {
  const spec = ALL_FUNCTIONS.find((row) => row.name === name);
  if (!spec) throw new Error(`${name} is not a row of infra/stack/function-table.ts`);
  return spec.tracing;
}

async function bundle(name: string): Promise<{ bytes: number; kept: string[] }> {
  const result = await build({
    absWorkingDir: REPO,
    entryPoints: [`functions/${name}/handler.ts`],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    mainFields: ['module', 'main'],
    banner: { js: ESM_REQUIRE_SHIM },
    define: { ...lambdaDefine(tracingOf(name)) },
    external: [...LAMBDA_EXTERNAL_MODULES],
    minify: true,
    tsconfig: join(REPO, 'tsconfig.json'),
    metafile: true,
    write: false,
    outfile: join(REPO, 'cdk.out', `${name}.mjs`),
    logLevel: 'silent',
  });
  const output = Object.values((result.metafile as Metafile).outputs)[0];
  if (!output) throw new Error(`no output for ${name}`);
  const kept = Object.entries(output.inputs)
    .filter(([, input]) => input.bytesInOutput > 0)
    .map(([path]) => path);
  return { bytes: output.bytes, kept };
}

describe('the API Lambda bundles', () => {
  it.each(Object.entries(LAMBDA_BUNDLE_LIMITS_MB))(
    '%s carries no mail rendering, no classic zod and no X-Ray SDK, and stays within its limit',
    async (name, limitMb) => {
      const { bytes, kept } = await bundle(name);
      for (const [what, pattern] of [...FORBIDDEN, X_RAY_SDK]) {
        expect(
          kept.filter((path) => pattern.test(path)),
          what,
        ).toEqual([]);
      }
      expect(bytes / 1_000_000).toBeLessThanOrEqual(limitMb);
    },
    60_000,
  );
});

describe('the notify Lambda bundle', () => {
  it("renders mail with React's production build, not its development build", async () => {
    const { kept } = await bundle('notify');
    const react = kept.filter((path) => /node_modules\/react(-dom)?\/cjs\//.test(path));
    expect(react.filter((path) => path.includes('production')).length).toBeGreaterThan(0);
    expect(react.filter((path) => path.includes('development'))).toEqual([]);
  }, 60_000);

  it('traces its AWS SDK calls: the X-Ray SDK is bundled where the table says `sdk`', async () => {
    expect(tracingOf('notify')).toBe('sdk');
    const { kept } = await bundle('notify');
    expect(kept.filter((path) => X_RAY_SDK[1].test(path)).length).toBeGreaterThan(0);
  }, 60_000);
});
