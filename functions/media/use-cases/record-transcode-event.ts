/**
 * The cloud transcoder's events (EventBridge "MediaConvert Job State Change" → functions/transcode-events):
 * progress while the job runs, then its result, recorded on the version with the one download-result writer
 * (proxy branch, conditional on the proxy still processing — a repeated or late event writes nothing).
 *   - STATUS_UPDATE: the job's percentage ('Processing 40%' on the project page).
 *   - COMPLETE: the proxies are at their keys; the poster and the sprite are made from the captures; ready.
 *   - ERROR / CANCELED: the proxy is failed with MediaConvert's message — the same fallback as a download
 *     that could not be proxied (the original plays where the browser can; otherwise the file is refused).
 * A failure while recording throws, so EventBridge retries the delivery and, in the end, sends the event to
 * the dead-letter queue (and its alarm), as the download worker's last receive does.
 */
import * as z from '../../platform/zod';
import { BUSINESS_METRICS } from '../../../shared/config/business-metrics';
import { PROXY_STARTED } from '../../../shared/domain/media-probe';
import { JOB_APPLICATION, metadataLayout } from '../adapters/transcode-job-metadata';
import { mediaKeys } from '../adapters/media-keys';
import type { DownloadRef, ProxyRecorder, TranscodeOutputs } from '../../projects';
import type { Logger, Metrics } from '../../platform/ports';

const id = z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)));

/** The parts of a MediaConvert job event this reads; anything else in it is ignored. */
export const mediaConvertEventSchema = z.object({
  source: z.literal('aws.mediaconvert'),
  'detail-type': z.literal('MediaConvert Job State Change'),
  detail: z.object({
    status: z.string(),
    jobId: z.string(),
    userMetadata: z.optional(
      z.object({
        application: z.optional(z.string()),
        projectId: id,
        videoId: id,
        versionId: id,
        versionNumber: z.optional(z.string().check(z.regex(/^\d{1,6}$/))),
        sprite: z.optional(z.string().check(z.maxLength(1000))),
      }),
    ),
    jobProgress: z.optional(z.object({ jobPercentComplete: z.optional(z.number()) })),
    errorCode: z.optional(z.union([z.number(), z.string()])),
    errorMessage: z.optional(z.string()),
  }),
});
export type MediaConvertEvent = z.infer<typeof mediaConvertEventSchema>;

export interface TranscodeEventPorts {
  recorder: ProxyRecorder;
  outputs: TranscodeOutputs;
  log: Pick<Logger, 'info' | 'warn'>;
  /** `TranscodesFailed`: one per job MediaConvert reports failed. */
  metrics: Metrics;
}

export type TranscodeEventOutcome = 'progress' | 'ready' | 'failed' | 'ignored';

/** The version a job is for, from its user metadata (null for a job that is not ours). */
function refOf(event: MediaConvertEvent): DownloadRef | null {
  const m = event.detail.userMetadata;
  if (!m || m.application !== JOB_APPLICATION) return null;
  if (!m.projectId || !m.videoId || !m.versionId || !m.versionNumber) return null;
  return {
    projectId: m.projectId,
    videoId: m.videoId,
    versionId: m.versionId,
    versionNumber: Number(m.versionNumber),
  };
}

export async function recordTranscodeEvent(
  ports: TranscodeEventPorts,
  raw: unknown,
): Promise<TranscodeEventOutcome> {
  const parsed = mediaConvertEventSchema.safeParse(raw);
  if (!parsed.success) {
    ports.log.warn('not a MediaConvert job event', { issues: parsed.error.issues.length });
    return 'ignored';
  }
  const event = parsed.data;
  const ref = refOf(event);
  if (!ref) {
    ports.log.warn('MediaConvert job without our metadata', { jobId: event.detail.jobId });
    return 'ignored';
  }
  const { status, jobId } = event.detail;
  if (status === 'STATUS_UPDATE' || status === 'PROGRESSING') {
    const percent = event.detail.jobProgress?.jobPercentComplete;
    if (percent === undefined) return 'ignored';
    // Never 100 before the result: the poster and the sprite are still to be made.
    await ports.recorder.progress(ref, Math.min(99, Math.max(0, percent)));
    return 'progress';
  }
  if (status === 'COMPLETE') {
    const layout = metadataLayout(event.detail.userMetadata?.sprite);
    const { posterPath, sprite } = await ports.outputs.collect(ref, layout);
    const frameClock = await ports.outputs.proxyClock(ref);
    await ports.recorder.result(ref, {
      ...PROXY_STARTED,
      status: 'ready',
      progress: 100,
      p1080Path: mediaKeys.proxy(ref, 1080),
      p540Path: mediaKeys.proxy(ref, 540),
      posterPath,
      sprite,
      ...(frameClock ? { frameClock } : {}),
    });
    await ports.outputs.cleanUp(ref);
    ports.log.info('proxies made', { jobId, ...ref, sprite: sprite !== null });
    return 'ready';
  }
  if (status === 'ERROR' || status === 'CANCELED') {
    const reason =
      status === 'CANCELED'
        ? 'The transcode was cancelled.'
        : `MediaConvert ${event.detail.errorCode ?? 'error'}: ${event.detail.errorMessage ?? 'no message'}`;
    await ports.recorder.result(ref, { ...PROXY_STARTED, status: 'failed', error: reason.slice(0, 500) });
    await ports.outputs.cleanUp(ref);
    ports.metrics.count(BUSINESS_METRICS.transcodesFailed);
    ports.log.warn('transcode failed', { jobId, ...ref, reason: reason.slice(0, 500) });
    return 'failed';
  }
  return 'ignored';
}
