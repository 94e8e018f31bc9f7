/**
 * MediaConvert's transcoder against the local system: a stored HEVC camera source (proxy processing) is
 * submitted through the real MediaConvert SDK client to a stand-in that speaks MediaConvert's wire protocol;
 * the stand-in runs the accepted job with ffmpeg, writing every output where MediaConvert would; then the
 * transcode-events handler receives the job's EventBridge events — progress, completion — and records them on
 * the version (DynamoDB Local) with the poster and the sprite sheeted from the captures (S3 stand-in). A second
 * version's job fails: its proxy is failed with MediaConvert's message, the failure is counted, and the
 * unplayable original is never handed to a player. Repeated, late and foreign events write nothing.
 */
import { HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { MediaConvertClient } from '@aws-sdk/client-mediaconvert';
import jpeg from 'jpeg-js';
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_METRICS, type BusinessMetric } from '../../../shared/config/business-metrics';
import { LOCAL_CREDENTIALS, s3Signing } from '../../../functions/platform/aws/clients';
import { mediaBucket } from '../../../functions/platform/config/env';
import { mediaConvertTranscoder } from '../../../functions/media/adapters/mediaconvert-transcoder';
import { mediaKeys } from '../../../functions/media/adapters/media-keys';
import { playbackSource } from '../../../functions/media/adapters/playback-url';
import { s3PresignedUrlSigner } from '../../../functions/media/adapters/playback-url';
import { makeTranscodeEventsHandler } from '../../../functions/transcode-events/handler';
import { buildTranscodeEventDeps } from '../../../functions/transcode-events/deps';
import type { DownloadRef } from '../../../functions/projects/aggregate';
import { ensureMediaFixtures } from '../../../infra/local/media-fixtures/fixtures';
import { mediaS3, projectVersions, storedSource, storedVersion } from './media-kit';
import { startMediaConvertStandIn, type MediaConvertStandIn } from '../../support/mediaconvert-stand-in';

const QUEUE_ARN = 'arn:aws:mediaconvert:us-east-1:111122223333:queues/cutroom-test-proxies';
const ROLE_ARN = 'arn:aws:iam::111122223333:role/cutroom-test-mediaconvert';

/** The EventBridge event MediaConvert sends for a job of `standIn` (its metadata as submitted). */
function jobEvent(
  standIn: MediaConvertStandIn,
  jobId: string,
  status: string,
  extra: Record<string, unknown> = {},
) {
  const job = standIn.jobs.get(jobId);
  return {
    version: '0',
    id: `event-${jobId}-${status}`,
    'detail-type': 'MediaConvert Job State Change',
    source: 'aws.mediaconvert',
    account: '111122223333',
    time: new Date().toISOString(),
    region: 'us-east-1',
    resources: [`arn:aws:mediaconvert:us-east-1:111122223333:jobs/${jobId}`],
    detail: {
      timestamp: Date.now(),
      accountId: '111122223333',
      queue: QUEUE_ARN,
      jobId,
      status,
      userMetadata: job?.userMetadata ?? {},
      ...extra,
    },
  };
}

const probeStreams = (url: string) =>
  (
    JSON.parse(
      execFileSync('ffprobe', ['-v', 'error', '-show_streams', '-of', 'json', url], { encoding: 'utf8' }),
    ) as {
      streams: { codec_type: string; codec_name?: string; height?: number; r_frame_rate?: string }[];
    }
  ).streams;

