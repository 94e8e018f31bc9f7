/**
 * The esbuild settings every function's bundle shares beyond CDK's defaults (app-function.ts), apart so the
 * bundle-budget test (test/unit/foundation/lambda-bundles.test.ts) builds exactly what `cdk synth` builds.
 */
import { ENV } from '../../shared/config/env-names';
import type { TracingMode } from '../../shared/config/tracing';

/**
 * What esbuild leaves out of every bundle:
 * - `prettier`: @react-email/render imports it lazily, only for `pretty: true`, which the mail templates never
 *   ask for (~260 KB of the mail-sending bundles).
 * - The AWS SDK's credential sources a Lambda never reaches (~115 KB of every bundle, a client's cold start
 *   among them): the SDK's default chain asks the environment first, and Lambda always puts the role's
 *   credentials there, so the SSO, ini-file, process, web-identity, container and instance-metadata links
 *   never run. The chain loads each of them with a dynamic `import()` only when reached, so leaving them out
 *   changes nothing that runs; were one ever reached, the Node.js runtime's own SDK would answer it. The
 *   clients and everything they call are still bundled at the versions of package-lock.json.
 * - `sharp`: native code (see below).
 */
export const LAMBDA_EXTERNAL_MODULES: readonly string[] = [
  'prettier',
  '@aws-sdk/credential-provider-sso',
  '@aws-sdk/credential-provider-ini',
  '@aws-sdk/credential-provider-process',
  '@aws-sdk/credential-provider-web-identity',
  '@aws-sdk/credential-provider-http',
  '@smithy/credential-provider-imds',
  // The logo re-encoder's native image library (libvips): loaded only by the logo confirm, from the
  // platform's prebuilt package (linux-arm64 on Lambda), which no bundle can carry inside its JavaScript: the
  // functions that re-encode images carry it in a layer (sharp-layer.ts).
  'sharp',
];

/**
 * Compile-time constants of a function's bundle:
 * - `process.env.NODE_ENV` is 'production' (a Lambda is never a development build), so React and the libraries
 *   that branch on it bundle only their production builds: the notify Lambda renders mail with React's
 *   production build, without its development checks or their bytes.
 * - `process.env.CUTROOM_TRACING` is the function's tracing choice (its row of function-table.ts): where it is
 *   `invocation`, `traced` (functions/platform/aws/clients.ts) never reaches the X-Ray SDK, and esbuild leaves
 *   it out of the bundle.
 */
export function lambdaDefine(tracing: TracingMode): Readonly<Record<string, string>> {
  return {
    'process.env.NODE_ENV': JSON.stringify('production'),
    [`process.env.${ENV.tracing}`]: JSON.stringify(tracing),
  };
}

/** Lets bundled CommonJS dependencies `require` node built-ins from inside the ES module bundle. */
export const ESM_REQUIRE_SHIM =
  "import { createRequire as __cutroomCreateRequire } from 'node:module'; const require = __cutroomCreateRequire(import.meta.url);";
