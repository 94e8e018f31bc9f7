/**
 * The download-video worker: an SQS consumer (event source with ReportBatchItemFailures). Each record is one
 * version to copy (functions/media/use-cases/process-download-job.ts); records are handled one after the other so
 * memory stays flat, and only the failed ones are reported, so a bad message never redelivers good ones.
 *
 * A transient failure shortens the message's visibility (retryBaseDelaySeconds × 2^(receive − 1)) so SQS
 * redelivers it soon; on the last receive the version falls back to the Drive link and the message is
 * reported failed once more, so SQS moves it to the dead-letter queue (alarm) instead of dropping it.
 *
 * A copy longer than one invocation pauses when the invocation's time slice ends (SLICE_END_MARGIN_MS before
 * its timeout, or the deps' `sliceMs`) and continues in the next invocation from its checkpoint.
 */
import { withRequestContext } from '../platform/runtime/request-context';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import * as z from '../platform/zod';
import { parseDownloadJob } from '../projects';
import {
  DeadLetterAfterFallback,
  RetryableDownloadError,
  processDownloadJob,
  type DownloadOutcome,
} from '../media';
import { downloadHandlerDeps, jsonLog, type DownloadHandlerDeps } from './deps';

export type DownloadHandler = (event: SQSEvent, context: Context) => Promise<SQSBatchResponse>;

export class MalformedJobError extends Error {
  override readonly name = 'MalformedJobError';
}

/** Longest visibility SQS accepts (12 hours). */
const MAX_VISIBILITY_SECONDS = 12 * 60 * 60;

export function retryDelaySeconds(base: number, receiveCount: number): number {
  return Math.min(MAX_VISIBILITY_SECONDS, Math.max(0, Math.round(base * 2 ** Math.max(0, receiveCount - 1))));
}

/**
 * Aborted this long before the invocation's timeout: the time to stop the copy, abort its multipart upload
 * and record the Drive-link fallback.
 */
export const OUT_OF_TIME_MARGIN_MS = 60_000;

/**
 * The time slice ends this long before the invocation's timeout: a copy then pauses at its next part boundary
 * (one part's upload, a checkpoint write and a queue send), well before the hard guard above.
 */
export const SLICE_END_MARGIN_MS = 2 * OUT_OF_TIME_MARGIN_MS;

/** A signal aborted at the end of the invocation's time slice (none without a Lambda context or `sliceMs`). */
export function sliceEndSignal(
  context: Pick<Context, 'getRemainingTimeInMillis'> | undefined,
  sliceMs: number | undefined,
): AbortSignal | undefined {
  const remaining = context?.getRemainingTimeInMillis?.();
  const untilMargin = remaining === undefined ? undefined : Math.max(0, remaining - SLICE_END_MARGIN_MS);
  const ms = Math.min(untilMargin ?? Infinity, sliceMs ?? Infinity);
  return Number.isFinite(ms) ? AbortSignal.timeout(ms) : undefined;
}

/** A signal aborted OUT_OF_TIME_MARGIN_MS before the invocation's end (none without a Lambda context). */
export function outOfTimeSignal(context: Pick<Context, 'getRemainingTimeInMillis'> | undefined) {
  const remaining = context?.getRemainingTimeInMillis?.();
  return remaining === undefined
    ? undefined
    : AbortSignal.timeout(Math.max(0, remaining - OUT_OF_TIME_MARGIN_MS));
}

async function handleRecord(
  deps: DownloadHandlerDeps,
  record: SQSRecord,
  outOfTime: AbortSignal | undefined,
  sliceEnd: AbortSignal | undefined,
): Promise<DownloadOutcome> {
  const receiveCount = Number(record.attributes.ApproximateReceiveCount) || 1;
  let job;
  try {
    job = parseDownloadJob(record.body);
  } catch (error) {
    // Never valid: it fails on every receive and ends in the dead-letter queue for a human to look at.
    const detail =
      error instanceof z.core.$ZodError
        ? error.issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`).join('; ')
        : String(error);
    throw new MalformedJobError(`Not a download job: ${detail}`);
  }
  try {
    return await processDownloadJob(deps.worker, job, {
      receiveCount,
      ...(outOfTime ? { outOfTime } : {}),
      ...(sliceEnd ? { sliceEnd } : {}),
    });
  } catch (error) {
    const delay =
      error instanceof RetryableDownloadError
        ? retryDelaySeconds(deps.retryBaseDelaySeconds, receiveCount)
        : error instanceof DeadLetterAfterFallback
          ? 1
          : null;
    if (delay !== null) {
      await deps
        .retryLater(record, delay)
        .catch((e: unknown) =>
          jsonLog({ level: 'warn', message: 'could not change the visibility', error: String(e) }),
        );
    }
    throw error;
  }
}

export function makeDownloadHandler(
  deps: () => DownloadHandlerDeps | Promise<DownloadHandlerDeps>,
): DownloadHandler {
  return (event: SQSEvent, context?: Context): Promise<SQSBatchResponse> =>
    // Log lines of this batch carry its request id and the caller kind 'worker'.
    withRequestContext({ requestId: context?.awsRequestId ?? 'local', caller: 'worker' }, () =>
      handleBatch(event, context),
    );
  async function handleBatch(event: SQSEvent, context: Context | undefined): Promise<SQSBatchResponse> {
    const resolved = await deps();
    const outOfTime = outOfTimeSignal(context);
    const sliceEnd = sliceEndSignal(context, resolved.sliceMs);
    const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
    // The same version twice in one batch (a duplicate): the second waits for the first and then finds it done.
    for (const record of event.Records) {
      try {
        await handleRecord(resolved, record, outOfTime, sliceEnd);
      } catch (reason) {
        // Partial batch failure (ReportBatchItemFailures): only the failed messages come back.
        jsonLog({
          level: 'warn',
          message: 'message failed',
          messageId: record.messageId,
          receiveCount: record.attributes.ApproximateReceiveCount,
          error: (reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason)).slice(
            0,
            500,
          ),
        });
        batchItemFailures.push({ itemIdentifier: record.messageId });
      }
    }
    return { batchItemFailures };
  }
}

export const handler = makeDownloadHandler(downloadHandlerDeps);
