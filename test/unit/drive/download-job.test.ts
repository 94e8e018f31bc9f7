import type { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import { describe, expect, it } from 'vitest';
import {
  enqueueDownloadJobs,
  parseDownloadJob,
  type DownloadJob,
  type QueueMessage,
} from '../../../functions/projects/download-job';
import { sqsDownloadQueue } from '../../../functions/media/adapters/sqs-download-queue';

const job = (i: number): DownloadJob => ({
  projectId: 'p1',
  videoId: `v${i}`,
  versionId: `ver${i}`,
  versionNumber: 1,
  fileId: `1CutroomSample01BrandIntro00000${i % 10}`,
  fileName: `clip-${i}.mp4`,
});

/** Records the batches sent; fails the listed entry ids once each. */
function fakeSqs(failOnce: string[] = []) {
  const batches: string[][] = [];
  const failed = new Set<string>();
  const client = {
    async send(command: SendMessageBatchCommand) {
      const entries = command.input.Entries ?? [];
      batches.push(entries.map((e) => e.Id ?? ''));
      const failures = entries
        .filter((e) => failOnce.includes(e.Id ?? '') && !failed.has(e.Id ?? ''))
        .map((e) => {
          failed.add(e.Id ?? '');
          return { Id: e.Id, Code: 'InternalError', SenderFault: false, Message: 'try again' };
        });
      return { Successful: [], Failed: failures };
    },
  };
  return { client: client as unknown as SQSClient, batches };
}

describe('download jobs', () => {
  it('refuses an access token in the message (never persisted in SQS)', () => {
    expect(() => parseDownloadJob(JSON.stringify({ ...job(1), accessToken: 'ya29.secret' }))).toThrow();
    expect(parseDownloadJob(JSON.stringify(job(1)))).toEqual(job(1));
  });

  it('refuses a malformed body before anything is queued', async () => {
    const sent: QueueMessage[][] = [];
    const queue = { sendBatch: async (m: readonly QueueMessage[]) => void sent.push([...m]) };
    await expect(enqueueDownloadJobs(queue, [job(1), { ...job(2), fileId: 'bad id!' }])).rejects.toThrow();
    expect(sent).toEqual([]);
    await enqueueDownloadJobs(queue, []);
    expect(sent).toEqual([]);
  });

  it('sends 23 jobs as batches of 10, 10 and 3 with unique ids', async () => {
    const sqs = fakeSqs();
    await enqueueDownloadJobs(
      sqsDownloadQueue(sqs.client, 'http://127.0.0.1/q'),
      Array.from({ length: 23 }, (_, i) => job(i)),
    );
    expect(sqs.batches.map((b) => b.length)).toEqual([10, 10, 3]);
    expect(new Set(sqs.batches.flat()).size).toBe(23);
  });

  it('resends only the entries SQS reported as failed', async () => {
    const sqs = fakeSqs(['m1', 'm4']);
    await enqueueDownloadJobs(sqsDownloadQueue(sqs.client, 'http://127.0.0.1/q'), [0, 1, 2, 3, 4].map(job));
    expect(sqs.batches).toEqual([
      ['m0', 'm1', 'm2', 'm3', 'm4'],
      ['m1', 'm4'],
    ]);
  });

  it('gives up with an error naming the entries after three attempts', async () => {
    const client = {
      send: async (command: SendMessageBatchCommand) => ({
        Failed: (command.input.Entries ?? []).map((e) => ({
          Id: e.Id,
          Code: 'KMS.Throttling',
          SenderFault: false,
        })),
      }),
    } as unknown as SQSClient;
    await expect(enqueueDownloadJobs(sqsDownloadQueue(client, 'q'), [job(1)])).rejects.toThrow(
      /m0: KMS.Throttling/,
    );
  });
});
