/**
 * DynamoDB adapter of the download recorder. The version item is found with one Query on the project's
 * partition (`VERSION#<videoId>#` prefix: a video has few versions), then updated by its key with a
 * condition on `status = processing`. Keys come from functions/lib/db/keys.ts; items are validated on read.
 */
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DbPort } from '../db/db-port';
import { isConditionalCheckFailed } from '../db/db-errors';
import { toVersion } from '../db/items';
import { keys } from '../db/keys';
import type { DownloadRecorder, DownloadTarget, StoredResult } from './download-recorder';
import type { VersionRef } from './media-keys';

const PENDING_UPLOAD = 'pendingUploadId';

export function dynamoDownloadRecorder(db: DbPort): DownloadRecorder {
  async function find(
    ref: VersionRef,
  ): Promise<(DownloadTarget & { key: { pk: string; sk: string } }) | null> {
    const prefix = `${keys.version(ref.projectId, ref.videoId, 1).sk.replace(/\d+$/, '')}`;
    let startKey: Record<string, unknown> | undefined;
    do {
      const out = await db.doc.send(
        new QueryCommand({
          TableName: db.tableName,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
          FilterExpression: '#id = :id',
          ExpressionAttributeNames: { '#id': 'id' },
          ExpressionAttributeValues: {
            ':pk': keys.projectPk(ref.projectId),
            ':prefix': prefix,
            ':id': ref.versionId,
          },
          ConsistentRead: true,
          ExclusiveStartKey: startKey,
        }),
      );
      const item = out.Items?.[0];
      if (item) {
        const version = toVersion(item);
        const pending = item[PENDING_UPLOAD];
        return {
          version,
          pendingUploadId: typeof pending === 'string' ? pending : null,
          key: keys.version(ref.projectId, ref.videoId, version.versionNumber),
        };
      }
      startKey = out.LastEvaluatedKey;
    } while (startKey);
    return null;
  }

  async function conditional(run: () => Promise<unknown>): Promise<boolean> {
    try {
      await run();
      return true;
    } catch (error) {
      if (isConditionalCheckFailed(error)) return false;
      throw error;
    }
  }

  return {
    find: async (ref) => {
      const found = await find(ref);
      return found ? { version: found.version, pendingUploadId: found.pendingUploadId } : null;
    },

    async recordUploadStarted(ref, uploadId) {
      const found = await find(ref);
      if (!found) return;
      await conditional(() =>
        db.doc.send(
          new UpdateCommand({
            TableName: db.tableName,
            Key: found.key,
            UpdateExpression: `SET ${PENDING_UPLOAD} = :u`,
            ConditionExpression: 'attribute_exists(pk) AND #status = :processing',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':u': uploadId, ':processing': 'processing' },
          }),
        ),
      );
    },

    async markStored(ref, result: StoredResult) {
      const found = await find(ref);
      if (!found) return false;
      return conditional(() =>
        db.doc.send(
          new UpdateCommand({
            TableName: db.tableName,
            Key: found.key,
            UpdateExpression:
              'SET #status = :stored, storagePath = :path, thumbnailPath = :thumb, fileSize = :size, ' +
              'mimeType = :mime, durationMs = :duration, width = :width, height = :height, frameRate = :fps, ' +
              'statusNote = :null REMOVE ' +
              PENDING_UPLOAD,
            ConditionExpression: 'attribute_exists(pk) AND #status = :processing',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':stored': 'stored',
              ':processing': 'processing',
              ':path': result.storagePath,
              ':thumb': result.thumbnailPath,
              ':size': result.fileSize,
              ':mime': result.mimeType,
              ':duration': result.durationMs,
              ':width': result.width,
              ':height': result.height,
              ':fps': result.frameRate,
              ':null': null,
            },
          }),
        ),
      );
    },

    async markDriveLink(ref, note) {
      const found = await find(ref);
      if (!found) return false;
      return conditional(() =>
        db.doc.send(
          new UpdateCommand({
            TableName: db.tableName,
            Key: found.key,
            UpdateExpression: `SET #status = :link, statusNote = :note REMOVE ${PENDING_UPLOAD}`,
            ConditionExpression: 'attribute_exists(pk) AND #status = :processing',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':link': 'drive_link', ':processing': 'processing', ':note': note },
          }),
        ),
      );
    },

    async activateVideo(ref, at) {
      await conditional(() =>
        db.doc.send(
          new UpdateCommand({
            TableName: db.tableName,
            Key: keys.video(ref.projectId, ref.videoId),
            UpdateExpression: 'SET #status = :active, lastStatusChangeAt = :at ADD revision :one',
            ConditionExpression: 'attribute_exists(pk) AND #status = :processing',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':active': 'active',
              ':processing': 'processing',
              ':at': at,
              ':one': 1,
            },
          }),
        ),
      );
    },
  };
}
