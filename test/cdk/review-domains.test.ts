/**
 * CDK assertions on studios' own review addresses (infra/stack/review-domains.ts): off by default (no
 * multi-tenant distribution, no tenant); with the `reviewDomains` context, one multi-tenant distribution
 * (`tenant-only`, no domain, IPv6 or price class of its own) serving the review page and the API, whose
 * `/api/*` copies the viewer's host into the review-host header, and one distribution tenant per domain with its
 * own certificate (given, or managed by CloudFront).
 */
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../shared/api/contract';
import { REVIEW_HOST_HEADER } from '../../shared/domain/review-host';
import { parseReviewDomains, reviewHostForwardCode } from '../../infra/stack/review-domains';
import {
  defaultStackOnce,
  functionIdOf,
  ofType,
  props,
  statementsOfFunction,
  synthStack,
  type Synthesized,
} from './template-helpers';
import { reviewPageRewriteCode } from '../../infra/stack/web-distribution';
import { REVIEW_PAGE_MAX_AGE_SECONDS } from '../../shared/domain/review-preview';
import { getReviewPage } from '../../shared/api/endpoints/review-page';
import { buildPath } from '../../shared/api/endpoint';
import { ENV } from '../../shared/config/env-names';
import { beforeAll } from 'vitest';

const CERT = 'arn:aws:acm:us-east-1:123456789012:certificate/11111111-2222-3333-4444-555555555555';
const TENANT = 'AWS::CloudFront::DistributionTenant';

const off = defaultStackOnce();
let on: Synthesized;
beforeAll(() => {
  on = synthStack({
    context: { reviewDomains: `review.acme-studio.com=${CERT}, Review.Other-Studio.co.uk` },
    endpoints,
  });
}, 240_000);

const multiTenant = (s: Synthesized) =>
  ofType(s.resources, 'AWS::CloudFront::Distribution').filter(
    ([, r]) => (props(r).DistributionConfig as { ConnectionMode?: string }).ConnectionMode === 'tenant-only',
  );

describe('custom review domains in the stack', () => {
  it('are off by default: no multi-tenant distribution and no tenant', () => {
    expect(multiTenant(off())).toEqual([]);
    expect(ofType(off().resources, TENANT)).toEqual([]);
  });

  it('on: one multi-tenant distribution without a domain, IPv6 or price class of its own', () => {
    const found = multiTenant(on);
    expect(found).toHaveLength(1);
    const config = props(found[0]![1]).DistributionConfig as Record<string, unknown>;
    expect(config.Aliases).toBeUndefined();
    expect(config.IPV6Enabled).toBeUndefined();
    expect(config.PriceClass).toBeUndefined();
    expect(config.WebACLId).toBeDefined();
  });

  it("on: the API behaviour copies the viewer's host into the review-host header, caching nothing", () => {
    const [id, distribution] = multiTenant(on)[0]!;
    const config = props(distribution).DistributionConfig as {
      CacheBehaviors: { PathPattern: string; FunctionAssociations?: { FunctionARN: unknown }[] }[];
      DefaultCacheBehavior: { FunctionAssociations?: unknown[] };
    };
    const api = config.CacheBehaviors.find((b) => b.PathPattern === '/api/*');
    expect(api, id).toBeDefined();
    const fnId = JSON.stringify(api!.FunctionAssociations?.[0]?.FunctionARN).match(
      /"([A-Za-z0-9]+)","FunctionARN"/,
    )?.[1];
    const fn = on.resources[fnId ?? ''];
    expect(fn?.Type).toBe('AWS::CloudFront::Function');
    const code = String(props(fn!).FunctionCode);
    expect(code).toContain(REVIEW_HOST_HEADER);
    expect(code).toBe(reviewHostForwardCode());
    expect(config.DefaultCacheBehavior.FunctionAssociations).toHaveLength(1);
  });

  it('on: one tenant per domain on that distribution, each with its own certificate', () => {
    const [distributionId] = multiTenant(on)[0]!;
    const tenants = ofType(on.resources, TENANT).map(([, r]) => props(r));
    expect(tenants).toHaveLength(2);
    for (const tenant of tenants) {
      expect(tenant.DistributionId).toEqual({ Ref: distributionId });
      expect(tenant.Enabled).toBe(true);
    }
    const acme = tenants.find((t) => JSON.stringify(t.Domains) === '["review.acme-studio.com"]');
    expect(acme).toMatchObject({ Customizations: { Certificate: { Arn: CERT } } });
    expect(acme?.ManagedCertificateRequest).toBeUndefined();
    const other = tenants.find((t) => JSON.stringify(t.Domains) === '["review.other-studio.co.uk"]');
    expect(other).toMatchObject({
      ManagedCertificateRequest: {
        PrimaryDomainName: 'review.other-studio.co.uk',
        ValidationTokenHost: 'cloudfront',
      },
    });
  });

  it('the context refuses what is not a review host name or a us-east-1 certificate', () => {
    expect(parseReviewDomains(undefined)).toEqual([]);
    expect(() => parseReviewDomains('acme.com')).toThrow(/subdomain/);
    expect(() => parseReviewDomains('review.acme.com=arn:aws:acm:eu-west-1:1:certificate/x')).toThrow(
      /us-east-1/,
    );
    expect(() => parseReviewDomains('review.acme.com,review.acme.com')).toThrow(/twice/);
  });
});

