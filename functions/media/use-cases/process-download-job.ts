/**
 * The download worker's use case for one queue message: copy a version's Drive file into the media bucket
 * and record the result, or fall back to the Drive preview link.
 *
 * Idempotent: a version that already left `processing` is not downloaded again (a duplicate or redelivered
 * message only makes sure its video is active); the object key is deterministic per version, so a retry
 * overwrites the same object; a multipart upload left behind by a crashed attempt is aborted first.
 *
 * Once copied, the stored object is probed (ranged reads, functions/media/adapters/media-probe.ts): a file that is
 * empty, truncated, not a video or undecodable is `refused` — its copy deleted, the version `failed` with the
 * reason for the editor — and never reaches a player. A source a browser cannot play (HEVC, ProRes, MKV, …) or
 * too heavy to stream is stored with its proxy `processing` and handed to the transcoder.
 *
 * Outcomes: `stored`; `refused`; `fell_back` (Drive refuses the file for good: not found, no permission — retrying
 * cannot help, so the Drive link is kept at once); `already_done`; `gone` (the version no longer exists).
 * A transient failure (Drive 429/5xx/network, S3) throws `RetryableDownloadError` so SQS redelivers — except
 * on the last receive, where the version falls back and `DeadLetterAfterFallback` is thrown so the message
 * still reaches the dead-letter queue (and its alarm) while the editor already sees the fallback.
 *
 * A copy longer than one invocation continues in the next (with `queue` and `checkpoints`): when its time
 * slice ends it pauses at a part boundary, records where it stands (upload id, parts' ETags, next byte) with
 * one conditional write on the version's checkpoint, and queues a continuation message; the continuation reads
 * the checkpoint and resumes with a ranged read (`continued`). A continuation whose step the checkpoint has
 * left is a duplicate (`superseded`, nothing uploaded twice); the receive after a crash between the checkpoint
 * and the queueing sends the lost continuation again. The final failure aborts the multipart upload.
 */
import { BUSINESS_METRICS } from '../../../shared/config/business-metrics';
import type { Metrics } from '../../platform/ports';
import { IMPORT_MESSAGES } from '../../../shared/messages/import-messages';
import { DriveError, type DrivePort } from '../../google-drive';
import {
  FootageRefusedError,
  footageRefusalMessage,
  type FootageSources,
  type MediaSource,
} from '../../footage';
import { FOOTAGE_MESSAGES } from '../../../shared/messages/footage-messages';
import type { DownloadJob } from '../../projects';
import { mediaKeys } from '../adapters/media-keys';
import type { ImportCheckpoint, ImportCheckpoints, MediaStoragePort, UploadProgress } from '../ports';
import { enqueueDownloadJobs, importFairnessGroup, type DownloadQueuePort } from '../../projects';
import { needsProxy, PROXY_STARTED } from '../../../shared/domain/media-probe';
import type {
  DownloadRecorder,
  DownloadRef,
  DownloadTarget,
  MediaProber,
  ProxyRecorder,
  Transcoder,
} from '../../projects';
import type { Clock } from '../../platform/ports';
import { runStatusRule, type StatusRulePorts } from '../../projects';

export interface DownloadWorkerDeps {
  drive: DrivePort;
  /** The footage sources beyond Drive (Dropbox, OneDrive/SharePoint, Box, https); absent: Drive jobs only. */
  footage?: Pick<FootageSources, 'media'>;
  /** The media bucket: the copy, its thumbnail, and the clean-up of a refused or abandoned upload. */
  storage: MediaStoragePort;
  recorder: DownloadRecorder;
  /** Reads the stored copy's container (ranged reads) once it is in the bucket. */
  prober: MediaProber;
  /** Makes proxies of sources browsers cannot play (absent: the original plays as it is). */
  transcoder?: { transcoder: Transcoder; recorder: ProxyRecorder };
  clock: Clock;
  /** Receives after which the message goes to the dead-letter queue. */
  maxReceiveCount: number;
  log?: (entry: Record<string, unknown>) => void;
  /** Business events (an import that ended without a stored copy counts as ImportsFailed). */
  metrics?: Metrics;
  /**
   * The project's status rule, run again after a refusal: the refused video stops counting, so a project
   * whose other videos are all approved becomes approved (absent: the next editor or client action does it).
   */
  projectStatus?: StatusRulePorts;
  /**
   * Where a copy longer than one invocation queues its continuation, and where it records its checkpoint
   * (both absent: a copy out of time falls back to the source's link).
   */
  queue?: DownloadQueuePort;
  checkpoints?: ImportCheckpoints;
}

