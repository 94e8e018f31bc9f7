/**
 * How much of a function's work its X-Ray trace shows, chosen per function in the stack's table
 * (infra/stack/function-table.ts). Every function runs with Lambda's active tracing, so each invocation is a
 * trace either way; the choice is whether its AWS SDK calls become subsegments of it:
 * - `invocation`: the trace Lambda records (the invocation, its init, its duration), nothing more. The X-Ray
 *   SDK is not in the bundle at all (~116 KB of code a cold start would load: aws-xray-sdk-core, its SDK v2
 *   patcher's semver, cls-hooked). For what a person waits on (the API functions: a client's first request
 *   waits for the cold start; Cognito's triggers), whose few table calls their own logs already time.
 * - `sdk`: every AWS client captured by Powertools Tracer, each call a subsegment (which of a worker's many
 *   S3, SES or table calls was slow).
 *
 * The choice is written into the bundle as a constant (the bundler's define of `process.env.CUTROOM_TRACING`,
 * infra/stack/lambda-bundling.ts), so esbuild drops the tracer's code from an `invocation` bundle; the stack
 * also puts it in the function's environment, where the console shows it.
 */
export const TRACING_MODES = ['invocation', 'sdk'] as const;
export type TracingMode = (typeof TRACING_MODES)[number];
