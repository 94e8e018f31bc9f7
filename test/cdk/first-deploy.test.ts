/**
 * The first deploy, read as an AWS operator would: the app in a region other than us-east-1 (two stacks, both
 * regions bootstrapped, both deployed by the README's commands), what a failed first create leaves behind,
 * and the operational settings of a prod stack. The whole app is built as `infra/app.ts` builds it, with
 * cdk-nag's AwsSolutions pack as a validation plugin: any unacknowledged finding fails the synth.
 */
import { Template } from 'aws-cdk-lib/assertions';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCutroomApp } from '../../infra/cutroom-app';
import { LIMITS } from '../../infra/stack/limits';
import { getHealth, HEALTH_CACHE_SECONDS } from '../../shared/api/endpoints/health';
import { ORIGIN_SECRET_HEADER } from '../../shared/config/edge-headers';
import { ENV } from '../../shared/config/env-names';
import { PRODUCT_NAME } from '../../shared/config/product';
import type { CfnResource, Resources } from './template-helpers';
import {
  actionsOf,
  ofType,
  productFunctions,
  props,
  statementsOfFunction,
  testApp,
} from './template-helpers';

const API_GROUPS = ['editor-api', 'review-api', 'public-api', 'drive'];
/** CloudFront's managed AllViewerExceptHostHeader: viewer headers but Host, plus the viewer location headers. */
const MANAGED_ALL_VIEWER_EXCEPT_HOST = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

interface CacheBehavior {
  PathPattern: string;
  CachePolicyId: unknown;
  OriginRequestPolicyId?: unknown;
}

function webDistributionConfig(resources: Resources) {
  const [, distribution] =
    ofType(resources, 'AWS::CloudFront::Distribution').find(([id]) => id.startsWith('WebDistribution')) ?? [];
  if (!distribution) throw new Error('no web distribution');
  return props(distribution).DistributionConfig as {
    Origins: { DomainName: unknown; OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[] }[];
    CacheBehaviors: CacheBehavior[];
  };
}

function secretIdNamed(resources: Resources, name: string): string {
  const found = ofType(resources, 'AWS::SecretsManager::Secret').find(([, r]) => props(r).Name === name);
  if (!found) throw new Error(`no secret ${name}`);
  return found[0];
}

const SYNTH_TIMEOUT_MS = 240_000;
const FULL_REPO = fileURLToPath(new URL('./fixtures/full-repo/', import.meta.url));
const README = fileURLToPath(new URL('../../README.md', import.meta.url));
const ACCOUNT = '111122223333';

interface SynthesizedApp {
  templates: Map<
    string,
    {
      region: string;
      template: Template;
      resources: Resources;
      outputs: Record<string, { Value: unknown }>;
      protected: boolean;
    }
  >;
}

/** Alarm names of a template. */
function alarmNames(resources: Resources): string[] {
  return ofType(resources, 'AWS::CloudWatch::Alarm').map(([, a]) => String(props(a).AlarmName));
}

function synthApp(region: string, context: Record<string, string> = {}): SynthesizedApp {
  const app = testApp({
    stage: 'prod',
    account: ACCOUNT,
    region,
    mailDomain: 'mail.cutroom.test',
    mailFromDomain: 'bounce.mail.cutroom.test',
    alarmEmail: 'ops@cutroom.test',
    domainName: 'app.cutroom.test',
    hostedZoneId: 'Z0123456789ABCDEFGHIJ',
    hostedZoneName: 'cutroom.test',
    ...context,
  });
  const { stacks } = buildCutroomApp(app, { bundling: 'fast', repoRoot: FULL_REPO });
  app.synth(); // throws 'Validation failed' listing every unacknowledged cdk-nag finding
  const templates: SynthesizedApp['templates'] = new Map();
  for (const stack of stacks) {
    const template = Template.fromStack(stack);
    templates.set(stack.stackName, {
      region: stack.region,
      template,
      resources: template.toJSON().Resources as Resources,
      outputs: (template.toJSON().Outputs ?? {}) as Record<string, { Value: unknown }>,
      protected: stack.terminationProtection,
    });
  }
  return { templates };
}

/**
 * The shell lines of the README's Deploy section, with its variables (`ACCOUNT=… REGION=…`, `CONTEXT="…"`)
 * expanded as the shell would; REGION is the one under test.
 */
