/**
 * The public health route is polled by the health page and open to anyone: each dependency's control-plane
 * call is made at most once per HEALTH_CACHE_SECONDS per container, however often it is asked, and the
 * answer may be kept by CloudFront for as long.
 */
import type { Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { makePublicApiHandler } from '../../../functions/public-api/handler';
import type { HealthChecks } from '../../../functions/public-api/health-checks';
import {
  DEPENDENCY_NAMES,
  getHealth,
  HEALTH_CACHE_SECONDS,
  healthResponseSchema,
} from '../../../shared/api/endpoints/health';
import { endpointEvent } from '../../support/api-event';

function countingChecks(): { checks: HealthChecks; calls: () => number } {
  let calls = 0;
  const check = () => {
    calls += 1;
    return Promise.resolve();
  };
  const checks: HealthChecks = {
    table: check,
    bucket: check,
    queue: check,
    mail: check,
    userPool: check,
    drive: check,
  };
  return { checks, calls: () => calls };
}

const context = { awsRequestId: 'test' } as Context;

describe('GET /api/health, public and polled', () => {
  it('makes each dependency call at most once per cache period, however many requests arrive', async () => {
    let clock = 1_000_000;
    const { checks, calls } = countingChecks();
    const deps = { healthChecks: checks, clockMs: () => clock };
    const handler = makePublicApiHandler(() => deps);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => handler(endpointEvent(getHealth), context)),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(calls()).toBe(DEPENDENCY_NAMES.length);
    clock += HEALTH_CACHE_SECONDS * 1000 - 1;
    await handler(endpointEvent(getHealth), context);
    expect(calls()).toBe(DEPENDENCY_NAMES.length);
    clock += 1;
    const renewed = await handler(endpointEvent(getHealth), context);
    expect(calls()).toBe(2 * DEPENDENCY_NAMES.length);
    expect(healthResponseSchema.parse(JSON.parse(renewed.body ?? '')).time).toBe(
      new Date(clock).toISOString(),
    );
  });

  it('lets CloudFront keep the answer for the cache period (browsers revalidate)', async () => {
    const { checks } = countingChecks();
    const handler = makePublicApiHandler(() => ({ healthChecks: checks }));
    const answer = await handler(endpointEvent(getHealth), context);
    expect(answer.headers?.['cache-control']).toBe(`public, max-age=0, s-maxage=${HEALTH_CACHE_SECONDS}`);
  });
});
