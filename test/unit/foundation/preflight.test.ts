/**
 * The preflight before the first deploy: against a fake account it says, in plain words, what would make
 * `cdk deploy` fail (bootstrap of both regions, secrets, SES identity and sandbox, Lambda concurrency).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  contextFrom,
  createdSecretNames,
  formatFindings,
  MIN_BOOTSTRAP_VERSION,
  runPreflight,
  type PreflightPort,
} from '../../../infra/preflight/preflight-checks';
import { readStackConfig } from '../../../infra/stack/stack-config';

const ACCOUNT = '111122223333';

interface FakeAccount {
  bootstrapped: Record<string, number>;
  stacks: string[];
  secrets: Record<string, 'exists' | 'scheduled-for-deletion'>;
  sesIdentities: Record<string, boolean>;
  sesProduction: boolean;
  lambdaConcurrency: number | null;
}

/** A brand-new account: nothing bootstrapped, no secrets, SES in the sandbox, Lambda concurrency 10. */
const freshAccount = (): FakeAccount => ({
  bootstrapped: {},
  stacks: [],
  secrets: {},
  sesIdentities: {},
  sesProduction: false,
  lambdaConcurrency: 10,
});

function fakePort(account: FakeAccount): PreflightPort {
  return {
    accountId: () => Promise.resolve(ACCOUNT),
    bootstrapVersion: (region) => Promise.resolve(account.bootstrapped[region] ?? null),
    stackExists: (_region, name) => Promise.resolve(account.stacks.includes(name)),
    secretState: (_region, name) => Promise.resolve(account.secrets[name] ?? 'absent'),
    sesIdentity: (_region, identity) =>
      Promise.resolve(
        identity in account.sesIdentities ? { verified: account.sesIdentities[identity]! } : null,
      ),
    sesAccount: () =>
      Promise.resolve({
        productionAccess: account.sesProduction,
        sendingEnabled: true,
        max24HourSend: account.sesProduction ? 50_000 : 200,
      }),
    quota: () => Promise.resolve(account.lambdaConcurrency),
  };
}

const prodContext = { stage: 'prod', mailDomain: 'mail.example.com', alarmEmail: 'ops@example.com' };
const configOf = (context: Record<string, string>) => readStackConfig((key) => context[key]);

async function report(
  account: FakeAccount,
  context: Record<string, string> = prodContext,
  region = 'eu-west-1',
) {
  return runPreflight(fakePort(account), { config: configOf(context), region, stackName: 'Cutroom-prod' });
}

describe('the preflight on a fresh account (eu-west-1, prod)', () => {
  it('names every blocker in plain words: both regions unbootstrapped, SES identity for Cognito, Lambda concurrency', async () => {
    const findings = await report(freshAccount());
    const missing = findings.filter((f) => f.verdict === 'missing').map((f) => f.text);
    expect(missing).toEqual([
      `eu-west-1 is not bootstrapped for the CDK: run npx cdk bootstrap aws://${ACCOUNT}/eu-west-1`,
      `us-east-1 is not bootstrapped for the CDK: run npx cdk bootstrap aws://${ACCOUNT}/us-east-1`,
      expect.stringContaining('deploy first with -c userPoolMail=cognito'),
      expect.stringContaining('Lambda allows 10 concurrent executions in eu-west-1'),
    ]);
    const notes = findings.filter((f) => f.verdict === 'warning').map((f) => f.text);
    expect(notes).toEqual([expect.stringContaining('is in the sandbox')]);
    const text = formatFindings(findings);
    expect(text.split('\n').at(-1)).toBe(
      '4 things missing: the deploy would fail. Fix them and run this again.',
    );
    // The sample in the README and the report: what ops see on a fresh account.
    console.log(text);
  });

  it('is ready once both regions are bootstrapped and the quota raised, with userPoolMail=cognito for the first deploy', async () => {
    const account: FakeAccount = {
      ...freshAccount(),
      bootstrapped: { 'eu-west-1': MIN_BOOTSTRAP_VERSION, 'us-east-1': 21 },
      lambdaConcurrency: 1000,
    };
    const findings = await report(account, { ...prodContext, userPoolMail: 'cognito' });
    expect(findings.filter((f) => f.verdict === 'missing')).toEqual([]);
    expect(formatFindings(findings).split('\n').at(-1)).toBe('Ready to deploy.');
  });

  it("prints for a fresh account exactly the sample the README's deploy section shows", async () => {
    const readme = readFileSync(fileURLToPath(new URL('../../../README.md', import.meta.url)), 'utf8');
    const sample = /On a fresh account in eu-west-1 it prints:\n\n```\n([\s\S]*?)\n```/.exec(readme)?.[1];
    const findings = await report(freshAccount(), {
      stage: 'prod',
      mailDomain: 'mail.example.net',
      alarmEmail: 'ops@example.net',
      userPoolMail: 'cognito',
    });
    expect(formatFindings(findings)).toBe(sample);
  });

  it('in us-east-1 asks for one bootstrap only', async () => {
    const findings = await report(freshAccount(), prodContext, 'us-east-1');
    expect(findings.filter((f) => f.text.includes('not bootstrapped')).map((f) => f.text)).toEqual([
      `us-east-1 is not bootstrapped for the CDK: run npx cdk bootstrap aws://${ACCOUNT}/us-east-1`,
    ]);
  });
});

