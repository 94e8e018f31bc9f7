/**
 * What a first deploy needs that the stack cannot create, checked before `cdk deploy` and said in plain
 * words: credentials for the intended account, the CDK bootstrap of every region the app deploys to, the
 * secrets the context names (and no leftover of the secrets the stack creates), the SES identity and the
 * SES sandbox, and the Lambda concurrency the reserved concurrency needs. Pure logic over a port, so the
 * tests run it with a fake account; `preflight.ts` gives it the AWS SDK.
 */
import { LIMITS } from '../stack/limits';
import { deploymentRegions } from '../stack/regions';
import type { StackConfig } from '../stack/stack-config';
import { PLACEHOLDER_MAIL_FROM } from '../stack/stack-config';

/** The CDK bootstrap version aws-cdk-lib's templates require (their `BootstrapVersion` rule). */
export const MIN_BOOTSTRAP_VERSION = 6;
/** Lambda's 'Concurrent executions' quota; the account keeps at least 100 of it unreserved. */
export const LAMBDA_CONCURRENCY_QUOTA = { serviceCode: 'lambda', quotaCode: 'L-B99A9384' } as const;
export const LAMBDA_MIN_UNRESERVED = 100;

/** What the preflight asks of the AWS account (STS, CloudFormation, Secrets Manager, SES, Service Quotas). */
export interface PreflightPort {
  accountId(): Promise<string>;
  /** The CDKToolkit stack's BootstrapVersion in `region`, null when the region is not bootstrapped. */
  bootstrapVersion(region: string): Promise<number | null>;
  /** Whether a stack of that name exists (any state but deleted). */
  stackExists(region: string, name: string): Promise<boolean>;
  /** 'exists', 'scheduled-for-deletion' or 'absent'. */
  secretState(region: string, name: string): Promise<'exists' | 'scheduled-for-deletion' | 'absent'>;
  /** The SES identity's verification, null when SES has no such identity. */
  sesIdentity(region: string, identity: string): Promise<{ verified: boolean } | null>;
  sesAccount(
    region: string,
  ): Promise<{ productionAccess: boolean; sendingEnabled: boolean; max24HourSend: number }>;
  /** A service quota's value in the region, null when it cannot be read. */
  quota(region: string, serviceCode: string, quotaCode: string): Promise<number | null>;
}

export type Verdict = 'ok' | 'missing' | 'warning';
export interface Finding {
  readonly verdict: Verdict;
  readonly text: string;
}

export interface PreflightInput {
  readonly config: StackConfig;
  readonly stackName: string;
  readonly region: string;
  /** The `account` context, when given: the credentials must be for it. */
  readonly account?: string;
}

/** The secrets the stack creates under fixed names (they must not exist before the stack does). */
export function createdSecretNames(config: StackConfig): string[] {
  const names = [`cutroom/${config.stage}/mail-link-secret`, `cutroom/${config.stage}/origin-secret`];
  if (!config.paddleApiKeySecretName) names.push(`cutroom/${config.stage}/paddle-api-key`);
  if (!config.paddleWebhookSecretName) names.push(`cutroom/${config.stage}/paddle-webhook-secret`);
  if (!config.driveApiKeySecretName) names.push(`cutroom/${config.stage}/drive-api-key`);
  for (const token of ['dropbox-token', 'graph-token', 'box-token'])
    names.push(`cutroom/${config.stage}/${token}`);
  return names;
}

/** The secrets the context names, which must exist before the deploy. */
function namedSecrets(config: StackConfig): [string, string][] {
  const named: [string, string | undefined][] = [
    ['googleClientSecretName', config.googleClientSecretName],
    ['playbackPrivateKeySecretName', config.playbackPrivateKeySecretName],
    ['driveApiKeySecretName', config.driveApiKeySecretName],
    ['paddleApiKeySecretName', config.paddleApiKeySecretName],
    ['paddleWebhookSecretName', config.paddleWebhookSecretName],
  ];
  return named.filter((n): n is [string, string] => n[1] !== undefined);
}

/** How a check records what it found. */
interface Report {
  ok(text: string): void;
  missing(text: string): void;
  warning(text: string): void;
}

/** SES: the identity the product (and, with userPoolMail=ses, Cognito) sends from, and the sandbox. */
async function checkSes(
  port: PreflightPort,
  config: StackConfig,
  region: string,
  { ok, missing, warning }: Report,
): Promise<void> {
  if (config.sender === PLACEHOLDER_MAIL_FROM) {
    warning(
      'No mailDomain or mailFrom context: the stack will deploy, but no e-mail can be sent until one is given.',
    );
  } else {
    const identity = config.mailDomain ?? config.sender;
    const state = await port.sesIdentity(region, identity);
    if (state?.verified) {
      ok(`SES identity ${identity} is verified in ${region}.`);
    } else if (config.userPoolMailVia === 'ses') {
      missing(
        state === null
          ? `SES has no identity ${identity} in ${region} yet, and Cognito refuses to send through an unverified one: deploy first with -c userPoolMail=cognito, publish the DkimRecord outputs in DNS, and deploy again without it once SES says verified.`
          : `SES identity ${identity} is not verified yet, and Cognito refuses to send through it: publish the DkimRecord outputs in DNS (or deploy with -c userPoolMail=cognito meanwhile).`,
      );
    } else {
      warning(
        state === null
          ? `SES identity ${identity} will be created by the deploy: then publish the DkimRecord outputs in DNS; mail waits for SES to verify it.`
          : `SES identity ${identity} is not verified yet: publish the DkimRecord outputs in DNS.`,
      );
    }
    const account = await port.sesAccount(region);
    if (!account.sendingEnabled)
      missing(
        `SES sending is disabled for this account in ${region}: see the SES console's account dashboard.`,
      );
    if (!account.productionAccess) {
      warning(
        `SES in ${region} is in the sandbox: mail goes only to verified addresses, ${account.max24HourSend} a day. Ask AWS for production access (SES console › Account dashboard › Request production access) before inviting users.`,
      );
    } else {
      ok(`SES in ${region} has production access (${account.max24HourSend} messages a day).`);
    }
  }
}

