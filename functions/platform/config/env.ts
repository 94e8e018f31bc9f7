/**
 * The environment of a Lambda (or of the local system's in-process handlers), parsed once with zod.
 *
 * `process.env` is read lazily on first use and memoized. Each getter asks only for what its caller needs,
 * so a Lambda that never sends mail does not require CUTROOM_MAIL_FROM; a missing or malformed variable
 * fails fast with the list of every problem for that need.
 */
import * as z from '../zod';
import { ENV, type EnvName } from '../../../shared/config/env-names';

const text = z.string().check(z.trim(), z.minLength(1));
const url = z.url();
const optionalUrl = z.optional(url);

/** Stricter formats for some variables; every other ENV name is optional non-empty text. */
const formats = {
  [ENV.downloadQueueUrl]: optionalUrl,
  [ENV.mailFrom]: z.optional(z.email()),
  [ENV.appUrl]: optionalUrl,
  [ENV.localJwtIssuer]: optionalUrl,
  [ENV.dynamoEndpoint]: optionalUrl,
  [ENV.s3Endpoint]: optionalUrl,
  [ENV.brandAssetsUrl]: optionalUrl,
  [ENV.sqsEndpoint]: optionalUrl,
  [ENV.sesEndpoint]: optionalUrl,
  [ENV.cognitoEndpoint]: optionalUrl,
  [ENV.driveEndpoint]: optionalUrl,
  [ENV.footageStandIn]: optionalUrl,
  [ENV.transcoder]: z.optional(z.enum(['ffmpeg', 'mediaconvert', 'none'])),
  [ENV.mediaConvertEndpoint]: optionalUrl,
  [ENV.reviewSnapshotCacheSeconds]: z.optional(z.coerce.number().check(z.gte(0), z.lte(60))),
} satisfies Partial<Record<EnvName, z.ZodMiniType>>;

/** Every variable of shared/config/env-names.ts (plus AWS_REGION), each optional here; getters require. */
const envSchema = z.object({
  ...(Object.fromEntries(Object.values(ENV).map((name) => [name, z.optional(text)])) as Record<
    EnvName,
    z.ZodMiniOptional<typeof text>
  >),
  ...formats,
  AWS_REGION: z.optional(text),
});
type ParsedEnv = z.infer<typeof envSchema>;

export class EnvError extends Error {
  constructor(problems: string[]) {
    super(`Invalid environment: ${problems.join('; ')}`);
    this.name = 'EnvError';
  }
}

let parsed: ParsedEnv | undefined;

function emptyToUndefined(source: NodeJS.ProcessEnv): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const key of [...Object.values(ENV), 'AWS_REGION']) {
    const value = source[key];
    out[key] = value === undefined || value.trim() === '' ? undefined : value;
  }
  return out;
}

/** The variables env() reads, as one string (the SDK clients' memo key). */
export function envFingerprint(source: NodeJS.ProcessEnv = process.env): string {
  return JSON.stringify([...Object.values(ENV), 'AWS_REGION'].map((key) => source[key] ?? null));
}

/**
 * The whole parsed environment (memoized: parsed on first use, so a process that sets its environment
 * before handling anything — the local system — needs no reset). Malformed values fail here, listing every one.
 */
