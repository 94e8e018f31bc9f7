/**
 * What the test global setup hands to the integration and e2e tests (via vitest `provide` and process.env).
 * Values are '' for a part of the system that is not running (e.g. no SPA yet).
 */
export interface TestSystemInfo {
  /** The one origin of the local API server and SPA: http://localhost:PORT (infra/local localAppOrigin) */
  baseUrl: string;
  /** The local mail inbox page (aws-ses-v2-local); `${mailUrl}/store` is the JSON of sent mail. */
  mailUrl: string;
  dynamoEndpoint: string;
  s3Endpoint: string;
  sqsEndpoint: string;
  sesEndpoint: string;
  cognitoEndpoint: string;
  userPoolId: string;
  clientId: string;
  /** The Drive API stand-in's base URL ('' when it is not there). */
  driveUrl: string;
  /** Every ENV variable (shared/config/env-names.ts) the handlers need, as set for the tests. */
  env: Record<string, string>;
}

export const TEST_SYSTEM_KEYS = [
  'baseUrl',
  'mailUrl',
  'dynamoEndpoint',
  's3Endpoint',
  'sqsEndpoint',
  'sesEndpoint',
  'cognitoEndpoint',
  'userPoolId',
  'clientId',
  'driveUrl',
] as const satisfies readonly (keyof TestSystemInfo)[];

declare module 'vitest' {
  // Keys given to `inject(...)` in tests (see test/support/env.ts): the system info, one key each.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merged interface adds no keys of its own
  export interface ProvidedContext extends TestSystemInfo {}
}
