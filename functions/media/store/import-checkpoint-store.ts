/**
 * The checkpoints of imports copied across invocations: one item per version (`IMPORT#<versionId>` /
 * `CHECKPOINT`), written once per pause with a condition on the step it continues, so two deliveries of the
 * same continuation cannot both move it on; removed once the import ends, and by TTL if nobody does.
 */
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE_KEYS } from '../../../shared/config/table-definition';
import { isConditionalCheckFailed } from '../../platform/db/db-errors';
import type { DbPort } from '../../platform/db/db-port';
import { ENTITY_TYPES, keys } from '../../platform/db/keys';
import type { ImportCheckpoint, ImportCheckpoints } from '../ports';

/** A checkpoint nobody continued for two days is an abandoned copy's (the bucket's lifecycle aborts its upload after one). */
const CHECKPOINT_TTL_SECONDS = 2 * 24 * 60 * 60;

function toCheckpoint(item: Record<string, unknown>): ImportCheckpoint | null {
  const { step, uploadId, nextOffset, partSize, totalBytes, mimeType, partEtags } = item;
  if (
    typeof step !== 'number' ||
    typeof uploadId !== 'string' ||
    typeof nextOffset !== 'number' ||
    typeof partSize !== 'number' ||
    typeof totalBytes !== 'number' ||
    typeof mimeType !== 'string' ||
    !Array.isArray(partEtags) ||
    !partEtags.every((e): e is string => typeof e === 'string')
  )
    return null;
  return { step, uploadId, nextOffset, partSize, totalBytes, mimeType, partEtags };
}

export function importCheckpointStore(db: DbPort, now: () => Date = () => new Date()): ImportCheckpoints {
  return {
    async find(versionId) {
      const out = await db.doc.send(
        new GetCommand({
          TableName: db.tableName,
          Key: keys.importCheckpoint(versionId),
          ConsistentRead: true,
        }),
      );
      return out.Item ? toCheckpoint(out.Item) : null;
    },
    async advance(versionId, fromStep, progress) {
      try {
        await db.doc.send(
          new PutCommand({
            TableName: db.tableName,
            Item: {
              ...keys.importCheckpoint(versionId),
              entity: ENTITY_TYPES.importCheckpoint,
              step: fromStep + 1,
              uploadId: progress.uploadId,
              nextOffset: progress.nextOffset,
              partSize: progress.partSize,
              totalBytes: progress.totalBytes,
              mimeType: progress.mimeType,
              partEtags: progress.partEtags,
              [TABLE_KEYS.ttl]: Math.floor(now().getTime() / 1000) + CHECKPOINT_TTL_SECONDS,
            },
            ConditionExpression:
              fromStep === 0 ? 'attribute_not_exists(pk)' : 'attribute_exists(pk) AND step = :from',
            ...(fromStep === 0 ? {} : { ExpressionAttributeValues: { ':from': fromStep } }),
          }),
        );
        return true;
      } catch (error) {
        if (isConditionalCheckFailed(error)) return false;
        throw error;
      }
    },
    async clear(versionId) {
      await db.doc.send(
        new DeleteCommand({ TableName: db.tableName, Key: keys.importCheckpoint(versionId) }),
      );
    },
  };
}
