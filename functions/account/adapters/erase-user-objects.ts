/**
 * Deletes every stored object of a user: the avatar folder and each project's media and thumbnails.
 * Listing by prefix, deleting in batches of 1000: safe to re-run (a second run finds nothing left).
 */
import { DeleteObjectsCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import type { StoredObjectsPort } from '../ports';

export async function deletePrefix(s3: S3Client, bucket: string, prefix: string): Promise<number> {
  let deleted = 0;
  let token: string | undefined;
  do {
    const page = await s3.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token, MaxKeys: 1000 }),
    );
    const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
    if (keys.length > 0) {
      const out = await s3.send(
        new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys, Quiet: true } }),
      );
      if (out.Errors && out.Errors.length > 0) {
        throw new Error(`Could not delete ${out.Errors.length} objects under ${prefix}`);
      }
      deleted += keys.length;
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return deleted;
}

/** The account's stored objects on S3 (the media bucket). */
export function s3StoredObjects(s3: S3Client, bucket: string): StoredObjectsPort {
  return { deletePrefix: (prefix) => deletePrefix(s3, bucket, prefix) };
}

/** The avatar folder of a user (functions/editor-api/adapters/avatar-storage.ts writes there). */
export const avatarPrefix = (userId: string) => `avatars/${userId}/`;
