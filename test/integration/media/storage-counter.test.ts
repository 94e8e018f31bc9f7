/**
 * Storage used per workspace: the download worker's result adds a stored original's bytes to the workspace's
 * `storageBytes` counter in the transaction that records the version, so a redelivered result never counts
 * twice, and a result that stores nothing (the Drive link kept) adds nothing. Against DynamoDB Local.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { downloadRecorder } from '../../../functions/media/store/download-recorder';
import { keys } from '../../../functions/platform/db/keys';
import type { DownloadRef, DownloadTarget } from '../../../functions/projects';
import { getProfile } from '../../../functions/projects/store/profile-repository';
import { storedDownload } from '../../support/media-probes';
import { ownerWithProject, testDb } from '../db/db-test-kit';

const db = testDb();
afterAll(() => db.destroy());

const now = () => new Date().toISOString();

async function storageBytes(workspaceId: string): Promise<unknown> {
  const out = await db.doc.send(
    new GetCommand({ TableName: db.tableName, Key: keys.profile(workspaceId), ConsistentRead: true }),
  );
  return out.Item?.['storageBytes'];
}

describe('storage used per workspace', () => {
  it('adds each stored original once to its workspace counter, nothing for a Drive link', async () => {
    const created = await ownerWithProject(db, { name: 'Storage film' });
    const recorder = downloadRecorder(db);
    const refs: DownloadRef[] = created.versions.map((v) => ({
      projectId: created.project.id,
      videoId: v.videoId,
      versionId: v.id,
      versionNumber: v.versionNumber,
    }));
    expect(refs.length).toBeGreaterThanOrEqual(2);
    const [first, second] = refs as [DownloadRef, DownloadRef];
    const target = (await recorder.find(first)) as DownloadTarget;
    await recorder.markStored(first, target, storedDownload(1_500_000), now());
    // The same result delivered again records nothing more.
    await recorder.markStored(first, target, storedDownload(1_500_000), now());
    const other = (await recorder.find(second)) as DownloadTarget;
    await recorder.markDriveLink(second, other, 'Video stored as Google Drive link (download failed)', now());
    expect(await storageBytes(created.owner)).toBe(1_500_000);
    // The profile answer (Settings) carries it.
    expect((await getProfile(db, created.owner))?.storageBytes).toBe(1_500_000);
  });
});