/** Status-rule attempts when the project's status moves under the worker. */
const STATUS_ATTEMPTS = 3;

class ProjectGone extends Error {}

/** The one status rule on the project as stored now; a project deleted meanwhile has nothing to derive. */
async function rederiveProjectStatus(ports: StatusRulePorts, projectId: string, now: string): Promise<void> {
  try {
    await runStatusRule(ports, projectId, now, {
      attempts: STATUS_ATTEMPTS,
      whenGone: () => {
        throw new ProjectGone();
      },
    });
  } catch (error) {
    if (!(error instanceof ProjectGone)) throw error;
  }
}

export type DownloadOutcome =
  | 'stored'
  | 'refused'
  | 'fell_back'
  | 'already_done'
  | 'gone'
  /** Paused at its checkpoint; a continuation message takes it on. */
  | 'continued'
  /** A continuation the checkpoint already left (a duplicate delivery): nothing done. */
  | 'superseded';

/** A transient failure: let SQS deliver the message again. */
export class RetryableDownloadError extends Error {
  override readonly name = 'RetryableDownloadError';
}

/** The last receive failed: the version fell back; report failure so the message lands in the DLQ. */
export class DeadLetterAfterFallback extends Error {
  override readonly name = 'DeadLetterAfterFallback';
}

/** The version's note when only the source's link is kept: why a footage link was refused, or that it failed. */
function fallbackNote(job: DownloadJob, error: unknown): string {
  if (!job.source || job.source === 'drive') return IMPORT_MESSAGES.downloadFallbackNote;
  if (error instanceof FootageRefusedError) return footageRefusalMessage(error.refusal);
  return FOOTAGE_MESSAGES.downloadFallbackNote;
}

