/**
 * CDK assertions on the synthesized Cutroom stack (no snapshots).
 *
 * Two synths: the stack of this repository as it is (default `dev` context), which must route every contract
 * entry; and a `prod` stack with every optional feature (Google sign-in, CloudFront signed playback, SES
 * domain) whose functions all exist (test/cdk/fixtures/full-repo), for the workers, triggers and grants.
 */
import { Match } from 'aws-cdk-lib/assertions';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../shared/api/contract';
import { apiV1Endpoints } from '../../shared/api/public-api';
import { ENV } from '../../shared/config/env-names';
import { SCHEDULES } from '../../shared/config/schedules';
import { GSIS, TABLE_KEYS } from '../../shared/config/table-definition';
import { DOWNLOAD_QUEUE_SETTINGS } from '../../shared/config/download-queue-settings';
import { LIMITS } from '../../infra/stack/limits';
import { readStackConfig } from '../../infra/stack/stack-config';
import type { Resources, Synthesized } from './template-helpers';
import {
  actionsOf,
  everyOptionProdContext,
  findCycle,
  ofType,
  productFunctions,
  props,
  statementsOfFunction,
  synthStack,
} from './template-helpers';

/**
 * Actions allowed on `Resource: *`: SES GetAccount (health; no resource-level permission) and the CloudFront
 * invalidation of CDK's own BucketDeployment.
 */
const READ_ONLY_OR_CDK_ON_ANY_RESOURCE = [
  'ses:GetAccount',
  'cloudfront:CreateInvalidation',
  'cloudfront:GetInvalidation',
  // X-Ray active tracing: these two take no resource-level permissions.
  'xray:PutTraceSegments',
  'xray:PutTelemetryRecords',
  // The notify Lambda's stream event source lists the table's streams (no resource-level permission).
  'dynamodb:ListStreams',
];
/** A synth bundles every function with esbuild: slow on a shared 2-core machine. */
const SYNTH_TIMEOUT_MS = 150_000;
const FULL_REPO = fileURLToPath(new URL('./fixtures/full-repo/', import.meta.url));
const MANAGED_CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const MANAGED_ALL_VIEWER_EXCEPT_HOST = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

function routesByKey(resources: Resources): Map<string, Record<string, unknown>> {
  return new Map(
    ofType(resources, 'AWS::ApiGatewayV2::Route').map(([, r]) => [props(r).RouteKey as string, props(r)]),
  );
}

/** The logical id of the function an HTTP API route's integration invokes. */
function routeTargetFunction(resources: Resources, route: Record<string, unknown>): string | undefined {
  const target = JSON.stringify(route.Target);
  const integrationId = Object.keys(resources).find((id) => target.includes(`"${id}"`));
  const integration = integrationId ? resources[integrationId] : undefined;
  const uri = JSON.stringify(integration ? props(integration).IntegrationUri : undefined);
  return /"Fn::GetAtt":\["([^"]+)","Arn"\]/.exec(uri)?.[1];
}

function environmentOf(resources: Resources, functionId: string): Record<string, unknown> {
  const fn = resources[functionId];
  const env = fn ? (props(fn).Environment as { Variables?: Record<string, unknown> } | undefined) : undefined;
  return env?.Variables ?? {};
}

/** The SPA's /config.json as deployed: the asset's file with each marker replaced by its deploy-time value. */
function deployedRuntimeConfig(synth: Synthesized): Record<string, unknown> {
  const deployment = ofType(synth.resources, 'Custom::CDKBucketDeployment').find(([id]) =>
    id.startsWith('WebSpaConfig'),
  );
  if (!deployment) throw new Error('no /config.json deployment');
  const deploymentProps = props(deployment[1]);
  expect(deploymentProps.Prune).toBe(false);
  const [objectKey = ''] = deploymentProps.SourceObjectKeys as string[];
  const [markers = {}] = deploymentProps.SourceMarkers as Record<string, unknown>[];
  const assetDir = join(synth.assemblyDir, `asset.${objectKey.replace(/\.zip$/, '')}`);
  const raw = JSON.parse(readFileSync(join(assetDir, 'config.json'), 'utf8')) as Record<string, unknown>;
  const resolve = (value: unknown): unknown => {
    if (typeof value !== 'string') return value;
    if (value in markers) return markers[value];
    return Object.entries(markers).reduce<string>(
      (text, [m, v]) => text.split(m).join(JSON.stringify(v)),
      value,
    );
  };
  return Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, resolve(value)]));
}

/** The Content-Security-Policy CloudFront sends with the SPA's documents. */
function documentCsp(synth: Synthesized): string {
  const policy = ofType(synth.resources, 'AWS::CloudFront::ResponseHeadersPolicy').find(([id]) =>
    id.startsWith('WebDocumentHeaders'),
  );
  if (!policy) throw new Error('no document headers policy');
  const config = props(policy[1]).ResponseHeadersPolicyConfig as {
    SecurityHeadersConfig: { ContentSecurityPolicy: { ContentSecurityPolicy: unknown } };
  };
  // A string, or an Fn::Join of the region's origins: either way its text.
  return JSON.stringify(config.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy);
}

