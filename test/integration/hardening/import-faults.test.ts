/**
 * S3 failing during an import, injected at the client boundary (a decorator of the worker's real S3
 * client, test/support/faulty-clients.ts) in the worker rig that runs the real queue, poller, Drive stand-in
 * and DynamoDB Local. A transient failure is retried and stores one object and one version; a lasting one
 * ends in the Drive-link fallback with nothing half-stored, and counts one ImportsFailed.
 */
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { afterEach, describe, expect, it } from 'vitest';
import { DRIVE_STAND_IN_FILES } from '../../../infra/local/drive-stand-in/drive-fixtures';
import { BUSINESS_METRICS } from '../../../shared/config/business-metrics';
import { memoryMetrics } from '../../../functions/platform/runtime/metrics';
import { serviceUnavailable, withFaults, type FaultLog } from '../../support/faulty-clients';
import {
  enqueue,
  jobsOf,
  seedProject,
  settledVersion,
  startWorkerRig,
  versionsOf,
  type WorkerRig,
} from '../drive/support/worker-kit';

let rig: WorkerRig | undefined;
afterEach(async () => {
  await rig?.stop();
  rig = undefined;
});

async function objectKeys(r: WorkerRig, prefix: string): Promise<string[]> {
  const out = await r.clients.s3.send(new ListObjectsV2Command({ Bucket: r.clients.bucket, Prefix: prefix }));
  return (out.Contents ?? []).map((o) => o.Key ?? '');
}

const seed = (r: WorkerRig) => ({
  fileId: DRIVE_STAND_IN_FILES.samples[1] as string,
  fileName: '02-product-demo.mp4',
  thumbnailLink: `${r.drive.url}/thumbnails/${DRIVE_STAND_IN_FILES.samples[1]}?sz=s220`,
});

/** Every write of an object (single PUT or multipart) the worker makes. */
const WRITES = ['PutObjectCommand', 'CreateMultipartUploadCommand', 'UploadPartCommand'];

describe('S3 failing during an import', () => {
  it('a transient failure: the redelivery stores one object and one version', async () => {
    // The rig builds the worker's deps per batch: one decorator for the whole test. The first object write
    // of the import fails once (a 503), whatever kind it is.
    let faulty: { client: S3Client; log: FaultLog } | undefined;
    const wrapS3 = (s3: S3Client) =>
      (faulty ??= withFaults(s3, [{ command: WRITES, error: () => serviceUnavailable('S3'), times: 1 }]))
        .client;
    const metrics = memoryMetrics();
    rig = await startWorkerRig({ maxReceiveCount: 3, wrapS3, metrics });
    const seeds = [seed(rig)];
    const created = await seedProject(rig.clients.db, seeds);
    await enqueue(rig, jobsOf(created, seeds));
    const version = created.versions[0];
    if (!version) throw new Error('no version');
    const stored = await settledVersion(rig.clients.db, version, 60_000);
    expect(stored.status).toBe('stored');
    expect(faulty?.log.failed).toHaveLength(1);
    const after = await versionsOf(rig.clients.db, version.projectId, version.videoId);
    expect(after.versions).toHaveLength(1);
    expect(after.raw[0]?.['pendingUploadId']).toBeUndefined();
    const keys = await objectKeys(rig, `media/${version.projectId}/${version.videoId}/`);
    expect(keys.filter((k) => k === stored.storagePath)).toHaveLength(1);
    expect(keys.every((k) => k === stored.storagePath || k === stored.thumbnailPath)).toBe(true);
    expect(metrics.counts.get(BUSINESS_METRICS.importsFailed) ?? 0).toBe(0);
  });

  it('a lasting failure: the Drive link is kept after the last receive, nothing half-stored, one ImportsFailed', async () => {
    const metrics = memoryMetrics();
    rig = await startWorkerRig({
      maxReceiveCount: 2,
      metrics,
      wrapS3: (s3) =>
        withFaults(s3, [{ command: WRITES, error: () => serviceUnavailable('S3'), times: null }]).client,
    });
    const seeds = [seed(rig)];
    const created = await seedProject(rig.clients.db, seeds);
    await enqueue(rig, jobsOf(created, seeds));
    const version = created.versions[0];
    if (!version) throw new Error('no version');
    const fallen = await settledVersion(rig.clients.db, version, 60_000);
    expect(fallen).toMatchObject({ status: 'drive_link', storagePath: null });
    const after = await versionsOf(rig.clients.db, version.projectId, version.videoId);
    expect(after.versions).toHaveLength(1);
    expect(after.raw[0]?.['pendingUploadId']).toBeUndefined();
    expect(await objectKeys(rig, `media/${version.projectId}/${version.videoId}/`)).toEqual([]);
    expect(metrics.counts.get(BUSINESS_METRICS.importsFailed)).toBe(1);
  });
});