function isPermanent(error: unknown): boolean {
  return error instanceof DriveError && !error.retryable;
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** Where the job's bytes come from, and the item to read there (Drive: the file id). */
function mediaOf(deps: DownloadWorkerDeps, job: DownloadJob): { source: MediaSource; item: string } {
  if (!job.source || job.source === 'drive') return { source: deps.drive, item: job.fileId };
  if (!deps.footage || !job.link) throw new DriveError('invalid', `No footage source for ${job.source}`);
  return { source: deps.footage.media(job.source, job.link), item: job.item ?? '' };
}

async function copyThumbnail(
  deps: DownloadWorkerDeps,
  job: DownloadJob,
  ref: DownloadRef,
): Promise<string | null> {
  // By file id: the link comes from Drive's own answer, never from the job (see thumbnail-fetch.ts).
  const { source, item } = mediaOf(deps, job);
  const thumbnail = await source.fetchThumbnail(item);
  if (!thumbnail) return null;
  const key = mediaKeys.thumbnail(ref);
  await deps.storage.put(key, thumbnail.body, thumbnail.contentType);
  return key;
}

/** The refused video stops counting toward the project's status; a failure here leaves it to the next action. */
async function rederiveAfterRefusal(
  deps: DownloadWorkerDeps,
  ref: DownloadRef,
  now: string,
  log: (entry: Record<string, unknown>) => void,
): Promise<void> {
  if (!deps.projectStatus) return;
  try {
    await rederiveProjectStatus(deps.projectStatus, ref.projectId, now);
  } catch (error) {
    // The refusal is recorded (a redelivery would find the version done): the next action derives again.
    log({ level: 'warn', message: 'project status not derived again', error: describe(error), ...ref });
  }
}

/** The delivery of one message, as the worker's handler sees it. */
export interface DownloadDelivery {
  receiveCount: number;
  /**
   * The invocation's remaining-time guard: aborted shortly before the Lambda timeout, it stops the copy so
   * the fallback is recorded while the function can still write (a copy cut off by the timeout itself
   * records nothing and stays 'processing').
   */
  outOfTime?: AbortSignal;
  /** The end of this invocation's time slice: a resumable copy pauses at its next part boundary. */
  sliceEnd?: AbortSignal;
}

type Log = NonNullable<DownloadWorkerDeps['log']>;
type Copied = Awaited<ReturnType<MediaStoragePort['copyFromDrive']>>;

/** What one job's steps share: the version, where its copy goes, the clock and the log. */
interface JobContext {
  ref: DownloadRef;
  target: DownloadTarget;
  key: string;
  at: () => string;
  log: Log;
}

export async function processDownloadJob(
  deps: DownloadWorkerDeps,
  job: DownloadJob,
  delivery: DownloadDelivery,
): Promise<DownloadOutcome> {
  const log = deps.log ?? (() => undefined);
  const ref: DownloadRef = {
    projectId: job.projectId,
    videoId: job.videoId,
    versionId: job.versionId,
    versionNumber: job.versionNumber,
  };
  const at = () => deps.clock.now().toISOString();

  const target = await deps.recorder.find(ref);
  if (!target) {
    log({ level: 'warn', message: 'version not found; dropping the job', ...ref });
    return 'gone';
  }
  const key = mediaKeys.video(ref);
  if (target.version.status !== 'processing') {
    // Recorded by an earlier delivery (with a video left processing only by data older than the one-write
    // result).
    if (target.pendingUploadId) await deps.storage.abortUpload(key, target.pendingUploadId);
    if (target.activatesVideo) await deps.recorder.activateVideo(ref, at());
    return 'already_done';
  }
  const context: JobContext = { ref, target, key, at, log };
  const start = await startingPoint(deps, job, context, delivery.receiveCount);
  if (start === 'superseded') return 'superseded';
  const { checkpoint } = start;

  try {
    const copied = await copySource(deps, job, context, delivery, checkpoint);
    if (copied.paused && deps.checkpoints)
      return await handOver(deps, deps.checkpoints, job, context, { ...copied, paused: copied.paused });
    if (checkpoint) await clearCheckpoint(deps, job, log);
    return await recordCopy(deps, job, context, copied);
  } catch (error) {
    return await afterFailedCopy(deps, { ref, target, error, delivery, at, log, job, checkpoint });
  }
}

/**
 * Where this delivery's copy starts: the checkpoint it continues (or none), or `superseded` when an earlier
 * delivery of this message already moved the checkpoint on. An upload of an earlier attempt without a
 * checkpoint is aborted: the copy starts over.
 */
async function startingPoint(
  deps: DownloadWorkerDeps,
  job: DownloadJob,
  { ref, target, key, log }: JobContext,
  receiveCount: number,
): Promise<{ checkpoint: ImportCheckpoint | null } | 'superseded'> {
  const step = job.continuation?.step ?? 0;
  // A copy that never paused has no checkpoint: only a continuation, or a message meeting an upload already
  // started (a duplicate or a redelivery), reads it.
  const checkpoint =
    deps.checkpoints && (job.continuation || target.pendingUploadId)
      ? await deps.checkpoints.find(job.versionId)
      : null;
  const storedStep = checkpoint?.step ?? 0;
  if (storedStep !== step) {
    // An earlier delivery of this message moved the checkpoint on. On a redelivery (its first receive may have
    // crashed between the checkpoint and the queueing) the next step's continuation is sent again: a copy
    // too many is itself superseded at its checkpoint.
    if (checkpoint && storedStep === step + 1 && receiveCount > 1)
      await queueContinuation(deps, job, target, checkpoint);
    log({ level: 'info', message: 'continuation superseded', step, storedStep, ...ref });
    return 'superseded';
  }
  if (target.pendingUploadId && !checkpoint) {
    log({ level: 'info', message: 'aborting the multipart upload of an earlier attempt', ...ref });
    await deps.storage.abortUpload(key, target.pendingUploadId);
  }
  return { checkpoint };
}

/** Copies the job's source into the bucket: pausable when the copy can continue in a later invocation. */
async function copySource(
  deps: DownloadWorkerDeps,
  job: DownloadJob,
  { ref, key }: JobContext,
  delivery: DownloadDelivery,
  checkpoint: ImportCheckpoint | null,
): Promise<Copied> {
  const resumable = deps.queue !== undefined && deps.checkpoints !== undefined;
  const { source, item } = mediaOf(deps, job);
  return await deps.storage.copyFromDrive({
    drive: source,
    key,
    fileId: item,
    ...(job.mimeType ? { mimeType: job.mimeType } : {}),
    onUploadStarted: (uploadId) => deps.recorder.recordUploadStarted(ref, uploadId),
    ...(delivery.outOfTime ? { signal: delivery.outOfTime } : {}),
    ...(resumable ? { pausable: true } : {}),
    ...(resumable && delivery.sliceEnd ? { pauseAt: delivery.sliceEnd } : {}),
    ...(checkpoint ? { resumeFrom: checkpoint } : {}),
  });
}

/**
 * A paused copy: records where it stands with one conditional write on the checkpoint and queues the
 * continuation; a delivery of the same step that recorded its pause first leaves this one `superseded`.
 */
async function handOver(
  deps: DownloadWorkerDeps,
  checkpoints: ImportCheckpoints,
  job: DownloadJob,
  { ref, target, log }: JobContext,
  copied: Copied & { paused: UploadProgress },
): Promise<DownloadOutcome> {
  const step = job.continuation?.step ?? 0;
  const { paused } = copied;
  if (!(await checkpoints.advance(job.versionId, step, paused))) {
    // Another delivery of this step recorded its pause first (the same parts, the same bytes).
    log({ level: 'info', message: 'continuation superseded', step, ...ref });
    return 'superseded';
  }
  await queueContinuation(deps, job, target, { ...paused, step: step + 1 });
  log({ level: 'info', message: 'copy continues', step: step + 1, nextOffset: copied.bytes, ...ref });
  return 'continued';
}

/** The whole copy is in the bucket: probe it, then refuse it or record it stored (and hand it to the transcoder). */
async function recordCopy(
  deps: DownloadWorkerDeps,
  job: DownloadJob,
  { ref, target, key, at, log }: JobContext,
  copied: Copied,
): Promise<DownloadOutcome> {
  const probed = await deps.prober.probe(key, copied.bytes);
  if (probed.media.damage) {
    await deps.storage.delete(key);
    await deps.recorder.markDamaged(
      ref,
      target,
      { media: probed.media, fileSize: copied.bytes, mimeType: copied.mimeType },
      at(),
    );
    log({ level: 'info', message: 'refused', damage: probed.media.damage, bytes: copied.bytes, ...ref });
    await rederiveAfterRefusal(deps, ref, at(), log);
    return 'refused';
  }
  const proxy = deps.transcoder !== undefined && needsProxy(probed.media, copied.bytes);
  let thumbnailPath: string | null = null;
  try {
    thumbnailPath = await copyThumbnail(deps, job, ref);
  } catch (error) {
    log({ level: 'warn', message: 'thumbnail not copied', error: describe(error), ...ref });
  }
  await deps.recorder.markStored(
    ref,
    target,
    {
      storagePath: key,
      thumbnailPath,
      fileSize: copied.bytes,
      mimeType: copied.mimeType,
      ...probed,
      ...(proxy ? { proxy: PROXY_STARTED } : {}),
    },
    at(),
  );
  if (proxy) await submitProxy(deps, ref, key, probed, log);
  log({ level: 'info', message: 'stored', bytes: copied.bytes, ...ref });
  return 'stored';
}

/** Hands the stored copy to the transcoder; a refusal there is recorded on the proxy, the copy stays stored. */
async function submitProxy(
  deps: DownloadWorkerDeps,
  ref: DownloadRef,
  key: string,
  probed: Awaited<ReturnType<MediaProber['probe']>>,
  log: Log,
): Promise<void> {
  if (!deps.transcoder) return;
  try {
    await deps.transcoder.transcoder.submit({
      ref,
      sourcePath: key,
      media: probed.media,
      frameTiming: probed.frameTiming,
    });
  } catch (error) {
    // The copy is stored: the original plays where the browser can; the proxy says why it is missing.
    log({ level: 'warn', message: 'transcode not submitted', error: describe(error), ...ref });
    await deps.transcoder.recorder.result(ref, {
      ...PROXY_STARTED,
      status: 'failed',
      error: describe(error),
    });
  }
}

/** Queues the message that takes the copy on from `checkpoint` (in the workspace's fair-queue group). */
async function queueContinuation(
  deps: DownloadWorkerDeps,
  job: DownloadJob,
  target: { audience?: { ownerId: string } },
  checkpoint: ImportCheckpoint,
): Promise<void> {
  if (!deps.queue) return;
  const { continuation: _previous, ...rest } = job;
  await enqueueDownloadJobs(
    deps.queue,
    [{ ...rest, continuation: { step: checkpoint.step, offset: checkpoint.nextOffset } }],
    target.audience ? { group: importFairnessGroup({ userId: target.audience.ownerId }) } : {},
  );
}

/** The import ended: its checkpoint has nothing left to say (a failure here leaves it to the TTL). */
async function clearCheckpoint(
  deps: DownloadWorkerDeps,
  job: DownloadJob,
  log: NonNullable<DownloadWorkerDeps['log']>,
): Promise<void> {
  await deps.checkpoints
    ?.clear(job.versionId)
    .catch((error: unknown) =>
      log({ level: 'warn', message: 'checkpoint not cleared', error: describe(error) }),
    );
}

/**
 * A copy that failed: the Drive link is kept at once for a permanent failure or a copy out of time, and on
 * the last receive (then the message still goes to the dead-letter queue); otherwise the delivery is retried.
 */
async function afterFailedCopy(
  deps: DownloadWorkerDeps,
  failed: {
    ref: DownloadRef;
    target: NonNullable<Awaited<ReturnType<DownloadWorkerDeps['recorder']['find']>>>;
    error: unknown;
    delivery: { receiveCount: number; outOfTime?: AbortSignal };
    at: () => string;
    log: NonNullable<DownloadWorkerDeps['log']>;
    job: DownloadJob;
    /** The checkpoint this delivery continued from (its upload is kept until the final failure). */
    checkpoint: ImportCheckpoint | null;
  },
): Promise<DownloadOutcome> {
  const { ref, target, error, delivery, at, log, job, checkpoint } = failed;
  const last = delivery.receiveCount >= deps.maxReceiveCount;
  // Out of time without a part of its own (a resumable copy that moved pauses instead, see above): a source
  // this slow would be cut off again on every retry, so the Drive link is kept now.
  const outOfTime = delivery.outOfTime?.aborted === true;
  if (isPermanent(error) || last || outOfTime) {
    await deps.recorder.markDriveLink(ref, target, fallbackNote(job, error), at());
    if (checkpoint) {
      // The final failure of a copy across invocations: its parts would otherwise wait for the lifecycle.
      await deps.storage.abortUpload(mediaKeys.video(ref), checkpoint.uploadId);
      await clearCheckpoint(deps, job, log);
    }
    deps.metrics?.count(BUSINESS_METRICS.importsFailed);
    log({
      level: 'warn',
      message: 'download failed; Drive link kept',
      error: describe(error),
      receiveCount: delivery.receiveCount,
      ...ref,
    });
    if (isPermanent(error) || outOfTime) return 'fell_back';
    throw new DeadLetterAfterFallback(describe(error), { cause: error });
  }
  log({
    level: 'warn',
    message: 'download failed; will retry',
    error: describe(error),
    receiveCount: delivery.receiveCount,
    ...ref,
  });
  throw new RetryableDownloadError(describe(error), { cause: error });
}
