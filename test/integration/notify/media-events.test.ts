/**
 * The media events through the one pipeline: a version whose processing ends (stored, its proxies ready, refused
 * as damaged, or kept as the Drive link after a failed copy) stores its domain event in the result's own
 * transaction; the local stream poller hands it to notify, which tells the owner in-app (the spec names no mail
 * for these). A redelivered stream batch, a redelivered download job and a repeated transcoder completion tell
 * nobody twice.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { afterAll, describe, expect, it } from 'vitest';
import type { Notification } from '../../../shared/domain/entities';
import { PROXY_STARTED } from '../../../shared/domain/media-probe';
import { buildNotifyDeps } from '../../../functions/notify/deps';
import { makeNotifyHandler } from '../../../functions/notify/handler';
import { outboxKeys } from '../../../functions/platform/db/outbox';
import { downloadRecorder, proxyRecorder } from '../../../functions/media/store/download-recorder';
import type { DownloadRef, DownloadTarget } from '../../../functions/projects';
import { listNotifications } from '../../../functions/projects/store/notification-repository';
import { storedDownload } from '../../support/media-probes';
import { ownerWithProject, testDb } from '../db/db-test-kit';
import { settled, untilNotified } from './notify-support';

const db = testDb();
afterAll(() => db.destroy());

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const now = () => new Date().toISOString();

async function processingVersion(videoIndex = 0) {
  const created = await ownerWithProject(db, { name: 'Launch film' });
  const video = created.videos[videoIndex]!;
  const version = created.versions.find((v) => v.videoId === video.id)!;
  const ref: DownloadRef = {
    projectId: created.project.id,
    videoId: video.id,
    versionId: version.id,
    versionNumber: version.versionNumber,
  };
  const recorder = downloadRecorder(db);
  const target = (await recorder.find(ref)) as DownloadTarget;
  expect(target.version.status).toBe('processing');
  return { owner: created.owner, ref, recorder, target, title: video.title };
}

/** Hands the stored outbox item of an event to the notify handler again (a retried stream batch). */
async function redeliver(eventId: string): Promise<void> {
  const out = await db.doc.send(
    new GetCommand({ TableName: db.tableName, Key: outboxKeys.event(eventId), ConsistentRead: true }),
  );
  expect(out.Item).toBeDefined();
  const record: DynamoDBRecord = {
    eventID: randomUUID(),
    eventName: 'INSERT',
    dynamodb: {
      NewImage: marshall(out.Item!) as NonNullable<DynamoDBRecord['dynamodb']>['NewImage'],
      SequenceNumber: '1',
    },
  };
  const handler = makeNotifyHandler(() => buildNotifyDeps({ log: quiet }));
  expect(await handler({ Records: [record, record] })).toEqual({ batchItemFailures: [] });
}

async function onlyNotifications(owner: string): Promise<Notification[]> {
  return settled(async () => (await listNotifications(db, { userId: owner, limit: 100 })).items);
}

const stored = storedDownload();

describe('media events reach the owner once', () => {
  it('version ready: a stored version tells its owner once, whatever is delivered again', async () => {
    const v = await processingVersion();
    await v.recorder.markStored(v.ref, v.target, stored, now());
    const [told] = await untilNotified(db, v.owner, 1);
    expect(told).toMatchObject({ type: 'version_ready', title: 'Video ready for review' });
    expect(told?.body).toContain(`Version 1 of "${v.title}" in "Launch film"`);

    await redeliver(told!.id);
    // The download job delivered again records nothing and raises nothing.
    await v.recorder.markStored(v.ref, v.target, stored, now());
    expect(await onlyNotifications(v.owner)).toHaveLength(1);
  });

  it('version ready after its proxies: told when the transcoder finishes, not when the copy is stored', async () => {
    const v = await processingVersion();
    await v.recorder.markStored(v.ref, v.target, { ...stored, proxy: PROXY_STARTED }, now());
    const proxies = proxyRecorder(db);
    expect(await onlyNotifications(v.owner)).toHaveLength(0);
    const ready = { ...PROXY_STARTED, status: 'ready' as const, progress: 100 };
    await proxies.result(v.ref, ready);
    const [told] = await untilNotified(db, v.owner, 1);
    expect(told?.type).toBe('version_ready');
    // A repeated completion event writes nothing.
    await proxies.result(v.ref, ready);
    await redeliver(told!.id);
    expect(await onlyNotifications(v.owner)).toHaveLength(1);
  });

  it('import failed: a refused file and a copy kept as the Drive link each tell the owner once', async () => {
    const refused = await processingVersion(0);
    await refused.recorder.markDamaged(
      refused.ref,
      refused.target,
      { media: stored.media, fileSize: 10, mimeType: 'video/mp4' },
      now(),
    );
    const [first] = await untilNotified(db, refused.owner, 1);
    expect(first).toMatchObject({ type: 'import_failed', title: 'Video refused' });
    await redeliver(first!.id);
    expect(await onlyNotifications(refused.owner)).toHaveLength(1);

    const fellBack = await processingVersion(1);
    await fellBack.recorder.markDriveLink(fellBack.ref, fellBack.target, 'Drive link kept', now());
    const [second] = await untilNotified(db, fellBack.owner, 1);
    expect(second).toMatchObject({ type: 'import_failed', title: 'Import failed' });
    expect(second?.body).toContain('plays from the Drive link');
    await redeliver(second!.id);
    await fellBack.recorder.markDriveLink(fellBack.ref, fellBack.target, 'Drive link kept', now());
    expect(await onlyNotifications(fellBack.owner)).toHaveLength(1);
  });
});