/** The sources of one CSP directive (up to the next `;`). */
const cspDirective = (csp: string, name: string): string[] =>
  (new RegExp(`${name} ([^;"]*)`).exec(csp)?.[1] ?? '').split(' ');

describe('the Cutroom stack of this repository (dev context)', () => {
  let synth: Synthesized;
  beforeAll(() => {
    synth = synthStack({ context: {}, endpoints });
  }, SYNTH_TIMEOUT_MS);

  it('builds the table from the shared definition: pk/sk, GSI1, GSI2, TTL, on-demand, PITR, disposable in dev', () => {
    synth.template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Delete',
      Properties: Match.objectLike({
        KeySchema: [
          { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
          { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
        ],
        BillingMode: 'PAY_PER_REQUEST',
        TimeToLiveSpecification: { AttributeName: TABLE_KEYS.ttl, Enabled: true },
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        GlobalSecondaryIndexes: Object.values(GSIS).map((g) =>
          Match.objectLike({
            IndexName: g.name,
            KeySchema: [
              { AttributeName: g.partitionKey, KeyType: 'HASH' },
              { AttributeName: g.sortKey, KeyType: 'RANGE' },
            ],
          }),
        ),
      }),
    });
  });

  it('has one route per contract entry, to the function of its Lambda group, and no other route', () => {
    const routes = routesByKey(synth.resources);
    const functions = productFunctions(synth.resources);
    const missing = endpoints
      .filter((e) => !routes.has(`${e.method} ${e.path}`))
      .map((e) => `${e.id} (${e.lambda})`);
    expect(missing, 'contract entries without a route (is the group handler written?)').toEqual([]);
    for (const endpoint of endpoints) {
      const route = routes.get(`${endpoint.method} ${endpoint.path}`);
      expect(route && routeTargetFunction(synth.resources, route), endpoint.id).toBe(
        functions.get(endpoint.lambda),
      );
    }
    // Besides the contract's own: the public API v1, each route on editor-api.
    for (const endpoint of apiV1Endpoints) {
      const route = routes.get(`${endpoint.method} ${endpoint.path}`);
      expect(route && routeTargetFunction(synth.resources, route), endpoint.id).toBe(
        functions.get('editor-api'),
      );
    }
    expect(routes.size).toBe(endpoints.length + apiV1Endpoints.length);
  });

  it('puts the Cognito JWT authorizer on exactly the owner routes', () => {
    const routes = routesByKey(synth.resources);
    const authorizers = ofType(synth.resources, 'AWS::ApiGatewayV2::Authorizer').filter(
      ([, a]) => props(a).AuthorizerType === 'JWT',
    );
    const hasOwnerRoutes = endpoints.some((e) => e.caller === 'owner');
    expect(authorizers).toHaveLength(hasOwnerRoutes ? 1 : 0);
    for (const [id, authorizer] of authorizers) {
      expect(props(authorizer)).toMatchObject({
        AuthorizerType: 'JWT',
        IdentitySource: ['$request.header.Authorization'],
      });
      const jwt = JSON.stringify(props(authorizer).JwtConfiguration);
      expect(jwt).toContain('cognito-idp.');
      expect(jwt).toMatch(/AuthUserPool/);
      expect(jwt).toMatch(/AuthUserPoolSpaClient/);
      for (const endpoint of endpoints) {
        const route = routes.get(`${endpoint.method} ${endpoint.path}`);
        if (!route) continue; // reported by the parity test
        if (endpoint.caller === 'owner') {
          expect(route.AuthorizationType, endpoint.id).toBe('JWT');
          expect(route.AuthorizerId, endpoint.id).toEqual({ Ref: id });
        } else {
          expect(route.AuthorizationType, endpoint.id).toBe('NONE');
          expect(route.AuthorizerId, endpoint.id).toBeUndefined();
        }
      }
    }
  });

  it('throttles the whole API and, tighter, each reviewer route (stage route settings)', () => {
    const [[, stage] = []] = ofType(synth.resources, 'AWS::ApiGatewayV2::Stage');
    expect(stage && props(stage).StageName).toBe('$default');
    expect(stage && props(stage).AccessLogSettings).toMatchObject({
      DestinationArn: { 'Fn::GetAtt': [expect.stringMatching(/^HttpAccessLogs/), 'Arn'] },
    });
    expect(stage && props(stage).DefaultRouteSettings).toEqual({
      ThrottlingRateLimit: LIMITS.apiThrottle.rateLimit,
      ThrottlingBurstLimit: LIMITS.apiThrottle.burstLimit,
    });
    const routes = routesByKey(synth.resources);
    const reviewerKeys = endpoints
      .filter((e) => e.caller === 'reviewer' && routes.has(`${e.method} ${e.path}`))
      .map((e) => `${e.method} ${e.path}`);
    const settings = (stage && (props(stage).RouteSettings as Record<string, unknown> | undefined)) ?? {};
    expect(Object.keys(settings).sort()).toEqual(reviewerKeys.sort());
    for (const key of reviewerKeys) {
      const throttle = key.startsWith('GET ') ? LIMITS.reviewerReadThrottle : LIMITS.reviewerWriteThrottle;
      expect(settings[key]).toEqual({
        ThrottlingRateLimit: throttle.rateLimit,
        ThrottlingBurstLimit: throttle.burstLimit,
      });
    }
  });

  it('runs every product Lambda on Node.js 24, arm64, with the shared env names', () => {
    const functions = productFunctions(synth.resources);
    expect(functions.has('public-api')).toBe(true);
    for (const [name, id] of functions) {
      const fn = synth.resources[id];
      expect(fn && props(fn).Runtime, name).toBe('nodejs24.x');
      expect(fn && props(fn).Architectures, name).toEqual(['arm64']);
      expect(Object.keys(environmentOf(synth.resources, id)), name).toEqual(
        expect.arrayContaining([ENV.stage, ENV.tableName, ENV.mediaBucket, ENV.appUrl, ENV.mailFrom]),
      );
    }
  });

  it('keeps the media bucket private, encrypted, TLS-only, with the multipart clean-up rule and upload CORS', () => {
    const mediaBuckets = ofType(synth.resources, 'AWS::S3::Bucket').filter(([id]) => id.startsWith('Media'));
    expect(mediaBuckets).toHaveLength(1);
    const [[bucketId, bucket] = ['', { Type: '' }]] = mediaBuckets;
    expect(props(bucket)).toMatchObject({
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
      LifecycleConfiguration: {
        Rules: expect.arrayContaining([
          expect.objectContaining({
            AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
            Status: 'Enabled',
          }),
        ]),
      },
      CorsConfiguration: {
        CorsRules: [expect.objectContaining({ AllowedMethods: expect.arrayContaining(['PUT', 'GET']) })],
      },
    });
    synth.template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: bucketId },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  it('has the download queue with its dead-letter queue (redrive after 3 receives) and a DLQ depth alarm', () => {
    const queues = ofType(synth.resources, 'AWS::SQS::Queue');
    const main = queues.find(([, q]) => props(q).RedrivePolicy !== undefined);
    const dlq = queues.find(([, q]) => props(q).RedrivePolicy === undefined);
    expect(main && dlq).toBeTruthy();
    expect(main && props(main[1]).RedrivePolicy).toEqual({
      deadLetterTargetArn: { 'Fn::GetAtt': [dlq?.[0], 'Arn'] },
      maxReceiveCount: DOWNLOAD_QUEUE_SETTINGS.maxReceiveCount,
    });
    expect(main && props(main[1]).VisibilityTimeout).toBeGreaterThanOrEqual(
      6 * DOWNLOAD_QUEUE_SETTINGS.workerTimeoutSeconds,
    );
    synth.template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Namespace: 'AWS/SQS',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [dlq?.[0], 'QueueName'] } }],
      ComparisonOperator: 'GreaterThanThreshold',
      Threshold: 0,
      AlarmActions: [{ Ref: Match.stringLikeRegexp('^MonitoringAlarmTopic') }],
    });
  });

  it('alarms on API 5xx and on every product Lambda error, into the alarm topic', () => {
    synth.template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: '5xx',
      Namespace: 'AWS/ApiGateway',
      Threshold: 0,
    });
    const errorAlarms = ofType(synth.resources, 'AWS::CloudWatch::Alarm').filter(
      ([, a]) => props(a).MetricName === 'Errors',
    );
    const alarmed = errorAlarms.map(([, a]) => JSON.stringify(props(a).Dimensions));
    for (const [name, id] of productFunctions(synth.resources)) {
      expect(
        alarmed.some((d) => d.includes(`"${id}"`)),
        name,
      ).toBe(true);
    }
    // The alarm topic, and the SES bounces-and-complaints topic whose only subscriber is a Lambda.
    synth.template.resourceCountIs('AWS::SNS::Topic', 2);
    const subscriptions = ofType(synth.resources, 'AWS::SNS::Subscription').map(([, s]) => props(s).Protocol);
    expect(subscriptions.filter((p) => p === 'lambda')).toHaveLength(1);
  });

  it('grants no wildcard service access: no `*`, `dynamodb:*` or `s3:*`, and `*` resources only for read-only calls', () => {
    for (const [policyId, policy] of ofType(synth.resources, 'AWS::IAM::Policy')) {
      const document = props(policy).PolicyDocument as {
        Statement: { Action: string | string[]; Resource: unknown }[];
      };
      for (const statement of document.Statement) {
        const actions = [statement.Action].flat();
        expect(actions, policyId).not.toContain('*');
        expect(actions, policyId).not.toContain('dynamodb:*');
        expect(actions, policyId).not.toContain('s3:*');
        if (statement.Resource === '*') {
          expect(
            actions.every((a) => READ_ONLY_OR_CDK_ON_ANY_RESOURCE.includes(a)),
            `${policyId}: ${actions.join(', ')} on *`,
          ).toBe(true);
        }
      }
    }
  });

  it('has the user pool (e-mail sign-in, self sign-up, verified e-mail, 8+ chars) and an SRP-only SPA client', () => {
    synth.template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      Policies: { PasswordPolicy: Match.objectLike({ MinimumLength: 8 }) },
    });
    synth.template.resourceCountIs('AWS::Cognito::UserPoolClient', 1);
    const [[, client] = ['', { Type: '' }]] = ofType(synth.resources, 'AWS::Cognito::UserPoolClient');
    const flows = props(client).ExplicitAuthFlows as string[];
    expect(flows).toContain('ALLOW_USER_SRP_AUTH');
    expect(flows).not.toContain('ALLOW_USER_PASSWORD_AUTH');
    expect(props(client).GenerateSecret).toBe(false);
    synth.template.resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 0);
  });

  it('serves the SPA from a private bucket (OAC) and /api/* from the HTTP API uncached with all methods and headers', () => {
    // The app's distribution, and the brand logos' own (tested below).
    const distributions = ofType(synth.resources, 'AWS::CloudFront::Distribution');
    expect(distributions.map(([id]) => id.replace(/Distribution.*$/, '')).sort()).toEqual([
      'BrandAssets',
      'Web',
    ]);
    const [[, distribution] = ['', { Type: '' }]] = distributions.filter(([id]) => id.startsWith('Web'));
    const config = props(distribution).DistributionConfig as {
      DefaultRootObject: string;
      Origins: {
        Id: string;
        S3OriginConfig?: unknown;
        OriginAccessControlId?: unknown;
        CustomOriginConfig?: unknown;
      }[];
      CacheBehaviors: Record<string, unknown>[];
      DefaultCacheBehavior: Record<string, unknown>;
    };
    expect(config.DefaultRootObject).toBe('index.html');
    const s3Origin = config.Origins.find((o) => o.S3OriginConfig !== undefined);
    expect(s3Origin?.OriginAccessControlId).toBeDefined();
    expect(config.DefaultCacheBehavior.TargetOriginId).toBe(s3Origin?.Id);
    const api = config.CacheBehaviors.find((b) => b.PathPattern === '/api/*');
    expect(api).toMatchObject({
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
      CachePolicyId: MANAGED_CACHING_DISABLED,
      OriginRequestPolicyId: MANAGED_ALL_VIEWER_EXCEPT_HOST,
    });
    const apiOrigin = config.Origins.find((o) => o.Id === api?.TargetOriginId);
    expect(apiOrigin?.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only' });
    expect(JSON.stringify(apiOrigin)).toMatch(/execute-api/);
  });

  it("serves the brand logos publicly from the media bucket's brand/ prefix only (OAC, origin path), long cached, and gives the functions its URL", () => {
    const [[id, distribution] = ['', { Type: '' }]] = ofType(
      synth.resources,
      'AWS::CloudFront::Distribution',
    ).filter(([key]) => key.startsWith('BrandAssets'));
    const config = props(distribution).DistributionConfig as {
      Origins: { OriginPath?: string; OriginAccessControlId?: unknown; S3OriginConfig?: unknown }[];
      DefaultCacheBehavior: { TrustedKeyGroups?: unknown; AllowedMethods: string[]; CachePolicyId: unknown };
      CacheBehaviors?: unknown[];
    };
    expect(config.Origins).toHaveLength(1);
    expect(config.Origins[0]).toMatchObject({ OriginPath: '/brand' });
    expect(config.Origins[0]?.OriginAccessControlId).toBeDefined();
    expect(JSON.stringify(config.Origins[0])).toContain('MediaBucket');
    expect(config.CacheBehaviors ?? []).toHaveLength(0);
    expect(config.DefaultCacheBehavior.TrustedKeyGroups).toBeUndefined();
    expect(config.DefaultCacheBehavior.AllowedMethods).toEqual(['GET', 'HEAD']);
    const [, cachePolicy] =
      ofType(synth.resources, 'AWS::CloudFront::CachePolicy').find(([key]) =>
        key.startsWith('BrandAssetsLogoCache'),
      ) ?? [];
    expect(cachePolicy && props(cachePolicy).CachePolicyConfig).toMatchObject({ DefaultTTL: 31_536_000 });
    const brandUrl = JSON.stringify({ 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [id, 'DomainName'] }]] });
    for (const [name, fnId] of productFunctions(synth.resources)) {
      expect(JSON.stringify(environmentOf(synth.resources, fnId)[ENV.brandAssetsUrl]), name).toBe(brandUrl);
    }
    // img-src (its text runs across the region's token, so read up to the directive's end).
    expect(documentCsp(synth)).toMatch(/img-src [^;]*https:\/\/\*\.cloudfront\.net/);
  });

  it("answers / with the prerendered Home: the viewer-request function maps it to Home's file", () => {
    // The SPA's rewrite (the review page's own rewrite to its API route is the other function).
    const functions = ofType(synth.resources, 'AWS::CloudFront::Function').filter(([id]) =>
      id.includes('SpaRewrite'),
    );
    expect(functions).toHaveLength(1);
    const [[, fn] = ['', { Type: '' }]] = functions;
    const code = props(fn).FunctionCode;
    expect(typeof code).toBe('string');
    const handler = new Function(`${String(code)}\nreturn handler;`)() as (event: {
      request: { uri: string };
    }) => { uri: string };
    expect(handler({ request: { uri: '/' } }).uri).toBe('/Home/index.html');
    expect(handler({ request: { uri: '/Dashboard' } }).uri).toBe('/index.html');
    // A review link gets the review page's own light entry, not the editor's app shell.
    expect(handler({ request: { uri: '/review' } }).uri).toBe('/Review/index.html');
  });

  it('deploys /config.json: same-origin API, the user pool ids, the region and the SRP flow', () => {
    const config = deployedRuntimeConfig(synth);
    expect(config).toMatchObject({
      apiBase: '',
      authFlowType: 'USER_SRP_AUTH',
      stage: 'dev',
      googleSignIn: false,
      region: { Ref: 'AWS::Region' },
      userPoolId: { Ref: expect.stringMatching(/^AuthUserPool[A-Z0-9]+$/) },
      userPoolClientId: { Ref: expect.stringMatching(/^AuthUserPoolSpaClient/) },
    });
    expect(config.oauthDomain).toBeUndefined();
    expect(config.driveOAuth).toBeUndefined();
    expect(config.paddle).toBeUndefined();
  });

  it('without a Paddle client token: no Paddle origin in the CSP (the hosted checkout page is used)', () => {
    expect(documentCsp(synth)).not.toContain('paddle.com');
  });

  it('has no dependency cycle between resources', () => {
    expect(findCycle(synth.resources)).toBeNull();
  });

  it('runs the download worker with a small young generation, so its heap stays flat during a long copy', () => {
    const worker = productFunctions(synth.resources).get('download-video');
    const env = props(synth.resources[worker ?? ''] ?? { Type: '' }).Environment as
      { Variables?: Record<string, string> } | undefined;
    expect(env?.Variables?.['NODE_OPTIONS']?.split(' ')).toContain(DOWNLOAD_QUEUE_SETTINGS.workerNodeOptions);
    const api = productFunctions(synth.resources).get('editor-api');
    const apiEnv = props(synth.resources[api ?? ''] ?? { Type: '' }).Environment as
      { Variables?: Record<string, string> } | undefined;
    expect(apiEnv?.Variables?.['NODE_OPTIONS'] ?? '').not.toContain('semi-space');
  });
});

