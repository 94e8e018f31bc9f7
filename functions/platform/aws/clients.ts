/**
 * AWS SDK v3 clients, created once per container (module-level memo). Locally (an endpoint override is
 * set in the environment) they point at the 127.0.0.1 stand-ins with dummy credentials; in the cloud they
 * use the Lambda's role and region.
 */
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { MediaConvertClient } from '@aws-sdk/client-mediaconvert';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { SQSClient } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { defaultProvider } from '@aws-sdk/credential-provider-node';
import { awsEndpoints, awsRegion, envFingerprint } from '../config/env';

/** Credentials the local stand-ins accept (they do not check signatures). */
export const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' } as const;

interface BaseConfig {
  region: string;
  endpoint?: string;
  credentials?: typeof LOCAL_CREDENTIALS;
}

/** Region, and for a local endpoint the endpoint itself plus dummy credentials. */
export function clientConfig(endpoint: string | undefined): BaseConfig {
  const region = awsRegion();
  return endpoint ? { region, endpoint, credentials: LOCAL_CREDENTIALS } : { region };
}

/**
 * How long a call to DynamoDB, SES, SQS or Cognito may wait (ms). Without these the SDK waits for a silent socket
 * for ever (its request timeout only logs a warning unless told to throw): one hung call would hold a stream
 * shard or a request until the Lambda's own timeout. With them the call fails, and the SDK's retry tries again.
 * S3 clients keep the defaults: a media transfer may legitimately sit idle while its reader catches up.
 */
export const API_CALL_TIMEOUTS = { connectionTimeout: 3_000, requestTimeout: 10_000 } as const;

type CallTimeouts = { connectionTimeout: number; requestTimeout: number };

/** `clientConfig` plus the call timeouts: the configuration of every client but S3's. */
export function apiClientConfig(endpoint: string | undefined, timeouts: CallTimeouts = API_CALL_TIMEOUTS) {
  return { ...clientConfig(endpoint), requestHandler: { ...timeouts, throwOnRequestTimeout: true } };
}

/**
 * With `sdk` tracing (shared/config/tracing.ts), Powertools Tracer's capture of an AWS client: each SDK call a
 * subsegment of the invocation's trace. Otherwise (`invocation`; locally and in tests, where the variable is
 * unset) none.
 *
 * Written out as `process.env.CUTROOM_TRACING` (ENV.tracing), not through ENV: the bundler replaces exactly
 * this expression with the function's choice (infra/stack/lambda-bundling.ts). In an `invocation` bundle the
 * condition is false at build time, and an `import()` in a branch esbuild knows is dead is not bundled:
 * sdk-tracer.ts and the X-Ray SDK it loads stay out (a static import would keep them, their modules having
 * side effects). With `sdk`, the module is loaded once, during the container's init.
 */
const captureSdkCalls: (<T>(client: T) => T) | undefined =
  process.env.CUTROOM_TRACING === 'sdk' ? (await import('./sdk-tracer')).captureSdkCalls : undefined;

/** The client, captured by the tracer when this function traces its SDK calls; else as it is. */
export function traced<T>(client: T): T {
  return captureSdkCalls ? captureSdkCalls(client) : client;
}

const cache = new Map<string, unknown>();
/** One client per kind and environment: a changed endpoint or region (the local system) makes a new one. */
function memo<T>(kind: string, create: () => T): T {
  const key = `${kind}:${envFingerprint()}`;
  // The document client shares its DynamoDB client's middleware stack, which is captured already.
  if (!cache.has(key)) cache.set(key, kind === 'document' ? create() : traced(create()));
  return cache.get(key) as T;
}

export function dynamoDbClient(): DynamoDBClient {
  return memo('dynamodb', () => new DynamoDBClient(apiClientConfig(awsEndpoints().dynamodb)));
}

/** Document client: plain JS values in and out; undefined attributes are dropped. */
export function documentClient(): DynamoDBDocumentClient {
  return memo('document', () =>
    DynamoDBDocumentClient.from(dynamoDbClient(), {
      marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
      unmarshallOptions: { wrapNumbers: false },
    }),
  );
}

/**
 * S3. Locally: path-style URLs, and checksums only when an operation requires them (with the default,
 * streamed PutObject bodies are sent aws-chunked, which some S3 stand-ins store verbatim: corrupt files).
 */
export function s3Client(): S3Client {
  return memo('s3', () => {
    const endpoint = awsEndpoints().s3;
    return new S3Client(
      endpoint
        ? {
            ...clientConfig(endpoint),
            forcePathStyle: true,
            requestChecksumCalculation: 'WHEN_REQUIRED',
            responseChecksumValidation: 'WHEN_REQUIRED',
          }
        : clientConfig(undefined),
    );
  });
}

export function sqsClient(): SQSClient {
  return memo('sqs', () => new SQSClient(apiClientConfig(awsEndpoints().sqs)));
}

export function sesClient(): SESv2Client {
  return memo('ses', () => new SESv2Client(apiClientConfig(awsEndpoints().ses)));
}

export function cognitoClient(): CognitoIdentityProviderClient {
  return memo('cognito', () => new CognitoIdentityProviderClient(apiClientConfig(awsEndpoints().cognito)));
}

/** Drops every memoized client (tests that change the environment). */
export function resetClients(): void {
  for (const client of cache.values()) {
    if (client && typeof client === 'object' && 'destroy' in client && typeof client.destroy === 'function') {
      (client as { destroy(): void }).destroy();
    }
  }
  cache.clear();
}

/**
 * The AWS clients a composition root may be given instead of the environment's (tests: fault-injecting
 * decorators of the real clients). Every adapter the root builds then goes through them.
 */
export interface PlatformClients {
  doc?: DynamoDBDocumentClient;
  ses?: SESv2Client;
  s3?: S3Client;
}

/** What signing an S3 request outside a client needs (presigned URLs: media/adapters/s3-presigned-get.ts). */
export interface S3Signing {
  region: string;
  /** The local stand-in (path-style URLs); absent in the cloud. */
  endpoint?: string;
  credentials: () => Promise<{ accessKeyId: string; secretAccessKey: string; sessionToken?: string }>;
}

let cloudCredentials: S3Signing['credentials'] | undefined;

/**
 * The region and credentials S3 requests are signed with, as s3Client() would: the local stand-in's dummy
 * credentials, or the SDK's default chain (the role's credentials Lambda puts in the environment, refreshed
 * before they expire).
 */
export function s3Signing(): S3Signing {
  const endpoint = awsEndpoints().s3;
  if (endpoint) return { region: awsRegion(), endpoint, credentials: async () => LOCAL_CREDENTIALS };
  cloudCredentials ??= defaultProvider();
  return { region: awsRegion(), credentials: cloudCredentials };
}

/** MediaConvert (the cloud transcoder): the regional endpoint, or an override (the tests' stand-in). */
export function mediaConvertClient(endpoint: string | undefined): MediaConvertClient {
  return memo(`mediaconvert:${endpoint ?? ''}`, () => new MediaConvertClient(clientConfig(endpoint)));
}
