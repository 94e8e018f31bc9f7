/**
 * The stack's settings for scale, read from the synthesized template: route throttles sized in hundreds of
 * requests a second (reviewer reads above writes), the download worker fed one message per invocation with
 * tens of invocations at once, the review payload kept a few seconds by review-api, and the media bucket's
 * lifecycle (originals to infrequent access, archived projects' copies expired).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../shared/api/contract';
import { REVIEW_LIMITS } from '../../shared/api/endpoints/review';
import { ENV } from '../../shared/config/env-names';
import { DOWNLOAD_QUEUE } from '../../shared/config/queues';
import { STORAGE_LIFECYCLE } from '../../shared/config/storage-lifecycle';
import type { Synthesized } from './template-helpers';
import {
  actionsOf,
  ofType,
  productFunctions,
  props,
  statementsOfFunction,
  synthStack,
} from './template-helpers';

/** A synth bundles every function with esbuild: slow on a shared machine. */
const SYNTH_TIMEOUT_MS = 400_000;

describe('the stack at scale', () => {
  let synth: Synthesized;
  beforeAll(() => {
    synth = synthStack({ context: {}, endpoints });
  }, SYNTH_TIMEOUT_MS);

  it('throttles reviewer reads at hundreds a second, writes lower, and the whole API above both', () => {
    const [[, stage] = ['', { Type: '' }]] = ofType(synth.resources, 'AWS::ApiGatewayV2::Stage');
    const settings = props(stage).RouteSettings as Record<
      string,
      { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }
    >;
    const reviewerGets = endpoints.filter((e) => e.caller === 'reviewer' && e.method === 'GET');
    const reviewerWrites = endpoints.filter((e) => e.caller === 'reviewer' && e.method !== 'GET');
    expect(reviewerGets.length).toBeGreaterThan(0);
    for (const e of reviewerGets) {
      expect(settings[`${e.method} ${e.path}`]?.ThrottlingRateLimit, e.id).toBeGreaterThanOrEqual(300);
      expect(settings[`${e.method} ${e.path}`]?.ThrottlingBurstLimit, e.id).toBeGreaterThanOrEqual(600);
    }
    for (const e of reviewerWrites) {
      expect(settings[`${e.method} ${e.path}`]?.ThrottlingRateLimit, e.id).toBeGreaterThanOrEqual(100);
    }
    const defaults = props(stage).DefaultRouteSettings as { ThrottlingRateLimit: number };
    expect(defaults.ThrottlingRateLimit).toBeGreaterThanOrEqual(500);
  });

  it('feeds the download worker one message per invocation, up to tens of invocations at once', () => {
    const worker = productFunctions(synth.resources).get('download-video');
    const [[, mapping] = ['', { Type: '' }]] = ofType(
      synth.resources,
      'AWS::Lambda::EventSourceMapping',
    ).filter(([, r]) => JSON.stringify(props(r).FunctionName) === JSON.stringify({ Ref: worker }));
    expect(props(mapping).BatchSize).toBe(1);
    expect(props(mapping).ScalingConfig).toEqual({ MaximumConcurrency: DOWNLOAD_QUEUE.maxConcurrency });
    expect(DOWNLOAD_QUEUE.maxConcurrency).toBeGreaterThanOrEqual(10);
  });

  it('lets the download worker queue the continuation of a copy longer than one invocation on its own queue', () => {
    const worker = productFunctions(synth.resources).get('download-video') ?? '';
    const [[, mapping] = ['', { Type: '' }]] = ofType(
      synth.resources,
      'AWS::Lambda::EventSourceMapping',
    ).filter(([, r]) => JSON.stringify(props(r).FunctionName) === JSON.stringify({ Ref: worker }));
    const ownQueue = JSON.stringify(props(mapping).EventSourceArn);
    const sends = statementsOfFunction(synth.resources, worker).filter((s) =>
      actionsOf([s]).includes('sqs:SendMessage'),
    );
    expect(sends.map((s) => JSON.stringify(s.Resource))).toContain(ownQueue);
  });

  it('keeps the review payload a few seconds in review-api (and only there)', () => {
    for (const [name, id] of productFunctions(synth.resources)) {
      const variables =
        (props(synth.resources[id] ?? { Type: '' }).Environment as { Variables?: Record<string, unknown> })
          ?.Variables ?? {};
      expect(variables[ENV.reviewSnapshotCacheSeconds], name).toBe(
        name === 'review-api' ? String(REVIEW_LIMITS.cloudSnapshotCacheSeconds) : undefined,
      );
    }
  });

  it('moves originals to infrequent access and expires the copies of archived projects', () => {
    const buckets = ofType(synth.resources, 'AWS::S3::Bucket').filter(([id]) => id.startsWith('Media'));
    expect(buckets).toHaveLength(1);
    const rules = (props(buckets[0]![1]).LifecycleConfiguration as { Rules: Record<string, unknown>[] })
      .Rules;
    expect(rules).toContainEqual(
      expect.objectContaining({
        Id: 'originals-to-infrequent-access',
        Status: 'Enabled',
        TagFilters: [{ Key: STORAGE_LIFECYCLE.kindTag.key, Value: STORAGE_LIFECYCLE.kindTag.original }],
        Transitions: [
          {
            StorageClass: 'STANDARD_IA',
            TransitionInDays: STORAGE_LIFECYCLE.originalsToInfrequentAccessDays,
          },
        ],
      }),
    );
    expect(rules).toContainEqual(
      expect.objectContaining({
        Id: 'archived-projects-expire',
        Status: 'Enabled',
        TagFilters: [{ Key: STORAGE_LIFECYCLE.archivedTag.key, Value: STORAGE_LIFECYCLE.archivedTag.value }],
        ExpirationInDays: STORAGE_LIFECYCLE.archivedExpireDays,
      }),
    );
  });
});