export function env(): ParsedEnv {
  if (parsed) return parsed;
  const result = envSchema.safeParse(emptyToUndefined(process.env));
  if (!result.success) {
    throw new EnvError(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  parsed = result.data;
  return parsed;
}

/** Forgets the memoized environment (tests that change process.env). */
export function resetEnv(): void {
  parsed = undefined;
}

type Required<K extends EnvName> = { [P in K]: string };

/** The listed variables, all required: throws one error naming every missing one. */
export function requireEnv<K extends EnvName>(...names: K[]): Required<K> {
  const all = env() as Record<string, string | undefined>;
  const missing = names.filter((name) => all[name] === undefined);
  if (missing.length > 0) throw new EnvError(missing.map((name) => `${name} is missing`));
  const out = {} as Record<string, string>;
  for (const name of names) out[name] = all[name] as string;
  return out as Required<K>;
}

/** `local` when running on the local system (npm start, tests); the cloud stage name otherwise. */
export function stage(): string {
  return env()[ENV.stage] ?? 'local';
}

export function isLocal(): boolean {
  return stage() === 'local';
}

/** The MediaConvert transcoder's settings (required when the transcoder is 'mediaconvert'). */
export function mediaConvertConfig(): { queueArn: string; roleArn: string; endpoint: string | undefined } {
  const required = requireEnv(ENV.mediaConvertQueueArn, ENV.mediaConvertRoleArn);
  return {
    queueArn: required[ENV.mediaConvertQueueArn],
    roleArn: required[ENV.mediaConvertRoleArn],
    endpoint: env()[ENV.mediaConvertEndpoint],
  };
}

/** Which transcoder makes proxies: 'ffmpeg' locally, 'none' (originals only) unless configured. */
export function transcoderKind(): 'ffmpeg' | 'mediaconvert' | 'none' {
  return env()[ENV.transcoder] ?? 'none';
}

/** Seconds the review-api keeps a project's review payload (0: not kept). */
export function reviewSnapshotCacheSeconds(): number {
  return env()[ENV.reviewSnapshotCacheSeconds] ?? 0;
}

export function tableName(): string {
  return requireEnv(ENV.tableName)[ENV.tableName];
}

export function mediaBucket(): string {
  return requireEnv(ENV.mediaBucket)[ENV.mediaBucket];
}

/** The public base URL of the brand logos (`brand/<ws>/<hash>.png` at `<base>/<ws>/<hash>.png`), if served. */
export function brandAssetsUrl(): string | undefined {
  return env()[ENV.brandAssetsUrl];
}

export function downloadQueueUrl(): string {
  return requireEnv(ENV.downloadQueueUrl)[ENV.downloadQueueUrl];
}

export function webhookQueueUrl(): string {
  return requireEnv(ENV.webhookQueueUrl)[ENV.webhookQueueUrl];
}

/**
 * The exact loopback origins the outbound guard lets through over http: the local system's stand-ins, and
 * only on the local stage. Set on any other stage it is a configuration error, never a silent exception.
 */
export function outboundLocalOrigins(): string[] {
  const raw = env()[ENV.outboundLocalOrigins];
  if (!raw) return [];
  if (!isLocal()) throw new EnvError([`${ENV.outboundLocalOrigins} is allowed on the local stage only`]);
  const origins = raw.split(',').map((origin) => origin.trim());
  const bad = origins.filter((origin) => !/^http:\/\/127\.0\.0\.1:\d{1,5}$/.test(origin));
  if (bad.length > 0)
    throw new EnvError([`${ENV.outboundLocalOrigins}: not a loopback origin: ${bad.join(', ')}`]);
  return origins;
}

export function mailFrom(): string {
  return requireEnv(ENV.mailFrom)[ENV.mailFrom];
}

/** The SPA's public origin (links in e-mails). */
export function appUrl(): string {
  return requireEnv(ENV.appUrl)[ENV.appUrl];
}

export interface UserPoolConfig {
  userPoolId: string;
  clientId: string;
  /** Set locally only: the cognito-local issuer (its JWKS is served over http). */
  localIssuer?: string;
}

export function userPoolConfig(): UserPoolConfig {
  const values = requireEnv(ENV.userPoolId, ENV.userPoolClientId);
  // Set by the local system only; without it the cloud verifier is used.
  const localIssuer = env()[ENV.localJwtIssuer];
  return {
    userPoolId: values[ENV.userPoolId],
    clientId: values[ENV.userPoolClientId],
    ...(localIssuer ? { localIssuer } : {}),
  };
}

export interface DriveConfig {
  /** Drive API base URL override (the local stand-in); undefined = Google. */
  endpoint?: string;
  /** A plain key (local), or the Secrets Manager ARN holding it (cloud). */
  apiKey?: string;
  apiKeySecretArn?: string;
}

export function driveConfig(): DriveConfig {
  const all = env();
  const config: DriveConfig = {
    ...(all[ENV.driveEndpoint] ? { endpoint: all[ENV.driveEndpoint] } : {}),
    ...(all[ENV.driveApiKey] ? { apiKey: all[ENV.driveApiKey] } : {}),
    ...(all[ENV.driveApiKeySecretArn] ? { apiKeySecretArn: all[ENV.driveApiKeySecretArn] } : {}),
  };
  if (!config.apiKey && !config.apiKeySecretArn) {
    throw new EnvError([`${ENV.driveApiKey} or ${ENV.driveApiKeySecretArn} is missing`]);
  }
  return config;
}

/** Endpoint overrides for the AWS SDK clients (all undefined in the cloud). */
export interface AwsEndpoints {
  dynamodb?: string;
  s3?: string;
  sqs?: string;
  ses?: string;
  cognito?: string;
}

export function awsEndpoints(): AwsEndpoints {
  const all = env();
  return {
    dynamodb: all[ENV.dynamoEndpoint],
    s3: all[ENV.s3Endpoint],
    sqs: all[ENV.sqsEndpoint],
    ses: all[ENV.sesEndpoint],
    cognito: all[ENV.cognitoEndpoint],
  };
}

/** The region for the SDK clients: AWS_REGION (set by Lambda), else us-east-1 (local). */
export function awsRegion(): string {
  return env().AWS_REGION ?? 'us-east-1';
}