export async function runPreflight(port: PreflightPort, input: PreflightInput): Promise<Finding[]> {
  const { config, region } = input;
  const findings: Finding[] = [];
  const ok = (text: string) => findings.push({ verdict: 'ok', text });
  const missing = (text: string) => findings.push({ verdict: 'missing', text });
  const warning = (text: string) => findings.push({ verdict: 'warning', text });

  // Credentials.
  let accountId: string;
  try {
    accountId = await port.accountId();
  } catch (error) {
    missing(
      `No usable AWS credentials (${error instanceof Error ? error.message : String(error)}): set a profile (AWS_PROFILE) or keys, then run this again.`,
    );
    return findings;
  }
  if (input.account && input.account !== accountId) {
    missing(
      `The credentials are for account ${accountId}, but -c account=${input.account} was given: use that account's profile.`,
    );
    return findings;
  }
  ok(`Credentials for account ${accountId}.`);

  // Bootstrap of every region the app deploys to.
  const regions = deploymentRegions(region);
  for (const r of regions) {
    const version = await port.bootstrapVersion(r);
    if (version === null) {
      missing(`${r} is not bootstrapped for the CDK: run npx cdk bootstrap aws://${accountId}/${r}`);
    } else if (version < MIN_BOOTSTRAP_VERSION) {
      missing(
        `${r} has CDK bootstrap version ${version}; ${MIN_BOOTSTRAP_VERSION} or later is needed: run npx cdk bootstrap aws://${accountId}/${r} again.`,
      );
    } else {
      ok(`${r} is bootstrapped (version ${version}).`);
    }
  }

  // Secrets: those the context names must exist; those the stack creates must not, unless it exists.
  for (const [key, name] of namedSecrets(config)) {
    const state = await port.secretState(region, name);
    if (state === 'exists') ok(`Secret ${name} (${key}) exists.`);
    else
      missing(
        `Secret ${name} (${key}) does not exist in ${region}: create it (aws secretsmanager create-secret --name ${name} --secret-string …) or drop the ${key} context.`,
      );
  }
  const stackExists = await port.stackExists(region, input.stackName);
  if (!stackExists) {
    for (const name of createdSecretNames(config)) {
      const state = await port.secretState(region, name);
      if (state === 'exists') {
        missing(
          `Secret ${name} already exists but the stack ${input.stackName} does not (left by an earlier failed deploy?): the deploy would fail with 'already exists'. Delete it (aws secretsmanager delete-secret --secret-id ${name} --force-delete-without-recovery) once you are sure nothing uses it.`,
        );
      } else if (state === 'scheduled-for-deletion') {
        missing(
          `Secret ${name} is scheduled for deletion, which blocks creating it again: aws secretsmanager delete-secret --secret-id ${name} --force-delete-without-recovery`,
        );
      }
    }
  }

  await checkSes(port, config, region, { ok, missing, warning });

  // Lambda concurrency: the reserved concurrency must leave 100 unreserved.
  const reserved = Object.values(LIMITS.reservedConcurrency).reduce((a, b) => a + b, 0);
  const needed = LAMBDA_MIN_UNRESERVED + reserved;
  const concurrency = await port.quota(
    region,
    LAMBDA_CONCURRENCY_QUOTA.serviceCode,
    LAMBDA_CONCURRENCY_QUOTA.quotaCode,
  );
  if (concurrency === null) {
    warning(`Could not read the Lambda concurrency quota in ${region}: it must be at least ${needed}.`);
  } else if (concurrency < needed) {
    missing(
      `Lambda allows ${concurrency} concurrent executions in ${region}; the stack reserves ${reserved} and AWS keeps ${LAMBDA_MIN_UNRESERVED} unreserved, so ${needed} are needed: request an increase of 'Concurrent executions' in Service Quotas.`,
    );
  } else {
    ok(`Lambda concurrency ${concurrency} in ${region} (${needed} needed).`);
  }
  return findings;
}

const MARKS: Record<Verdict, string> = { ok: 'ok  ', missing: 'MISSING', warning: 'note' };

/** The report: one line per finding, then what to do. */
export function formatFindings(findings: readonly Finding[]): string {
  const lines = findings.map((f) => `${MARKS[f.verdict].padEnd(8)}${f.text}`);
  const blocking = findings.filter((f) => f.verdict === 'missing').length;
  lines.push(
    '',
    blocking === 0
      ? 'Ready to deploy.'
      : `${blocking} thing${blocking === 1 ? '' : 's'} missing: the deploy would fail. Fix ${blocking === 1 ? 'it' : 'them'} and run this again.`,
  );
  return lines.join('\n');
}

/** `-c key=value` pairs over cdk.json's context, as the CDK CLI reads them. */
export function contextFrom(
  argv: readonly string[],
  cdkJson: Record<string, unknown>,
): Record<string, unknown> {
  const context: Record<string, unknown> = { ...cdkJson };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const pair =
      arg === '-c' || arg === '--context'
        ? argv[++i]
        : arg.startsWith('--context=')
          ? arg.slice(10)
          : undefined;
    if (!pair) continue;
    const eq = pair.indexOf('=');
    if (eq > 0) context[pair.slice(0, eq)] = pair.slice(eq + 1);
  }
  return context;
}
