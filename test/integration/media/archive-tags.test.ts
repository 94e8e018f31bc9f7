/**
 * Archiving a project tags its stored originals `archived` (the bucket's lifecycle deletes them some days
 * later) and restoring removes the tag, over HTTP against the local system and its S3 stand-in. The
 * original's other tags (its kind, which moves it to infrequent access) are kept, and an original already
 * gone does not stop a restore.
 */
import { DeleteObjectCommand, GetObjectTaggingCommand, PutObjectTaggingCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { s3Client } from '../../../functions/platform/aws/clients';
import { mediaBucket } from '../../../functions/platform/config/env';
import { archiveProject, restoreProject } from '../../../shared/api/endpoints/projects';
import { STORAGE_LIFECYCLE } from '../../../shared/config/storage-lifecycle';
import { expectOk, type TestUser } from '../editor-api/support/fixtures';
import { signedInUser } from '../editor-api/support/users';
import { createReviewFixture, type ReviewFixture } from '../review/review-fixture';

const { archivedTag, kindTag } = STORAGE_LIFECYCLE;

async function tagsOf(key: string): Promise<Record<string, string>> {
  const answer = await s3Client().send(new GetObjectTaggingCommand({ Bucket: mediaBucket(), Key: key }));
  return Object.fromEntries((answer.TagSet ?? []).map((t) => [t.Key ?? '', t.Value ?? '']));
}

describe('the archived tag on a project’s originals', () => {
  let owner: TestUser;
  let f: ReviewFixture;
  let originals: string[];

  beforeAll(async () => {
    owner = await signedInUser('archive-tags');
    f = await createReviewFixture({ owner, videoCount: 2, projectName: 'Archive tags' });
    originals = f.videos.map((v) => `test/review/${f.projectId}/${v.id}.mp4`);
    await s3Client().send(
      new PutObjectTaggingCommand({
        Bucket: mediaBucket(),
        Key: originals[0],
        Tagging: { TagSet: [{ Key: kindTag.key, Value: kindTag.original }] },
      }),
    );
  });

  it('archiving a project tags its originals archived, keeping their kind tag', async () => {
    expect(await tagsOf(originals[0] ?? '')).toEqual({ [kindTag.key]: kindTag.original });
    await expectOk(archiveProject, { token: owner.token, params: { projectId: f.projectId } });
    expect(await tagsOf(originals[0] ?? '')).toEqual({
      [kindTag.key]: kindTag.original,
      [archivedTag.key]: archivedTag.value,
    });
    expect(await tagsOf(originals[1] ?? '')).toEqual({ [archivedTag.key]: archivedTag.value });
  });

  it('restoring removes the archived tag, also when an original is already gone', async () => {
    expect(await tagsOf(originals[0] ?? '')).toHaveProperty(archivedTag.key, archivedTag.value);
    await s3Client().send(new DeleteObjectCommand({ Bucket: mediaBucket(), Key: originals[1] }));
    const restored = await expectOk(restoreProject, {
      token: owner.token,
      params: { projectId: f.projectId },
    });
    expect(restored.status).not.toBe('archived');
    expect(await tagsOf(originals[0] ?? '')).toEqual({ [kindTag.key]: kindTag.original });
  });
});
