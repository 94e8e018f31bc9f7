/**
 * CDK assertions for billing and account deletion on the stack of this repository: the billing routes
 * (webhook public, checkout and portal behind the JWT authorizer), the Paddle secrets and who may read
 * them, the erasure queue with its worker and dead-letter alarm, and the server-side password check flow.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../shared/api/contract';
import { ENV } from '../../shared/config/env-names';
import { ERASURE_QUEUE } from '../../shared/config/queues';
import { ofType, productFunctions, props, synthStack, type Synthesized } from './template-helpers';

let synth: Synthesized;
beforeAll(() => {
  synth = synthStack({
    context: {
      paddlePriceIds: JSON.stringify({
        basic_monthly: 'pri_1',
        basic_annual: 'pri_2',
        pro_monthly: 'pri_3',
        pro_annual: 'pri_4',
      }),
    },
    endpoints,
  });
}, 240_000);

function routeByKey(key: string) {
  return ofType(synth.resources, 'AWS::ApiGatewayV2::Route').find(([, r]) => props(r).RouteKey === key)?.[1];
}

function environment(name: string): Record<string, unknown> {
  const id = productFunctions(synth.resources).get(name);
  const fn = id ? synth.resources[id] : undefined;
  return ((fn && (props(fn).Environment as { Variables?: Record<string, unknown> })?.Variables) ??
    {}) as Record<string, unknown>;
}

function policyText(functionName: string): string {
  const id = productFunctions(synth.resources).get(functionName) ?? 'missing';
  return JSON.stringify(
    ofType(synth.resources, 'AWS::IAM::Policy').filter(([, p]) =>
      JSON.stringify(props(p).Roles ?? []).includes(id.replace(/[0-9A-F]{8}$/, '')),
    ),
  );
}

describe('billing and account deletion in the stack', () => {
  it('routes the webhook without an authorizer and checkout/portal/delete with the JWT authorizer', () => {
    expect(props(routeByKey('POST /api/billing/webhook') ?? { Type: '' }).AuthorizationType ?? 'NONE').toBe(
      'NONE',
    );
    for (const key of [
      'POST /api/billing/checkout',
      'POST /api/billing/portal',
      'GET /api/billing/subscription',
      'POST /api/billing/plan-change/preview',
      'POST /api/billing/plan-change',
      'POST /api/account/delete',
    ]) {
      expect(props(routeByKey(key) ?? { Type: '' }).AuthorizationType, key).toBe('JWT');
    }
  });

  it('keeps the Paddle API key and webhook secret in Secrets Manager, passed by ARN with the price ids', () => {
    const secrets = ofType(synth.resources, 'AWS::SecretsManager::Secret').map(([, s]) => props(s).Name);
    expect(secrets).toEqual(
      expect.arrayContaining(['cutroom/dev/paddle-api-key', 'cutroom/dev/paddle-webhook-secret']),
    );
    for (const fn of ['editor-api', 'public-api']) {
      const env = environment(fn);
      expect(env[ENV.paddleApiKeySecretArn], fn).toBeDefined();
      expect(env[ENV.paddleWebhookSecretArn], fn).toBeDefined();
      expect(env[ENV.paddleEnvironment], fn).toBe('sandbox');
      expect(JSON.parse(String(env[ENV.paddlePriceIds]))).toMatchObject({ pro_annual: 'pri_4' });
      expect(env[ENV.paddleApiKey], fn).toBeUndefined();
    }
    expect(policyText('public-api')).toContain('PaddleWebhookSecret');
    expect(policyText('public-api')).not.toContain('PaddleApiKey');
    expect(policyText('editor-api')).toContain('PaddleApiKey');
    expect(policyText('editor-api')).not.toContain('PaddleWebhookSecret');
  });

  it('has the erasure queue (redrive to its DLQ, alarmed) feeding the account-erasure worker', () => {
    const functions = productFunctions(synth.resources);
    expect(functions.has('account-erasure')).toBe(true);
    const queues = ofType(synth.resources, 'AWS::SQS::Queue').filter(([id]) => id.startsWith('Erasure'));
    const main = queues.find(([, q]) => props(q).RedrivePolicy !== undefined);
    expect(main && props(main[1]).RedrivePolicy).toMatchObject({
      maxReceiveCount: ERASURE_QUEUE.maxReceiveCount,
    });
    const mappings = ofType(synth.resources, 'AWS::Lambda::EventSourceMapping').filter(([, m]) =>
      JSON.stringify(props(m).EventSourceArn).includes(main?.[0] ?? 'none'),
    );
    expect(mappings).toHaveLength(1);
    expect(JSON.stringify(mappings[0]?.[1])).toContain(functions.get('account-erasure') ?? 'none');
    expect(policyText('account-erasure')).toContain('cognito-idp:AdminDeleteUser');
    expect(policyText('account-erasure')).toContain('cognito-idp:AdminGetUser');
    expect(policyText('account-erasure')).toContain('s3:DeleteObject');
    expect(policyText('editor-api')).toContain('cognito-idp:AdminInitiateAuth');
    const alarms = ofType(synth.resources, 'AWS::CloudWatch::Alarm').filter(([, a]) =>
      JSON.stringify(props(a).Dimensions ?? []).includes(
        queues.find(([, q]) => props(q).RedrivePolicy === undefined)?.[0] ?? 'none',
      ),
    );
    expect(alarms.length).toBeGreaterThan(0);
  });

  it('alarms on the first customer seen with two live subscriptions (the billing webhook’s DuplicateSubscriptions)', () => {
    const alarm = ofType(synth.resources, 'AWS::CloudWatch::Alarm').find(([, a]) =>
      String(props(a).AlarmName).endsWith('-duplicate-subscriptions'),
    );
    expect(alarm && props(alarm[1])).toMatchObject({
      Namespace: 'Cutroom',
      MetricName: 'DuplicateSubscriptions',
      Dimensions: [{ Name: 'service', Value: 'cutroom-public-api' }],
      Statistic: 'Sum',
      Threshold: 0,
      ComparisonOperator: 'GreaterThanThreshold',
    });
    expect(environment('public-api')[ENV.powertoolsServiceName]).toBe('cutroom-public-api');
    expect(JSON.stringify(alarm && props(alarm[1]).AlarmActions)).toContain('AlarmTopic');
  });

  it('lets only the server check a password (ADMIN_USER_PASSWORD_AUTH), the browser client keeps SRP', () => {
    const [[, client] = []] = ofType(synth.resources, 'AWS::Cognito::UserPoolClient');
    expect(client && props(client).ExplicitAuthFlows).toEqual(
      expect.arrayContaining(['ALLOW_USER_SRP_AUTH', 'ALLOW_ADMIN_USER_PASSWORD_AUTH']),
    );
    expect(client && props(client).ExplicitAuthFlows).not.toContain('ALLOW_USER_PASSWORD_AUTH');
  });
});