function readmeDeployCommands(region: string): string[] {
  const text = readFileSync(README, 'utf8');
  const section = text.slice(text.indexOf('## Deploy'), text.indexOf('\n## ', text.indexOf('## Deploy') + 1));
  const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  const vars = new Map<string, string>();
  const expand = (line: string) =>
    line.replace(/\$([A-Z]+)/g, (_, name: string) => vars.get(name) ?? `$${name}`);
  const commands: string[] = [];
  for (const line of block.split('\n').filter((l) => l.trim() !== '')) {
    const assignments = [...line.matchAll(/([A-Z]+)=("[^"]*"|\S+)/g)];
    if (assignments.length > 0 && /^[A-Z]+=/.test(line)) {
      for (const [, name, value] of assignments) {
        if (name && value !== undefined) {
          vars.set(name, name === 'REGION' ? region : expand(value.replace(/^"|"$/g, '')));
        }
      }
    } else commands.push(expand(line));
  }
  return commands;
}

describe('the prod app in us-east-1, first deploy of a new mail domain', () => {
  it(
    "is one stack with the custom domain's certificate (validated by hand); codes on Cognito and deletion protection off until the second deploy",
    () => {
      const { templates } = synthApp('us-east-1', {
        userPoolMail: 'cognito',
        deletionProtection: 'off',
        hostedZoneId: '',
        hostedZoneName: '',
      });
      expect([...templates.keys()]).toEqual(['Cutroom-prod']);
      const { resources, outputs } = templates.get('Cutroom-prod')!;
      const [, certificate] = ofType(resources, 'AWS::CertificateManager::Certificate')[0]!;
      expect(props(certificate)).toMatchObject({ DomainName: 'app.cutroom.test', ValidationMethod: 'DNS' });
      expect(props(certificate).DomainValidationOptions).toBeUndefined();
      expect(outputs.AppUrl?.Value).toBe('https://app.cutroom.test');
      expect(ofType(resources, 'AWS::Route53::RecordSet')).toEqual([]);
      const [[, pool]] = ofType(resources, 'AWS::Cognito::UserPool') as [[string, CfnResource]];
      const email = props(pool).EmailConfiguration as { EmailSendingAccount?: string } | undefined;
      expect(email?.EmailSendingAccount ?? 'COGNITO_DEFAULT').toBe('COGNITO_DEFAULT');
      // The first deploy leaves deletion protection off, so a failed create can roll back the table and pool.
      expect(props(pool).DeletionProtection).toBe('INACTIVE');
      const [, table] = ofType(resources, 'AWS::DynamoDB::Table')[0]!;
      expect(props(table).DeletionProtectionEnabled ?? false).toBe(false);
    },
    SYNTH_TIMEOUT_MS,
  );
});

describe('the prod app in eu-west-1: its first deploy', () => {
  let synth: SynthesizedApp;
  beforeAll(() => {
    synth = synthApp('eu-west-1');
  }, SYNTH_TIMEOUT_MS);

  it('is two stacks, the edge stack in us-east-1 and the app in eu-west-1', () => {
    expect([...synth.templates].map(([name, t]) => [name, t.region])).toEqual([
      ['Cutroom-prod-edge', 'us-east-1'],
      ['Cutroom-prod', 'eu-west-1'],
    ]);
  });

  it("the README's steps bootstrap every region the app deploys to and deploy every stack", () => {
    const commands = readmeDeployCommands('eu-west-1');
    const bootstrap = commands.find((c) => c.startsWith('npx cdk bootstrap')) ?? '';
    const deploy = commands.find((c) => c.startsWith('npx cdk deploy')) ?? '';
    for (const [, { region }] of synth.templates) {
      expect(bootstrap.split(/\s+/)).toContain(`aws://${ACCOUNT}/${region}`);
    }
    const deploysAll =
      deploy.split(/\s+/).includes('--all') ||
      [...synth.templates.keys()].every((name) => deploy.split(/\s+/).includes(name));
    expect(deploysAll, deploy).toBe(true);
    // The SPA is built before the deploy reads frontend/dist, and the deploy is pinned to the region.
    expect(commands.indexOf('npm run build:web')).toBeLessThan(commands.indexOf(deploy));
    expect(deploy).toContain('-c region=eu-west-1');
    // The preflight runs first, with the deploy's own context.
    const preflight = commands.find((c) => c.startsWith('npm run preflight')) ?? '';
    expect(commands.indexOf(preflight)).toBeLessThan(commands.indexOf(bootstrap));
    expect(preflight).toContain(deploy.slice(deploy.indexOf('-c ')));
  });

  it('keeps data on an update or a delete but not on the rollback of a failed first create', () => {
    const { resources } = synth.templates.get('Cutroom-prod')!;
    const retained = Object.entries(resources).filter(([, r]) => 'DeletionPolicy' in r);
    const policies = new Map(
      retained.map(([id, r]) => [id, (r as { DeletionPolicy?: string }).DeletionPolicy]),
    );
    // The fixed-name secrets are what made the retry fail with 'already exists'.
    const secrets = ofType(resources, 'AWS::SecretsManager::Secret');
    expect(secrets.length).toBeGreaterThanOrEqual(4);
    for (const [id] of secrets) expect(policies.get(id), id).toBe('RetainExceptOnCreate');
    for (const [id] of ofType(resources, 'AWS::DynamoDB::Table')) {
      expect(policies.get(id), id).toBe('RetainExceptOnCreate');
    }
    expect([...policies].filter(([, p]) => p === 'Retain')).toEqual([]);
    // Past the first deploy (no deletionProtection=off), the table and the pool are protected as well.
    const [, table] = ofType(resources, 'AWS::DynamoDB::Table')[0]!;
    expect(props(table).DeletionProtectionEnabled).toBe(true);
    const [, pool] = ofType(resources, 'AWS::Cognito::UserPool')[0]!;
    expect(props(pool).DeletionProtection).toBe('ACTIVE');
  });

  it('protects both stacks from termination', () => {
    for (const [name, t] of synth.templates) expect(t.protected, name).toBe(true);
  });

  it('CloudFront adds the origin secret (a Secrets Manager reference) to API origin requests; every API function reads it', () => {
    const { resources } = synth.templates.get('Cutroom-prod')!;
    const secretId = secretIdNamed(resources, 'cutroom/prod/origin-secret');
    const apiOrigin = webDistributionConfig(resources).Origins.find((o) =>
      JSON.stringify(o.DomainName).includes('execute-api'),
    );
    const header = apiOrigin?.OriginCustomHeaders?.find((h) => h.HeaderName === ORIGIN_SECRET_HEADER);
    const value = JSON.stringify(header?.HeaderValue);
    expect(value).toContain('{{resolve:secretsmanager:');
    expect(value).toContain(`"Ref":"${secretId}"`);
    const functions = productFunctions(resources);
    for (const group of API_GROUPS) {
      const id = functions.get(group)!;
      const fn = resources[id]!;
      const variables = (props(fn).Environment as { Variables: Record<string, unknown> }).Variables;
      expect(variables[ENV.originSecretArn], group).toEqual({ Ref: secretId });
      const reads = statementsOfFunction(resources, id).filter(
        (st) =>
          actionsOf([st]).includes('secretsmanager:GetSecretValue') &&
          JSON.stringify(st.Resource).includes(secretId),
      );
      expect(reads.length, group).toBeGreaterThan(0);
    }
  });

  it('forwards CloudFront-Viewer-Address to the API (AllViewerExceptHostHeader on /api/*)', () => {
    const { resources } = synth.templates.get('Cutroom-prod')!;
    const api = webDistributionConfig(resources).CacheBehaviors.find((b) => b.PathPattern === '/api/*');
    expect(api?.OriginRequestPolicyId).toBe(MANAGED_ALL_VIEWER_EXCEPT_HOST);
  });

  it('keeps the public health report at the edge for the cache period, ahead of the uncached /api/*', () => {
    const { resources } = synth.templates.get('Cutroom-prod')!;
    const behaviors = webDistributionConfig(resources).CacheBehaviors;
    const paths = behaviors.map((b) => b.PathPattern);
    expect(paths.indexOf(getHealth.path)).toBeGreaterThanOrEqual(0);
    expect(paths.indexOf(getHealth.path)).toBeLessThan(paths.indexOf('/api/*'));
    const policyRef = JSON.stringify(behaviors.find((b) => b.PathPattern === getHealth.path)?.CachePolicyId);
    const [, policy] =
      ofType(resources, 'AWS::CloudFront::CachePolicy').find(([id]) => policyRef.includes(`"${id}"`)) ?? [];
    const config = props(policy!).CachePolicyConfig as { DefaultTTL: number; MaxTTL: number };
    expect(config).toMatchObject({ DefaultTTL: HEALTH_CACHE_SECONDS, MaxTTL: HEALTH_CACHE_SECONDS });
  });

  it("sends the user pool's codes through SES: the product's sender, its domain identity and configuration set", () => {
    const { resources } = synth.templates.get('Cutroom-prod')!;
    const [[poolId, pool]] = ofType(resources, 'AWS::Cognito::UserPool') as [[string, CfnResource]];
    const email = props(pool).EmailConfiguration as Record<string, unknown>;
    const identityId = ofType(resources, 'AWS::SES::EmailIdentity')[0]?.[0];
    const configurationSetId = ofType(resources, 'AWS::SES::ConfigurationSet')[0]?.[0];
    expect(email.EmailSendingAccount).toBe('DEVELOPER');
    expect(email.From).toBe(`${PRODUCT_NAME} <no-reply@mail.cutroom.test>`);
    expect(JSON.stringify(email.SourceArn)).toContain(':identity/mail.cutroom.test');
    expect(email.ConfigurationSet).toEqual({ Ref: configurationSetId });
    // Cognito checks the identity when the pool is written: the pool waits for it.
    expect([pool.DependsOn ?? []].flat(), poolId).toContain(identityId);
  });

  it('prints the DKIM CNAMEs and the MAIL FROM MX/SPF records to publish as stack outputs', () => {
    const { outputs } = synth.templates.get('Cutroom-prod')!;
    for (const i of [1, 2, 3]) {
      const value = JSON.stringify(outputs[`DkimRecord${i}`]?.Value);
      expect(value).toContain(`DkimDNSTokenName${i}`);
      expect(value).toContain('CNAME');
      expect(value).toContain(`DkimDNSTokenValue${i}`);
    }
    expect(JSON.stringify(outputs.MailFromMxRecord?.Value)).toContain(
      'bounce.mail.cutroom.test MX 10 feedback-smtp.',
    );
    expect(outputs.MailFromSpfRecord?.Value).toBe(
      'bounce.mail.cutroom.test TXT "v=spf1 include:amazonses.com ~all"',
    );
    const { resources } = synth.templates.get('Cutroom-prod')!;
    const [, identity] = ofType(resources, 'AWS::SES::EmailIdentity')[0]!;
    expect(props(identity).MailFromAttributes).toMatchObject({ MailFromDomain: 'bounce.mail.cutroom.test' });
  });

  it('alarms on API 4xx, 429 and 5xx, every Lambda throttling, and the download worker nearing its timeout', () => {
    const { resources } = synth.templates.get('Cutroom-prod')!;
    const names = alarmNames(resources);
    for (const name of ['api-4xx', 'api-429', 'api-5xx', 'download-video-duration']) {
      expect(names).toContain(`cutroom-prod-${name}`);
    }
    for (const fn of productFunctions(resources).keys())
      expect(names).toContain(`cutroom-prod-${fn}-throttles`);
    const [, duration] = ofType(resources, 'AWS::CloudWatch::Alarm').find(
      ([, a]) => props(a).AlarmName === 'cutroom-prod-download-video-duration',
    )!;
    expect(props(duration)).toMatchObject({
      MetricName: 'Duration',
      Statistic: 'Maximum',
      Threshold: LIMITS.downloadTimeoutSeconds * 1000 * LIMITS.alarmDurationShareOfTimeout,
    });
    const [, filter] = ofType(resources, 'AWS::Logs::MetricFilter')[0]!;
    expect(String(props(filter).FilterPattern)).toMatch(/status\s*=\s*429/);
  });

  it('alarms on WAF blocks in the edge stack (us-east-1, where the web ACL publishes), mailed to ops', () => {
    const { resources } = synth.templates.get('Cutroom-prod-edge')!;
    const [, alarm] = ofType(resources, 'AWS::CloudWatch::Alarm').find(
      ([, a]) => props(a).AlarmName === 'cutroom-prod-waf-blocked',
    )!;
    expect(props(alarm)).toMatchObject({ Namespace: 'AWS/WAFV2', MetricName: 'BlockedRequests' });
    const [[topicId]] = ofType(resources, 'AWS::SNS::Topic') as [[string, CfnResource]];
    expect(JSON.stringify(props(alarm).AlarmActions)).toContain(topicId);
    expect(JSON.stringify(ofType(resources, 'AWS::SNS::Subscription'))).toContain('ops@cutroom.test');
  });

  it('keeps failed scheduled invocations and undeliverable bounce events in dead-letter queues, alarmed on', () => {
    const { resources } = synth.templates.get('Cutroom-prod')!;
    const schedules = ofType(resources, 'AWS::Scheduler::Schedule');
    expect(schedules.length).toBeGreaterThan(0);
    for (const [id, schedule] of schedules) {
      const target = props(schedule).Target as { DeadLetterConfig?: { Arn?: unknown } };
      expect(JSON.stringify(target.DeadLetterConfig?.Arn), id).toContain('ScheduleDeadLetters');
    }
    const lambdaSubscriptions = ofType(resources, 'AWS::SNS::Subscription').filter(
      ([, sub]) => props(sub).Protocol === 'lambda',
    );
    expect(lambdaSubscriptions.length).toBe(1);
    expect(JSON.stringify(props(lambdaSubscriptions[0]![1]).RedrivePolicy)).toContain(
      'DeliveryEventsDeadLetters',
    );
    const names = alarmNames(resources);
    expect(names).toContain('cutroom-prod-schedule-dlq-depth');
    expect(names).toContain('cutroom-prod-mail-events-dlq-depth');
  });

  it('reserves concurrency for the Cognito triggers and the billing webhook (public-api)', () => {
    const { resources } = synth.templates.get('Cutroom-prod')!;
    const functions = productFunctions(resources);
    for (const [name, reserved] of Object.entries(LIMITS.reservedConcurrency)) {
      const fn = resources[functions.get(name)!]!;
      expect(props(fn).ReservedConcurrentExecutions, name).toBe(reserved);
    }
  });

  it('serves the app, the API, the mail links and the Paddle webhook on the custom domain (certificate in us-east-1, Route 53 aliases)', () => {
    const edge = synth.templates.get('Cutroom-prod-edge')!;
    const [, certificate] = ofType(edge.resources, 'AWS::CertificateManager::Certificate')[0]!;
    expect(props(certificate)).toMatchObject({
      DomainName: 'app.cutroom.test',
      ValidationMethod: 'DNS',
      DomainValidationOptions: [{ DomainName: 'app.cutroom.test', HostedZoneId: 'Z0123456789ABCDEFGHIJ' }],
    });
    const { resources, outputs } = synth.templates.get('Cutroom-prod')!;
    const web = webDistributionConfig(resources) as unknown as {
      Aliases: string[];
      ViewerCertificate: { AcmCertificateArn: unknown; MinimumProtocolVersion: string };
    };
    expect(web.Aliases).toEqual(['app.cutroom.test']);
    expect(web.ViewerCertificate.MinimumProtocolVersion).toBe('TLSv1.2_2021');
    expect(web.ViewerCertificate.AcmCertificateArn).toBeDefined();
    const records = ofType(resources, 'AWS::Route53::RecordSet').map(([, r]) => [
      props(r).Type,
      props(r).Name,
    ]);
    expect(records).toEqual(
      expect.arrayContaining([
        ['A', 'app.cutroom.test.'],
        ['AAAA', 'app.cutroom.test.'],
      ]),
    );
    expect(outputs.AppUrl?.Value).toBe('https://app.cutroom.test');
    // The mails' links and the webhook URL are built from the app URL the functions get.
    const functions = productFunctions(resources);
    for (const name of ['public-api', 'reminders', 'editor-api']) {
      const fn = resources[functions.get(name)!]!;
      const variables = (props(fn).Environment as { Variables: Record<string, unknown> }).Variables;
      expect(variables[ENV.appUrl], name).toBe('https://app.cutroom.test');
    }
  });

  it('serves from every CloudFront edge location (price class All)', () => {
    const { resources } = synth.templates.get('Cutroom-prod')!;
    const distributions = ofType(resources, 'AWS::CloudFront::Distribution');
    expect(distributions.length).toBeGreaterThanOrEqual(1);
    for (const [id, d] of distributions) {
      const config = props(d).DistributionConfig as { PriceClass?: string };
      expect(config.PriceClass, id).toBe('PriceClass_All');
    }
  });
});