describe('the preflight, other blockers', () => {
  const ready = (): FakeAccount => ({
    ...freshAccount(),
    bootstrapped: { 'eu-west-1': 30, 'us-east-1': 30 },
    sesIdentities: { 'mail.example.com': true },
    sesProduction: true,
    lambdaConcurrency: 1000,
  });

  it("flags a secret the stack creates that is left from an earlier failed deploy ('already exists')", async () => {
    const account = { ...ready(), secrets: { 'cutroom/prod/paddle-api-key': 'exists' as const } };
    const missing = (await report(account)).filter((f) => f.verdict === 'missing');
    expect(missing.map((f) => f.text)).toEqual([
      expect.stringContaining('cutroom/prod/paddle-api-key already exists'),
    ]);
    // Once the stack exists, its own secrets are expected.
    expect(
      (await report({ ...account, stacks: ['Cutroom-prod'] })).some((f) => f.verdict === 'missing'),
    ).toBe(false);
  });

  it('flags a secret the context names that does not exist, and an old bootstrap', async () => {
    const account = { ...ready(), bootstrapped: { 'eu-west-1': 30, 'us-east-1': 5 } };
    const texts = (await report(account, { ...prodContext, driveApiKeySecretName: 'ops/drive-key' }))
      .filter((f) => f.verdict === 'missing')
      .map((f) => f.text);
    expect(texts).toEqual([
      expect.stringContaining('us-east-1 has CDK bootstrap version 5'),
      expect.stringContaining('Secret ops/drive-key (driveApiKeySecretName) does not exist'),
    ]);
  });

  it('refuses credentials for another account than -c account', async () => {
    const findings = await runPreflight(fakePort(ready()), {
      config: configOf(prodContext),
      region: 'eu-west-1',
      stackName: 'Cutroom-prod',
      account: '999999999999',
    });
    expect(findings).toEqual([
      { verdict: 'missing', text: expect.stringContaining(`credentials are for account ${ACCOUNT}`) },
    ]);
  });

  it('knows which secrets the stack creates (none of those the context brings)', () => {
    expect(createdSecretNames(configOf({ stage: 'prod', paddleApiKeySecretName: 'x' }))).not.toContain(
      'cutroom/prod/paddle-api-key',
    );
  });
});

describe('contextFrom', () => {
  it('reads -c key=value and --context=key=value over cdk.json, as the CDK CLI does', () => {
    expect(
      contextFrom(['-c', 'stage=prod', '--context=region=eu-west-1', '-c', 'paddlePriceIds={"a":"b=c"}'], {
        stage: 'dev',
        other: true,
      }),
    ).toEqual({ stage: 'prod', region: 'eu-west-1', paddlePriceIds: '{"a":"b=c"}', other: true });
  });
});