describe('the review page with its share preview tags in the stack', () => {
  const behaviours = (s: Synthesized, multi: boolean) => {
    const found = ofType(s.resources, 'AWS::CloudFront::Distribution').find(
      ([, r]) =>
        ((props(r).DistributionConfig as { ConnectionMode?: string }).ConnectionMode === 'tenant-only') ===
        multi,
    );
    return (props(found![1]).DistributionConfig as { CacheBehaviors: Record<string, unknown>[] })
      .CacheBehaviors;
  };

  it('/Review goes to the review API through the page rewrite, kept a few seconds (app and custom domains)', () => {
    for (const [s, multi] of [
      [off(), false],
      [on, true],
    ] as const) {
      const review = behaviours(s, multi).find((b) => b['PathPattern'] === '/Review');
      expect(review, `multi-tenant: ${multi}`).toBeDefined();
      const fnId = JSON.stringify(review!['FunctionAssociations']).match(
        /"([A-Za-z0-9]+)","FunctionARN"/,
      )?.[1];
      expect(String(props(s.resources[fnId ?? '']!).FunctionCode)).toBe(reviewPageRewriteCode(multi));
      const policyId = JSON.stringify(review!['CachePolicyId']).match(/"Ref":"([A-Za-z0-9]+)"/)?.[1];
      const policy = props(s.resources[policyId ?? '']!).CachePolicyConfig as {
        MaxTTL: number;
        ParametersInCacheKeyAndForwardedToOrigin: { HeadersConfig: { Headers?: string[] } };
      };
      expect(policy.MaxTTL).toBe(REVIEW_PAGE_MAX_AGE_SECONDS);
      // On a custom domain the page is kept per host, as its answer depends on it.
      expect(policy.ParametersInCacheKeyAndForwardedToOrigin.HeadersConfig.Headers ?? []).toEqual(
        multi ? [REVIEW_HOST_HEADER] : [],
      );
    }
  });

  it('the rewrite sends the token to the page route, and no token to the generic page', () => {
    const run = (query: Record<string, { value: string }>) =>
      (
        new Function(`${reviewPageRewriteCode()}; return handler;`)() as (e: unknown) => {
          uri: string;
          querystring: unknown;
        }
      )({ request: { uri: '/Review', querystring: query } });
    const token = 'a'.repeat(32);
    expect(run({ token: { value: token } })).toEqual({
      uri: buildPath(getReviewPage.path, { token }),
      querystring: {},
    });
    expect(run({}).uri).toBe(buildPath(getReviewPage.path, { token: '-' }));
  });

  it("on a custom domain the page rewrite also copies the viewer's host, replacing what the viewer sent", () => {
    const handler = new Function(`${reviewPageRewriteCode(true)}; return handler;`)() as (e: unknown) => {
      uri: string;
      headers: Record<string, { value: string }>;
    };
    const token = 'b'.repeat(32);
    const out = handler({
      request: {
        uri: '/Review',
        querystring: { token: { value: token } },
        headers: {
          host: { value: 'review.acme-studio.com' },
          [REVIEW_HOST_HEADER]: { value: 'review.other-studio.com' },
        },
      },
    });
    expect(out.uri).toBe(buildPath(getReviewPage.path, { token }));
    expect(out.headers[REVIEW_HOST_HEADER]).toEqual({ value: 'review.acme-studio.com' });
    expect(reviewPageRewriteCode(false)).not.toContain(REVIEW_HOST_HEADER);
  });

  it('the review API reads the built review page from the SPA bucket', () => {
    const resources = off().resources;
    const reviewApi = functionIdOf(resources, 'review-api');
    const variables = (props(resources[reviewApi]!).Environment as { Variables: Record<string, unknown> })
      .Variables;
    expect(JSON.stringify(variables[ENV.reviewPageSource])).toContain('/Review/index.html');
    const reads = statementsOfFunction(resources, reviewApi).filter((st) =>
      JSON.stringify(st.Resource).includes('/Review/index.html'),
    );
    // One object, one action: no wildcard for the review API on the SPA bucket.
    expect(reads.flatMap((st) => (Array.isArray(st.Action) ? st.Action : [st.Action]))).toEqual([
      's3:GetObject',
    ]);
  });
});