describe('a prod stack with every function and every option (fixture repository)', () => {
  let synth: Synthesized;
  let functions: Map<string, string>;
  beforeAll(() => {
    synth = synthStack({
      context: everyOptionProdContext({
        paddleEnvironment: 'production',
        paddleClientToken: 'live_0123456789abcdef',
      }),
      endpoints,
      repoRoot: FULL_REPO,
    });
    functions = productFunctions(synth.resources);
  }, SYNTH_TIMEOUT_MS);

  const fn = (name: string): string => {
    const id = functions.get(name);
    if (!id) throw new Error(`no ${name} function`);
    return id;
  };

  it("with a Paddle client token: /config.json carries it and the CSP allows Paddle's script, frame and API", () => {
    expect(deployedRuntimeConfig(synth).paddle).toEqual({
      clientToken: 'live_0123456789abcdef',
      environment: 'production',
    });
    const csp = documentCsp(synth);
    expect(cspDirective(csp, 'script-src')).toContain('https://cdn.paddle.com');
    expect(cspDirective(csp, 'frame-src')).toContain('https://buy.paddle.com');
    expect(csp).toContain('https://checkout-service.paddle.com');
    expect(csp).not.toContain('sandbox-');
    // Still no inline script and no eval (compiling WebAssembly, 'wasm-unsafe-eval', is allowed: the report's
    // font subsetter).
    expect(cspDirective(csp, 'script-src').join(' ')).not.toMatch(/'unsafe-(inline|eval)'/);
    expect(cspDirective(csp, 'script-src')).toContain("'wasm-unsafe-eval'");
  });

  it('builds every API group of the contract, the worker, the trigger, the mail-events consumer and the scheduled handlers', () => {
    const expected = [
      ...new Set(endpoints.map((e) => e.lambda)),
      'download-video',
      'cognito-post-confirmation',
      'cognito-custom-message',
      'mail-events',
      'transcode-events',
      'notify',
      'reminder-sender',
      'api-key-authorizer',
      ...SCHEDULES.map((s) => s.handler),
    ];
    expect([...functions.keys()].sort()).toEqual([...new Set(expected)].sort());
    for (const id of functions.values()) {
      const resource = synth.resources[id];
      expect(resource && props(resource)).toMatchObject({ Runtime: 'nodejs24.x', Architectures: ['arm64'] });
    }
  });

  it('feeds the download worker from the queue with partial batch failures, visibility ≥ 6× its timeout', () => {
    const worker = fn('download-video');
    const [[, mapping] = ['', { Type: '' }]] = ofType(
      synth.resources,
      'AWS::Lambda::EventSourceMapping',
    ).filter(([, r]) => JSON.stringify(props(r).FunctionName) === JSON.stringify({ Ref: worker }));
    expect(props(mapping)).toMatchObject({
      FunctionName: { Ref: worker },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      BatchSize: DOWNLOAD_QUEUE_SETTINGS.batchSize,
    });
    const queueId = (props(mapping).EventSourceArn as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const queue = synth.resources[queueId];
    const timeout = props(synth.resources[worker] ?? { Type: '' }).Timeout as number;
    expect(timeout).toBe(DOWNLOAD_QUEUE_SETTINGS.workerTimeoutSeconds);
    expect(queue && (props(queue).VisibilityTimeout as number)).toBeGreaterThanOrEqual(6 * timeout);
    expect(queue && props(queue).RedrivePolicy).toMatchObject({ maxReceiveCount: 3 });
  });

  it('runs the scheduled handlers on EventBridge Scheduler with the shared cron expressions, retries and event age', () => {
    for (const schedule of SCHEDULES) {
      synth.template.hasResourceProperties('AWS::Scheduler::Schedule', {
        ScheduleExpression: schedule.cron,
        ScheduleExpressionTimezone: 'Etc/UTC',
        State: 'ENABLED',
        FlexibleTimeWindow: { Mode: 'OFF' },
        Target: Match.objectLike({
          Arn: { 'Fn::GetAtt': [fn(schedule.handler), 'Arn'] },
          RetryPolicy: {
            MaximumRetryAttempts: schedule.retry.maximumRetryAttempts,
            MaximumEventAgeInSeconds: schedule.retry.maximumEventAgeSeconds,
          },
        }),
      });
    }
    // The reminders run every hour (each run reminds the editors whose local time is 09:00).
    expect(SCHEDULES.find((s) => s.id === 'reminders')?.cron).toBe('cron(0 * * * ? *)');
    expect(SCHEDULES.find((s) => s.id === 'digests')?.cron).toBe('cron(* * * * ? *)');
    // Schedules run on EventBridge Scheduler; the only EventBridge rule is the transcoder's job events.
    const rules = ofType(synth.resources, 'AWS::Events::Rule');
    expect(rules.map(([, r]) => (props(r).EventPattern as { source?: string[] }).source)).toEqual([
      ['aws.mediaconvert'],
    ]);
  });

  it('creates the profile on sign-up confirmation; the code mails come from the custom-message trigger', () => {
    synth.template.hasResourceProperties('AWS::Cognito::UserPool', {
      LambdaConfig: {
        PostConfirmation: { 'Fn::GetAtt': [fn('cognito-post-confirmation'), 'Arn'] },
        CustomMessage: { 'Fn::GetAtt': [fn('cognito-custom-message'), 'Arn'] },
      },
    });
    // It renders a template and reads nothing: no table, bucket or secret.
    expect(
      actionsOf(statementsOfFunction(synth.resources, fn('cognito-custom-message'))).filter(
        (a) => !a.startsWith('xray:'),
      ),
    ).toEqual([]);
  });

  it('grants each function only what it does', () => {
    // Every function may write its X-Ray traces (active tracing); what it does besides is checked below.
    const actions = (name: string): string[] =>
      actionsOf(statementsOfFunction(synth.resources, fn(name))).filter((a) => !a.startsWith('xray:'));
    const editor = actions('editor-api');
    expect(editor).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:Query', 'sqs:SendMessage']));
    const avatarPut = statementsOfFunction(synth.resources, fn('editor-api')).find((s) =>
      [s.Action].flat().includes('s3:PutObject'),
    );
    expect(JSON.stringify(avatarPut?.Resource)).toContain(`/${LIMITS.avatarPrefix}*`);
    // The archived tag on originals (the avatar PUT grant carries tagging under its own prefix only).
    const tagging = statementsOfFunction(synth.resources, fn('editor-api')).filter((s) =>
      [s.Action].flat().includes('s3:PutObjectTagging'),
    );
    expect(JSON.stringify(tagging.map((s) => s.Resource))).toContain('/media/*');

    const review = actions('review-api');
    expect(review).toEqual(
      expect.arrayContaining(['dynamodb:ConditionCheckItem', 'dynamodb:UpdateItem', 's3:GetObject*']),
    );
    expect(review).not.toContain('sqs:SendMessage');
    expect(review).not.toContain('s3:PutObject');

    const publicApi = actions('public-api');
    expect(publicApi).toEqual(expect.arrayContaining(['dynamodb:DescribeTable', 'ses:GetAccount']));
    expect(publicApi.filter((a) => /^s3:(Get|Put|Delete)Object/.test(a))).toEqual([]);

    const drive = actions('drive');
    // Besides the Drive key, only the Query that reads the caller's profile and account tombstone.
    expect(drive.filter((a) => !a.startsWith('secretsmanager:'))).toEqual(['dynamodb:Query']);
    expect(drive).toContain('secretsmanager:GetSecretValue');

    const worker = actions('download-video');
    expect(worker).toEqual(
      expect.arrayContaining([
        's3:PutObject',
        'sqs:ReceiveMessage',
        'sqs:DeleteMessage',
        'sqs:ChangeMessageVisibility',
        'secretsmanager:GetSecretValue',
      ]),
    );
    expect(worker).not.toContain('ses:SendEmail');

    const reminders = actions(SCHEDULES[0].handler);
    // The hourly job only decides and queues one message per owner: the table and the queue, no mail.
    expect(reminders.every((a) => a.startsWith('dynamodb:') || a.startsWith('sqs:'))).toBe(true);
    expect(reminders).toContain('sqs:SendMessage');
    const sender = actions('reminder-sender');
    // The sender mails through notify's channels: mail, and the key that signs the unsubscribe links.
    expect(sender).toEqual(expect.arrayContaining(['ses:SendEmail', 'secretsmanager:GetSecretValue']));

    // The API-key authorizer reads the presented key's item, nothing else.
    expect(actions('api-key-authorizer')).toEqual(['dynamodb:GetItem']);

    const trigger = actions('cognito-post-confirmation');
    expect(trigger.every((a) => a.startsWith('dynamodb:'))).toBe(true);
  });

  it('lets no API function send mail: the notify Lambda tells people, from the events the requests store', () => {
    for (const api of ['editor-api', 'review-api', 'public-api']) {
      const actions = actionsOf(statementsOfFunction(synth.resources, fn(api)));
      expect(
        actions.filter((a) => a.startsWith('ses:Send')),
        api,
      ).toEqual([]);
    }
    expect(actionsOf(statementsOfFunction(synth.resources, fn('notify')))).toContain('ses:SendEmail');
  });

  it('signs playback with a CloudFront key group and tells the signing functions how', () => {
    synth.template.resourceCountIs('AWS::CloudFront::PublicKey', 1);
    synth.template.resourceCountIs('AWS::CloudFront::KeyGroup', 1);
    const media = ofType(synth.resources, 'AWS::CloudFront::Distribution').find(([id]) =>
      id.startsWith('Playback'),
    );
    expect(JSON.stringify(media && props(media[1]))).toMatch(
      /"TrustedKeyGroups":\[\{"Ref":"PlaybackPlaybackKeyGroup/,
    );
    for (const name of ['editor-api', 'review-api']) {
      expect(environmentOf(synth.resources, fn(name))).toMatchObject({
        [ENV.playbackSigning]: 'cloudfront',
        [ENV.playbackKeyPairId]: { Ref: expect.stringMatching(/^PlaybackPlaybackKey/) },
        [ENV.playbackDomain]: expect.anything(),
        [ENV.playbackPrivateKeySecretArn]: expect.anything(),
      });
      expect(actionsOf(statementsOfFunction(synth.resources, fn(name)))).toContain(
        'secretsmanager:GetSecretValue',
      );
    }
  });

  it('media distribution: forwards Origin to the bucket, answers CORS for the app with Vary: Origin, and keys the cache on response-content-disposition', () => {
    const media = ofType(synth.resources, 'AWS::CloudFront::Distribution').find(([id]) =>
      id.startsWith('Playback'),
    );
    const behaviour = (media && props(media[1]))?.['DistributionConfig'] as {
      DefaultCacheBehavior: Record<string, unknown>;
    };
    const refOf = (value: unknown) => (value as { Ref?: string }).Ref ?? '';
    const byRef = (id: string) => synth.resources[id];
    const behaviourOf = behaviour.DefaultCacheBehavior;
    // AWS's managed CORS-S3Origin policy: Origin, Access-Control-Request-Headers and -Method reach the bucket.
    expect(behaviourOf['OriginRequestPolicyId']).toBe('88a5eaf4-2fd4-4709-b370-b4c650ea3fcf');

    const cachePolicy = byRef(refOf(behaviourOf['CachePolicyId']));
    expect(cachePolicy?.Type).toBe('AWS::CloudFront::CachePolicy');
    const keys = (props(cachePolicy as never)['CachePolicyConfig'] as Record<string, unknown>)[
      'ParametersInCacheKeyAndForwardedToOrigin'
    ] as Record<string, { QueryStringBehavior?: string; QueryStrings?: string[] }>;
    expect(keys['QueryStringsConfig']).toEqual({
      QueryStringBehavior: 'whitelist',
      QueryStrings: ['response-content-disposition'],
    });

    const headersPolicy = byRef(refOf(behaviourOf['ResponseHeadersPolicyId']));
    expect(headersPolicy?.Type).toBe('AWS::CloudFront::ResponseHeadersPolicy');
    const config = props(headersPolicy as never)['ResponseHeadersPolicyConfig'] as Record<string, unknown>;
    const cors = config['CorsConfig'] as Record<string, { Items?: unknown[] }>;
    expect(JSON.stringify(cors['AccessControlAllowOrigins']?.Items)).toMatch(/WebDistribution|Web/);
    expect(cors['AccessControlAllowMethods']?.Items).toEqual(['GET', 'HEAD', 'OPTIONS']);
    expect(cors['AccessControlAllowHeaders']?.Items).toEqual(['Range']);
    expect(cors['AccessControlExposeHeaders']?.Items).toEqual(
      expect.arrayContaining(['Content-Range', 'Accept-Ranges']),
    );
    expect(config['CustomHeadersConfig']).toEqual({
      Items: [{ Header: 'Vary', Value: 'Origin', Override: false }],
    });
  });

  it('offers Google sign-in through the hosted domain when configured', () => {
    synth.template.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'Google',
      ProviderType: 'Google',
    });
    synth.template.resourceCountIs('AWS::Cognito::UserPoolDomain', 1);
    synth.template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      SupportedIdentityProviders: ['COGNITO', 'Google'],
      AllowedOAuthFlows: ['code'],
    });
    const client = ofType(synth.resources, 'AWS::Cognito::UserPoolClient')[0]?.[1];
    expect(JSON.stringify(client && props(client).CallbackURLs)).toMatch(/\/Dashboard"/);
    expect(JSON.stringify(client && props(client).LogoutURLs)).toMatch(/\/Home"/);
    const config = deployedRuntimeConfig(synth);
    expect(config.googleSignIn).toBe(true);
    expect(JSON.stringify(config.oauthDomain)).toMatch(/AuthUserPoolDomain.*\.auth\..*amazoncognito\.com/);
  });

  it('offers Connect Google Drive with the googleDriveClientId context', () => {
    expect(deployedRuntimeConfig(synth).driveOAuth).toEqual({
      authUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      clientId: 'drive-client-id.apps.googleusercontent.com',
      scope: 'https://www.googleapis.com/auth/drive.readonly',
    });
  });

  it('verifies the mail domain with SES and sends through the configuration set', () => {
    synth.template.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'mail.cutroom.test',
      ConfigurationSetAttributes: {
        ConfigurationSetName: { Ref: Match.stringLikeRegexp('^MailConfigurationSet') },
      },
    });
    expect(environmentOf(synth.resources, fn('review-api'))).toMatchObject({
      [ENV.mailFrom]: 'no-reply@mail.cutroom.test',
      [ENV.mailConfigurationSet]: { Ref: expect.stringMatching(/^MailConfigurationSet/) },
    });
  });

  it('retains the data in prod (except on the rollback of a failed first create)', () => {
    synth.template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'RetainExceptOnCreate',
      Properties: Match.objectLike({ DeletionProtectionEnabled: true }),
    });
    const mediaBucket = Object.entries(
      synth.template.toJSON().Resources as Record<string, { Type: string; DeletionPolicy?: string }>,
    ).find(([id, r]) => r.Type === 'AWS::S3::Bucket' && id.startsWith('Media'));
    expect(mediaBucket?.[1].DeletionPolicy).toBe('RetainExceptOnCreate');
    synth.template.resourceCountIs('Custom::S3AutoDeleteObjects', 0);
  });

  it('has no dependency cycle between resources', () => {
    expect(findCycle(synth.resources)).toBeNull();
  });
});

describe('stack configuration', () => {
  it('refuses a half-configured Google sign-in or CloudFront signing, naming the keys', () => {
    const read = (context: Record<string, string>) => () => readStackConfig((k) => context[k]);
    expect(read({ googleClientId: 'x' })).toThrow(/googleClientId and googleClientSecretName/);
    expect(read({ playbackSigning: 'cloudfront' })).toThrow(/playbackPublicKeyPem/);
    expect(read({ stage: 'Prod!' })).toThrow(/stage/);
    expect(read({ mailFrom: 'not-an-address' })).toThrow(/mailFrom/);
    expect(readStackConfig(() => undefined)).toMatchObject({
      stage: 'dev',
      playbackSigning: 's3',
      isProd: false,
    });
  });

  it('fails a prod synth whose contract names a Lambda group without a handler', () => {
    const emptyRepo = mkdtempSync(join(tmpdir(), 'cutroom-cdk-'));
    expect(() => synthStack({ context: { stage: 'prod' }, endpoints, repoRoot: emptyRepo })).toThrow(
      /Routes left out: .*public-api.*does not exist/,
    );
  });
});
