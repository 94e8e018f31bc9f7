/**
 * One queue message per video version to copy from Drive into the media bucket, and the function the editor
 * API calls to queue them (create-project, add-video, add-version).
 *
 * Access tokens are deliberately NOT part of the message: a queue message is persisted (SQS, the dead-letter
 * queue, logs), and the editor's Google token must never be stored. The worker reads Drive with the server's
 * API key only, so it copies publicly shared files; a file it cannot read (private folder imported with the
 * editor's token) fails fast with a permission error and falls back to the Drive preview link at once, which
 * the editor's browser can still play. The schema is strict, so a caller passing `accessToken` gets an error.
 */
import * as z from '../platform/zod';
import { driveIdSchema } from '../../shared/api/endpoints/drive';
import { footageItemSchema } from '../../shared/api/endpoints/footage';
import { FOOTAGE_SOURCES } from '../../shared/domain/footage/footage-source';

const idSchema = z.string().check(z.minLength(1), z.maxLength(64));

export const downloadJobSchema = z.strictObject({
  projectId: idSchema,
  videoId: idSchema,
  versionId: idSchema,
  /** With the ids, the version item's key: the worker reads and writes it by key. */
  versionNumber: z.int().check(z.minimum(1)),
  fileId: driveIdSchema,
  fileName: z.string().check(z.minLength(1), z.maxLength(1024)),
  mimeType: z.optional(z.string().check(z.maxLength(255))),
  /**
   * Accepted from messages queued before the SSRF fix and never read: the worker asks Drive for the
   * thumbnail of `fileId` instead of fetching a URL that came from a client.
   */
  thumbnailLink: z.optional(z.string().check(z.maxLength(4096))),
  /** A footage source other than Drive: the shared link and the item inside it ('' = the link's own file). */
  source: z.optional(z.enum(FOOTAGE_SOURCES)),
  link: z.optional(z.string().check(z.minLength(1), z.maxLength(2048))),
  item: z.optional(footageItemSchema),
  /**
   * A copy continued from an earlier invocation's checkpoint (functions/media: ranged parts across
   * invocations): the checkpoint's step this message may take on, and its next byte (for the logs).
   */
  continuation: z.optional(
    z.strictObject({ step: z.int().check(z.minimum(1)), offset: z.int().check(z.minimum(0)) }),
  ),
});
export type DownloadJob = z.infer<typeof downloadJobSchema>;

export interface QueueMessage {
  /** Unique within one batch call. */
  id: string;
  body: string;
  /**
   * The message group of an SQS fair queue: SQS keeps a group with a large backlog from delaying the
   * others' messages (a standard queue with MessageGroupId; no ordering within the group).
   */
  group?: string;
}

/**
 * Whose imports share one fair-queue group: the customer whose backlog must not stall the others. Today
 * projects are owned by one editor, so the owner's id; with workspaces, the owning workspace's id (this
 * one function is what changes).
 */
export function importFairnessGroup(project: { userId: string }): string {
  return project.userId;
}

/** The queue port (SQS in the cloud and locally); adapters own the SDK calls. */
export interface DownloadQueuePort {
  /** Sends every message or throws naming the ones that failed. */
  sendBatch(messages: readonly QueueMessage[]): Promise<void>;
}

/** Queues one download per version. Validates every job first, so a bad one queues nothing. */
export async function enqueueDownloadJobs(
  queue: DownloadQueuePort,
  jobs: readonly DownloadJob[],
  options: { group?: string } = {},
): Promise<void> {
  if (jobs.length === 0) return;
  const messages = jobs.map((job, i) => ({
    id: `m${i}`,
    body: JSON.stringify(downloadJobSchema.parse(job)),
    ...(options.group ? { group: options.group } : {}),
  }));
  await queue.sendBatch(messages);
}

/** Parses a message body; throws a ZodError (or SyntaxError) for a malformed one. */
export function parseDownloadJob(body: string): DownloadJob {
  return downloadJobSchema.parse(JSON.parse(body) as unknown);
}
