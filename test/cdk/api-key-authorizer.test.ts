/**
 * CDK assertions on the public API's authorizer and its edge: the API-key authorizer on exactly the v1 routes,
 * its identity source the Authorization header and its answers cached for LIMITS.apiKeyAuthorizerCacheSeconds;
 * the web distribution's `/api/v1/*` behaviour (ahead of `/api/*`, otherwise the same) runs the viewer-request
 * function that gives a request without an Authorization header the placeholder the authorizer refuses, so
 * such a request gets the product's 401 body rather than API Gateway's.
 */
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../shared/api/contract';
import { apiV1Endpoints } from '../../shared/api/public-api';
import { MISSING_API_KEY_AUTHORIZATION } from '../../shared/config/edge-headers';
import { LIMITS } from '../../infra/stack/limits';
import { defaultStackOnce, ofType, props } from './template-helpers';

const synth = defaultStackOnce();

type CfHeaders = Record<string, { value: string }>;
type Behaviour = Record<string, unknown> & {
  PathPattern: string;
  FunctionAssociations?: { EventType: string; FunctionARN: unknown }[];
};

function webBehaviours(): Behaviour[] {
  const [[, distribution] = ['', { Type: '' }]] = ofType(
    synth().resources,
    'AWS::CloudFront::Distribution',
  ).filter(([id]) => id.startsWith('Web'));
  return (props(distribution).DistributionConfig as { CacheBehaviors: Behaviour[] }).CacheBehaviors;
}

describe('the API-key authorizer in the stack', () => {
  it('is on exactly the v1 routes, with the Authorization header as identity source and a brief cache', () => {
    expect(LIMITS.apiKeyAuthorizerCacheSeconds).toBe(60);
    const keyAuthorizers = ofType(synth().resources, 'AWS::ApiGatewayV2::Authorizer').filter(
      ([, a]) => props(a).AuthorizerType === 'REQUEST',
    );
    expect(keyAuthorizers).toHaveLength(1);
    const [id, authorizer] = keyAuthorizers[0]!;
    expect(props(authorizer)).toMatchObject({
      AuthorizerPayloadFormatVersion: '2.0',
      EnableSimpleResponses: true,
      IdentitySource: ['$request.header.Authorization'],
      AuthorizerResultTtlInSeconds: LIMITS.apiKeyAuthorizerCacheSeconds,
    });
    const routes = new Map(
      ofType(synth().resources, 'AWS::ApiGatewayV2::Route').map(([, r]) => [
        props(r).RouteKey as string,
        props(r),
      ]),
    );
    for (const endpoint of apiV1Endpoints) {
      const route = routes.get(`${endpoint.method} ${endpoint.path}`);
      expect(route?.AuthorizationType, endpoint.id).toBe('CUSTOM');
      expect(route?.AuthorizerId, endpoint.id).toEqual({ Ref: id });
    }
    for (const endpoint of endpoints) {
      expect(routes.get(`${endpoint.method} ${endpoint.path}`)?.AuthorizerId, endpoint.id).not.toEqual({
        Ref: id,
      });
    }
  });

  it('the /api/v1/* behaviour comes before /api/* and runs the placeholder function, and nothing else differs', () => {
    const behaviours = webBehaviours();
    const v1Index = behaviours.findIndex((b) => b.PathPattern === '/api/v1/*');
    const apiIndex = behaviours.findIndex((b) => b.PathPattern === '/api/*');
    expect(v1Index).toBeGreaterThanOrEqual(0);
    expect(v1Index).toBeLessThan(apiIndex);
    const { PathPattern: _v1, FunctionAssociations: associations, ...v1 } = behaviours[v1Index]!;
    const { PathPattern: _api, FunctionAssociations: apiAssociations, ...api } = behaviours[apiIndex]!;
    expect(v1).toEqual(api);
    expect(apiAssociations).toBeUndefined();
    expect(associations).toHaveLength(1);
    expect(associations![0]!.EventType).toBe('viewer-request');
    const functionId = /"Fn::GetAtt":\["([^"]+)","FunctionARN"\]/.exec(
      JSON.stringify(associations![0]!.FunctionARN),
    )?.[1];
    const fn = functionId ? synth().resources[functionId] : undefined;
    expect(fn && props(fn).FunctionConfig).toMatchObject({ Runtime: 'cloudfront-js-2.0' });

    // The deployed code, run as CloudFront runs it: the placeholder only when no Authorization was sent.
    const handler = new Function(`${String(fn && props(fn).FunctionCode)}\nreturn handler;`)() as (event: {
      request: { uri: string; headers: CfHeaders };
    }) => { headers: CfHeaders };
    const run = (headers: CfHeaders) => handler({ request: { uri: '/api/v1/projects', headers } });
    expect(run({}).headers.authorization).toEqual({ value: MISSING_API_KEY_AUTHORIZATION });
    expect(run({ authorization: { value: '' } }).headers.authorization).toEqual({
      value: MISSING_API_KEY_AUTHORIZATION,
    });
    expect(run({ authorization: { value: 'Bearer cr_live_x' } }).headers.authorization).toEqual({
      value: 'Bearer cr_live_x',
    });
  });
});
