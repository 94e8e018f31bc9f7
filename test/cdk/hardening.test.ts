/**
 * The cloud stack passes review: cdk-nag's AwsSolutions pack reports nothing unacknowledged (every acknowledgement
 * carries its one-line reason in infra/stack), AWS WAF sits in front of both distributions, the security headers
 * of shared/config/security-headers are attached as CloudFront response headers policies, logs are kept and
 * expire, and the alarms a person is paged for exist.
 */
import { METRICS_NAMESPACE } from '../../shared/config/business-metrics';
import { ENV } from '../../shared/config/env-names';
import { Validations, type App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../shared/api/contract';
import { API_CONTENT_SECURITY_POLICY, PERMISSIONS_POLICY } from '../../shared/config/security-headers';
import { CutroomStack } from '../../infra/stack/cutroom-stack';
import { ALL_FUNCTIONS, HTTP_FUNCTIONS } from '../../infra/stack/function-table';
import { LIMITS } from '../../infra/stack/limits';
import { readStackConfig } from '../../infra/stack/stack-config';
import { REVIEW_ROUTES_PREFIX } from '../../infra/stack/web-firewall';
import type { Resources } from './template-helpers';
import { everyOptionProdContext, ofType, props, testApp } from './template-helpers';

const SYNTH_TIMEOUT_MS = 150_000;
const FULL_REPO = fileURLToPath(new URL('./fixtures/full-repo/', import.meta.url));

interface NaggedSynth {
  app: App;
  stacks: Map<string, Template>;
}

/** Synthesizes with the AwsSolutions pack as a validation plugin: any unacknowledged finding throws. */
function synthWithNag(options: {
  context: Record<string, string>;
  repoRoot: string;
  region?: string;
}): NaggedSynth {
  const app = testApp(options.context);
  const config = readStackConfig((key) => app.node.tryGetContext(key));
  const stack = new CutroomStack(app, `Cutroom-${config.stage}`, {
    config,
    endpoints,
    bundling: 'fast',
    repoRoot: options.repoRoot,
    ...(options.region ? { env: { account: '111122223333', region: options.region } } : {}),
  });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  app.synth(); // throws 'Validation failed' listing every unacknowledged finding
  const stacks = new Map<string, Template>();
  for (const child of app.node.children) {
    if (child instanceof CutroomStack || child.node.id.endsWith('-edge')) {
      stacks.set(child.node.id, Template.fromStack(child as CutroomStack));
    }
  }
  expect(stacks.has(stack.node.id)).toBe(true);
  return { app, stacks };
}

function resourcesOf(template: Template): Resources {
  return template.toJSON().Resources as Resources;
}

describe('a prod stack with every function and option passes cdk-nag (AwsSolutions)', () => {
  let resources: Resources;
  beforeAll(() => {
    const { stacks } = synthWithNag({
      context: everyOptionProdContext(),
      repoRoot: FULL_REPO,
    });
    resources = resourcesOf(stacks.get('Cutroom-prod') as Template);
  }, SYNTH_TIMEOUT_MS);

  it("Powertools on every function: X-Ray active tracing, service name, metrics namespace, the table's tracing choice", () => {
    const functions = ofType(resources, 'AWS::Lambda::Function').filter(([, fn]) =>
      String(props(fn).Description ?? '').startsWith('Cutroom prod: '),
    );
    expect(functions.length).toBeGreaterThanOrEqual(5);
    const tracingOf = new Map<string, unknown>();
    for (const [, fn] of functions) {
      const p = props(fn) as {
        TracingConfig?: { Mode?: string };
        Environment?: { Variables?: Record<string, unknown> };
        Description?: string;
      };
      const name = String(p.Description).replace('Cutroom prod: ', '');
      const spec = ALL_FUNCTIONS.find((row) => row.name === name);
      expect(spec, name).toBeDefined();
      expect(p.TracingConfig?.Mode).toBe('Active');
      expect(p.Environment?.Variables).toMatchObject({
        [ENV.powertoolsServiceName]: `cutroom-${name}`,
        [ENV.powertoolsMetricsNamespace]: METRICS_NAMESPACE,
        [ENV.tracing]: spec?.tracing,
      });
      tracingOf.set(name, p.Environment?.Variables?.[ENV.tracing]);
    }
    // The API functions trace the invocation only (no X-Ray SDK in a client's cold start); the workers that
    // make many AWS calls keep them as subsegments.
    for (const name of Object.keys(HTTP_FUNCTIONS)) expect(tracingOf.get(name), name).toBe('invocation');
    for (const name of ['notify', 'download-video', 'digests']) expect(tracingOf.get(name), name).toBe('sdk');
    expect(JSON.stringify(ofType(resources, 'AWS::IAM::Policy'))).toContain('xray:PutTraceSegments');
  });

  it('puts AWS WAF (common, known bad inputs, a rate rule on the review routes) on both distributions', () => {
    const acls = ofType(resources, 'AWS::WAFv2::WebACL');
    expect(acls).toHaveLength(1);
    const [aclId, acl] = acls[0] ?? [];
    expect(props(acl!).Scope).toBe('CLOUDFRONT');
    const rules = props(acl!).Rules as {
      Name: string;
      Statement: Record<string, Record<string, unknown>>;
    }[];
    expect(rules.map((r) => r.Name)).toEqual([
      'review-routes-rate',
      'AWSManagedRulesCommonRuleSet',
      'AWSManagedRulesKnownBadInputsRuleSet',
    ]);
    const rate = rules[0]?.Statement.RateBasedStatement as Record<string, unknown>;
    expect(rate.Limit).toBe(LIMITS.reviewWafRatePer5Minutes);
    expect(JSON.stringify(rate.ScopeDownStatement)).toContain(REVIEW_ROUTES_PREFIX);
    // The app's, the signed playback's and the brand logos': each behind the web ACL, each logging.
    const distributions = ofType(resources, 'AWS::CloudFront::Distribution');
    expect(distributions).toHaveLength(3);
    for (const [, distribution] of distributions) {
      const config = props(distribution).DistributionConfig as Record<string, unknown>;
      expect(config.WebACLId).toEqual({ 'Fn::GetAtt': [aclId, 'Arn'] });
      expect(config.Logging).toBeDefined();
    }
  });

  it('attaches the shared security headers as response headers policies (documents and API)', () => {
    // The web distribution's (documents, API); the media distribution's CORS policy is checked in stack.test.ts.
    const webPolicies = ofType(resources, 'AWS::CloudFront::ResponseHeadersPolicy').filter(
      ([id]) => !id.startsWith('Playback'),
    );
    const policies = webPolicies.map(([id, r]) => {
      const config = props(r).ResponseHeadersPolicyConfig as {
        SecurityHeadersConfig: Record<string, Record<string, unknown>>;
        CustomHeadersConfig: { Items: { Header: string; Value: string }[] };
      };
      return { id, config };
    });
    expect(policies).toHaveLength(2);
    const cspOf = (p: (typeof policies)[number]) =>
      JSON.stringify(p.config.SecurityHeadersConfig.ContentSecurityPolicy?.ContentSecurityPolicy);
    const api = policies.find((p) => cspOf(p) === JSON.stringify(API_CONTENT_SECURITY_POLICY));
    const document = policies.find((p) => p !== api);
    expect(api).toBeDefined();
    expect(cspOf(document!)).toContain("script-src 'self'");
    expect(cspOf(document!)).toContain("frame-ancestors 'none'");
    expect(cspOf(document!)).not.toContain('unsafe-inline');
    for (const policy of policies) {
      const security = policy.config.SecurityHeadersConfig;
      expect(security.StrictTransportSecurity).toMatchObject({ IncludeSubdomains: true, Override: true });
      expect(security.ContentTypeOptions).toMatchObject({ Override: true });
      expect(security.FrameOptions).toMatchObject({ FrameOption: 'DENY' });
      expect(policy.config.CustomHeadersConfig.Items).toContainEqual(
        expect.objectContaining({ Header: 'Permissions-Policy', Value: PERMISSIONS_POLICY }),
      );
    }
    const [, web] =
      ofType(resources, 'AWS::CloudFront::Distribution').find(([id]) => id.startsWith('Web')) ?? [];
    const config = props(web!).DistributionConfig as {
      DefaultCacheBehavior: { ResponseHeadersPolicyId: unknown };
      CacheBehaviors: { PathPattern: string; ResponseHeadersPolicyId: unknown }[];
    };
    expect(config.DefaultCacheBehavior.ResponseHeadersPolicyId).toEqual({ Ref: document!.id });
    expect(config.CacheBehaviors.find((b) => b.PathPattern === '/api/*')?.ResponseHeadersPolicyId).toEqual({
      Ref: api!.id,
    });
  });

  it('keeps logs with a retention: every log group, access logs of both buckets and distributions', () => {
    const groups = ofType(resources, 'AWS::Logs::LogGroup');
    expect(groups.length).toBeGreaterThan(0);
    for (const [, group] of groups) expect(props(group).RetentionInDays).toBe(30);
    const buckets = ofType(resources, 'AWS::S3::Bucket');
    const logBucket = buckets.find(([id]) => id.startsWith('AccessLogs'));
    expect(logBucket).toBeDefined();
    expect(JSON.stringify(props(logBucket![1]).LifecycleConfiguration)).toContain(
      String(LIMITS.accessLogRetentionDays),
    );
    for (const [id, bucket] of buckets) {
      if (id.startsWith('AccessLogs')) continue;
      expect(props(bucket).LoggingConfiguration, id).toMatchObject({
        DestinationBucketName: { Ref: logBucket![0] },
      });
    }
  });

  it('alarms on what a person is paged for: dead letters, stuck imports, Lambda errors, API 5xx, throttling, bounces, failed imports', () => {
    const names = ofType(resources, 'AWS::CloudWatch::Alarm').map(
      ([, alarm]) => props(alarm).AlarmName as string,
    );
    for (const expected of [
      'cutroom-prod-download-dlq-depth',
      'cutroom-prod-download-queue-age',
      'cutroom-prod-api-5xx',
      'cutroom-prod-table-throttles',
      'cutroom-prod-editor-api-errors',
      'cutroom-prod-review-api-errors',
      'cutroom-prod-download-video-errors',
      'cutroom-prod-mails-bounced',
      'cutroom-prod-imports-failed',
      'cutroom-prod-transcodes-failed',
      'cutroom-prod-transcode-events-dlq-depth',
    ]) {
      expect(names).toContain(expected);
    }
    // The business alarms watch the metrics the functions publish (Powertools EMF: namespace, name, service).
    const bounced = ofType(resources, 'AWS::CloudWatch::Alarm').find(
      ([, alarm]) => props(alarm).AlarmName === 'cutroom-prod-mails-bounced',
    );
    expect(props(bounced![1])).toMatchObject({
      Namespace: 'Cutroom',
      MetricName: 'MailsBounced',
      Dimensions: [{ Name: 'service', Value: 'cutroom-mail-events' }],
      Statistic: 'Sum',
      Period: 3600,
    });
    for (const [, alarm] of ofType(resources, 'AWS::CloudWatch::Alarm')) {
      expect(JSON.stringify(props(alarm).AlarmActions)).toContain('AlarmTopic');
    }
  });
});

describe('the cloud transcoder (MediaConvert) in the prod stack', () => {
  let resources: Resources;
  const fnId = (name: string) =>
    ofType(resources, 'AWS::Lambda::Function').find(
      ([, fn]) => props(fn).Description === `Cutroom prod: ${name}`,
    )?.[0] ?? '';
  const policiesOf = (functionId: string) => {
    const role = (props(resources[functionId]!).Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    return JSON.stringify(
      ofType(resources, 'AWS::IAM::Policy').filter(([, p]) => JSON.stringify(props(p).Roles).includes(role)),
    );
  };
  beforeAll(() => {
    const { stacks } = synthWithNag({
      context: { stage: 'prod', alarmEmail: 'ops@cutroom.test' },
      repoRoot: FULL_REPO,
    });
    resources = resourcesOf(stacks.get('Cutroom-prod') as Template);
  }, SYNTH_TIMEOUT_MS);

  it('has an on-demand queue and a job role only MediaConvert assumes, reading sources and writing outputs', () => {
    const queues = ofType(resources, 'AWS::MediaConvert::Queue');
    expect(queues).toHaveLength(1);
    expect(props(queues[0]![1])).toMatchObject({
      PricingPlan: 'ON_DEMAND',
      Status: 'ACTIVE',
      Name: 'cutroom-prod-proxies',
    });
    const role = ofType(resources, 'AWS::IAM::Role').find(([, r]) =>
      JSON.stringify(props(r).AssumeRolePolicyDocument).includes('mediaconvert.amazonaws.com'),
    );
    expect(role).toBeDefined();
    const assume = JSON.stringify(props(role![1]).AssumeRolePolicyDocument);
    expect(assume).not.toContain('lambda.amazonaws.com');
    const rolePolicy = JSON.stringify(
      ofType(resources, 'AWS::IAM::Policy').filter(([, p]) =>
        JSON.stringify(props(p).Roles).includes(role![0]),
      ),
    );
    expect(rolePolicy).toContain('s3:GetObject');
    expect(rolePolicy).toContain('s3:PutObject');
    expect(rolePolicy).toContain('/media/*');
    expect(rolePolicy).toContain('/thumbnails/*');
    expect(rolePolicy).not.toContain('s3:DeleteObject');
    expect(rolePolicy).not.toContain('dynamodb:');
  });

  it('lets the download worker create jobs on that queue only and pass that role only to MediaConvert', () => {
    const worker = fnId('download-video');
    const env = (props(resources[worker]!).Environment as { Variables: Record<string, unknown> }).Variables;
    const queueId = ofType(resources, 'AWS::MediaConvert::Queue')[0]![0];
    expect(env[ENV.transcoder]).toBe('mediaconvert');
    expect(env[ENV.mediaConvertQueueArn]).toEqual({ 'Fn::GetAtt': [queueId, 'Arn'] });
    expect(JSON.stringify(env[ENV.mediaConvertRoleArn])).toContain('JobRole');
    const policies = policiesOf(worker);
    expect(policies).toContain('mediaconvert:CreateJob');
    expect(policies).toContain(`"Resource":{"Fn::GetAtt":["${queueId}","Arn"]}`);
    expect(policies).toContain('iam:PassRole');
    expect(policies).toContain('"iam:PassedToService":"mediaconvert.amazonaws.com"');
    // No other function may create jobs or pass roles.
    for (const [id, fn] of ofType(resources, 'AWS::Lambda::Function')) {
      if (id === worker || !String(props(fn).Description ?? '').startsWith('Cutroom prod: ')) continue;
      expect(policiesOf(id), String(props(fn).Description)).not.toMatch(
        /mediaconvert:CreateJob|iam:PassRole/,
      );
    }
  });

  it("routes the queue's job state changes to transcode-events through EventBridge, retried, then dead-lettered", () => {
    const queueId = ofType(resources, 'AWS::MediaConvert::Queue')[0]![0];
    const rules = ofType(resources, 'AWS::Events::Rule').filter(([, r]) =>
      JSON.stringify(props(r).EventPattern).includes('aws.mediaconvert'),
    );
    expect(rules).toHaveLength(1);
    const rule = props(rules[0]![1]) as {
      EventPattern: {
        source: string[];
        'detail-type': string[];
        detail: { queue: unknown[]; status: string[] };
      };
      Targets: {
        Arn: unknown;
        RetryPolicy?: { MaximumRetryAttempts?: number };
        DeadLetterConfig?: { Arn: unknown };
      }[];
    };
    expect(rule.EventPattern.source).toEqual(['aws.mediaconvert']);
    expect(rule.EventPattern['detail-type']).toEqual(['MediaConvert Job State Change']);
    expect(rule.EventPattern.detail.queue).toEqual([{ 'Fn::GetAtt': [queueId, 'Arn'] }]);
    expect(rule.EventPattern.detail.status.sort()).toEqual([
      'CANCELED',
      'COMPLETE',
      'ERROR',
      'STATUS_UPDATE',
    ]);
    const events = fnId('transcode-events');
    expect(rule.Targets).toHaveLength(1);
    expect(rule.Targets[0]!.Arn).toEqual({ 'Fn::GetAtt': [events, 'Arn'] });
    expect(rule.Targets[0]!.RetryPolicy?.MaximumRetryAttempts).toBeGreaterThan(0);
    const dlq = (rule.Targets[0]!.DeadLetterConfig?.Arn as { 'Fn::GetAtt': [string, string] })[
      'Fn::GetAtt'
    ][0];
    expect(resources[dlq]?.Type).toBe('AWS::SQS::Queue');
    // The DLQ is alarmed, and so are failed jobs (the metric the events Lambda publishes).
    const alarms = ofType(resources, 'AWS::CloudWatch::Alarm').map(([, a]) => props(a));
    const dlqAlarm = alarms.find((a) => a.AlarmName === 'cutroom-prod-transcode-events-dlq-depth');
    expect(JSON.stringify(dlqAlarm?.Dimensions)).toContain(dlq);
    expect(alarms.find((a) => a.AlarmName === 'cutroom-prod-transcodes-failed')).toMatchObject({
      Namespace: 'Cutroom',
      MetricName: 'TranscodesFailed',
      Dimensions: [{ Name: 'service', Value: 'cutroom-transcode-events' }],
    });
    // The events Lambda reads and writes the version, and only the thumbnails prefix of the bucket.
    const policies = policiesOf(events);
    expect(policies).toContain('dynamodb:UpdateItem');
    expect(policies).toContain('/thumbnails/*');
    expect(policies).not.toContain('/media/*');
  });
});

describe('a stack pinned to a region other than us-east-1', () => {
  it(
    'puts the CloudFront web ACL in a us-east-1 edge stack and still passes cdk-nag',
    () => {
      const emptyRepo = mkdtempSync(join(tmpdir(), 'cutroom-empty-'));
      const { app, stacks } = synthWithNag({ context: {}, repoRoot: emptyRepo, region: 'eu-west-1' });
      const edge = stacks.get('Cutroom-dev-edge');
      expect(edge).toBeDefined();
      const edgeStack = app.node.findChild('Cutroom-dev-edge') as unknown as { region: string };
      expect(edgeStack.region).toBe('us-east-1');
      expect(ofType(resourcesOf(edge!), 'AWS::WAFv2::WebACL')).toHaveLength(1);
      const main = resourcesOf(stacks.get('Cutroom-dev') as Template);
      expect(ofType(main, 'AWS::WAFv2::WebACL')).toHaveLength(0);
      const [, web] = ofType(main, 'AWS::CloudFront::Distribution')[0] ?? [];
      expect(
        JSON.stringify((props(web!).DistributionConfig as Record<string, unknown>).WebACLId),
      ).toBeTruthy();
    },
    SYNTH_TIMEOUT_MS,
  );
});