describe('the MediaConvert transcoder and its completion events', () => {
  let standIn: MediaConvertStandIn;
  const counted: BusinessMetric[] = [];
  const s3 = mediaS3;
  const version = storedVersion;
  const handler = makeTranscodeEventsHandler(() =>
    buildTranscodeEventDeps({ metrics: { count: (metric) => void counted.push(metric) } }),
  );

  let refs: DownloadRef[] = [];
  beforeAll(async () => {
    expect(ensureMediaFixtures()).toBe(true);
    standIn = await startMediaConvertStandIn();
    refs = await projectVersions(2);
  }, 60_000);
  afterAll(async () => {
    await standIn?.close();
  });

  it('submits one job per version over the SDK, runs it, records progress, then proxies, poster and sprite', async () => {
    const ref = refs[0]!;
    const job = await storedSource(ref, 'hevc.mp4');
    const client = new MediaConvertClient({
      region: 'us-east-1',
      endpoint: standIn.endpoint,
      credentials: LOCAL_CREDENTIALS,
    });
    const transcoder = mediaConvertTranscoder({
      client,
      bucket: mediaBucket(),
      queueArn: QUEUE_ARN,
      roleArn: ROLE_ARN,
    });
    await transcoder.submit(job);
    // A redelivered download submits again: MediaConvert answers the same job (idempotency token).
    await transcoder.submit(job);
    expect(standIn.requests).toHaveLength(2);
    expect(standIn.jobs.size).toBe(1);
    const [jobId, wire] = [...standIn.jobs.entries()][0]!;
    expect(wire).toMatchObject({
      clientRequestToken: ref.versionId,
      queue: QUEUE_ARN,
      role: ROLE_ARN,
      userMetadata: {
        application: 'cutroom',
        projectId: ref.projectId,
        versionId: ref.versionId,
        versionNumber: '1',
      },
    });
    expect(wire.settings.inputs[0]?.fileInput).toBe(`s3://${mediaBucket()}/${mediaKeys.video(ref)}`);

    // MediaConvert reports progress: the row shows it (never 100 before the result).
    expect(
      await handler(jobEvent(standIn, jobId, 'STATUS_UPDATE', { jobProgress: { jobPercentComplete: 40 } })),
    ).toEqual({
      outcome: 'progress',
    });
    expect((await version(ref)).proxy).toMatchObject({ status: 'processing', progress: 40 });

    await standIn.run(jobId, s3());
    expect(await handler(jobEvent(standIn, jobId, 'COMPLETE'))).toEqual({ outcome: 'ready' });
    const done = await version(ref);
    expect(done.proxy).toMatchObject({
      status: 'ready',
      progress: 100,
      error: null,
      p1080Path: mediaKeys.proxy(ref, 1080),
      p540Path: mediaKeys.proxy(ref, 540),
      posterPath: mediaKeys.poster(ref),
    });
    // The proxy's own frame clock, read back from the 1080p output: its frames as the job wrote them.
    expect(done.proxy?.frameClock).toMatchObject({ firstFrameSeconds: expect.any(Number) });
    const sprite = done.proxy?.sprite;
    expect(sprite).toMatchObject({
      path: mediaKeys.sprite(ref),
      columns: expect.any(Number),
      tileWidth: 160,
    });

    // The editor's and the client's player get the proxies and the sprite, never the HEVC original.
    const signer = s3PresignedUrlSigner({ s3: s3Signing(), bucket: mediaBucket() });
    const source = await playbackSource(signer, done, new Date());
    expect(source.kind).toBe('stored');
    expect(source.alternatives.map((a) => a.quality)).toEqual(['1080p', '540p']);
    const streams = probeStreams(source.alternatives[0]!.url);
    expect(streams.find((s) => s.codec_type === 'video')?.codec_name).toBe('h264');
    expect(source.scrub).toMatchObject({
      intervalSeconds: sprite?.intervalSeconds,
      count: sprite?.count,
      tileWidth: 160,
      tileHeight: sprite?.tileHeight,
    });
    const sheet = jpeg.decode(new Uint8Array(await (await fetch(source.scrub!.url)).arrayBuffer()), {
      useTArray: true,
    });
    expect(sheet.width).toBe(Math.min(sprite!.count, sprite!.columns) * 160);
    expect(sheet.height).toBe(Math.ceil(sprite!.count / sprite!.columns) * sprite!.tileHeight);
    // The sprite covers the whole source: one tile per interval.
    expect(sprite!.count).toBe(Math.ceil((job.media.durationMs ?? 0) / 1000 / sprite!.intervalSeconds));
    const poster = await s3().send(
      new HeadObjectCommand({ Bucket: mediaBucket(), Key: mediaKeys.poster(ref) }),
    );
    expect(poster.ContentType).toBe('image/jpeg');
    // The raw captures are gone.
    const left = await s3().send(
      new ListObjectsV2Command({ Bucket: mediaBucket(), Prefix: mediaKeys.captures(ref) }),
    );
    expect(left.Contents ?? []).toHaveLength(0);

    // A repeated completion and a late progress event change nothing.
    expect(await handler(jobEvent(standIn, jobId, 'COMPLETE'))).toEqual({ outcome: 'ready' });
    await handler(jobEvent(standIn, jobId, 'STATUS_UPDATE', { jobProgress: { jobPercentComplete: 70 } }));
    expect((await version(ref)).proxy).toEqual(done.proxy);
  }, 180_000);

  it("records a failed job as a failed proxy with MediaConvert's message; the unplayable original never plays", async () => {
    const ref = refs[1]!;
    const job = await storedSource(ref, 'prores.mov');
    const client = new MediaConvertClient({
      region: 'us-east-1',
      endpoint: standIn.endpoint,
      credentials: LOCAL_CREDENTIALS,
    });
    await mediaConvertTranscoder({
      client,
      bucket: mediaBucket(),
      queueArn: QUEUE_ARN,
      roleArn: ROLE_ARN,
    }).submit(job);
    const jobId = [...standIn.jobs.entries()].find(([, j]) => j.clientRequestToken === ref.versionId)![0];
    const before = counted.filter((m) => m === BUSINESS_METRICS.transcodesFailed).length;
    expect(
      await handler(
        jobEvent(standIn, jobId, 'ERROR', {
          errorCode: 1010,
          errorMessage: 'Unable to open input file [s3://…]',
        }),
      ),
    ).toEqual({ outcome: 'failed' });
    const failed = await version(ref);
    expect(failed.proxy).toMatchObject({ status: 'failed', p1080Path: null });
    expect(failed.proxy?.error).toContain('MediaConvert 1010: Unable to open input file');
    expect(counted.filter((m) => m === BUSINESS_METRICS.transcodesFailed).length).toBe(before + 1);
    const signer = s3PresignedUrlSigner({ s3: s3Signing(), bucket: mediaBucket() });
    const source = await playbackSource(signer, failed, new Date());
    expect(source).toMatchObject({ kind: 'failed', url: null, scrub: null });
    // A completion arriving after the failure does not turn it ready.
    expect(await handler(jobEvent(standIn, jobId, 'COMPLETE'))).toEqual({ outcome: 'ready' });
    expect((await version(ref)).proxy?.status).toBe('failed');
  }, 120_000);

  it('ignores events that are not ours or not well-formed, writing nothing', async () => {
    const ref = refs[0]!;
    const before = await version(ref);
    const foreign = jobEvent(standIn, 'x', 'ERROR');
    foreign.detail.userMetadata = {
      application: 'someone-else',
      projectId: ref.projectId,
      videoId: ref.videoId,
      versionId: ref.versionId,
      versionNumber: '1',
    };
    expect(await handler(foreign)).toEqual({ outcome: 'ignored' });
    const hostile = jobEvent(standIn, 'x', 'ERROR');
    hostile.detail.userMetadata = {
      application: 'cutroom',
      projectId: '../../etc',
      videoId: ref.videoId,
      versionId: ref.versionId,
      versionNumber: '1',
    };
    expect(await handler(hostile)).toEqual({ outcome: 'ignored' });
    expect(await handler({ source: 'aws.s3', 'detail-type': 'Object Created', detail: {} })).toEqual({
      outcome: 'ignored',
    });
    expect(await handler(null)).toEqual({ outcome: 'ignored' });
    expect(await version(ref)).toEqual(before);
  });
});
