/**
 * The review address items: `WS#<wsid>` / `REVIEW_HOST` (host, status, token) and the host name's owner
 * `HOST#<host>` / `HOST` (workspaceId), written together in one transaction so a host name belongs to one
 * workspace at most (functions/platform/db/README.md).
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../platform/zod';
import { REVIEW_HOST_STATUSES } from '../../../shared/domain/review-host';
import { ConflictError } from '../../../shared/errors/app-error';
import { REVIEW_HOST_MESSAGES } from '../../../shared/messages/review-host-messages';
import { PROJECT_MESSAGES } from '../../../shared/messages/project-messages';
import type { DbPort } from '../../platform/db/db-port';
import { isConditionalCheckFailed } from '../../platform/db/db-errors';
import { ENTITY_TYPES, keys } from '../../platform/db/keys';
import { transactWrite, type TxOp } from '../../platform/db/transact-write';
import type { ReviewHostStore, StoredReviewHost } from '../review-host-ports';

const storedSchema = z.object({
  workspaceId: z.string(),
  host: z.string(),
  status: z.enum(REVIEW_HOST_STATUSES),
  token: z.string(),
  createdAt: z.string(),
  verifiedAt: z.nullable(z.string()),
});

export function reviewHostStore(db: DbPort): ReviewHostStore {
  return {
    async get(workspaceId) {
      const out = await db.doc.send(
        new GetCommand({
          TableName: db.tableName,
          Key: keys.workspaceReviewHost(workspaceId),
          ConsistentRead: true,
        }),
      );
      return out.Item ? (storedSchema.parse(out.Item) as StoredReviewHost) : null;
    },

    async claim(next, previousHost) {
      const ops: TxOp[] = [
        {
          op: {
            Put: {
              Item: {
                ...keys.reviewHostName(next.host),
                entity: ENTITY_TYPES.reviewHostName,
                host: next.host,
                workspaceId: next.workspaceId,
              },
              ConditionExpression: 'attribute_not_exists(pk) OR workspaceId = :ws',
              ExpressionAttributeValues: { ':ws': next.workspaceId },
            },
          },
          onConditionFailed: () => new ConflictError(REVIEW_HOST_MESSAGES.taken),
        },
        {
          op: {
            Put: {
              Item: {
                ...keys.workspaceReviewHost(next.workspaceId),
                entity: ENTITY_TYPES.workspaceReviewHost,
                ...next,
              },
              ConditionExpression:
                previousHost === null
                  ? 'attribute_not_exists(pk)'
                  : 'attribute_exists(pk) AND host = :previous',
              ...(previousHost === null ? {} : { ExpressionAttributeValues: { ':previous': previousHost } }),
            },
          },
          onConditionFailed: () => new ConflictError(PROJECT_MESSAGES.changedElsewhere),
        },
      ];
      if (previousHost !== null && previousHost !== next.host) {
        ops.push({
          op: {
            Delete: {
              Key: keys.reviewHostName(previousHost),
              ConditionExpression: 'workspaceId = :ws',
              ExpressionAttributeValues: { ':ws': next.workspaceId },
            },
          },
        });
      }
      await transactWrite(db, ops);
    },

    async markVerified(workspaceId, host, at) {
      try {
        await db.doc.send(
          new UpdateCommand({
            TableName: db.tableName,
            Key: keys.workspaceReviewHost(workspaceId),
            UpdateExpression: 'SET #status = :verified, verifiedAt = :at',
            ConditionExpression: 'host = :host',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':verified': 'verified', ':at': at, ':host': host },
          }),
        );
      } catch (error) {
        if (isConditionalCheckFailed(error)) throw new ConflictError(PROJECT_MESSAGES.changedElsewhere);
        throw error;
      }
    },

    async release(workspaceId, host) {
      await transactWrite(db, [
        {
          op: {
            Delete: {
              Key: keys.workspaceReviewHost(workspaceId),
              ConditionExpression: 'host = :host',
              ExpressionAttributeValues: { ':host': host },
            },
          },
          onConditionFailed: () => new ConflictError(PROJECT_MESSAGES.changedElsewhere),
        },
        {
          op: {
            Delete: {
              Key: keys.reviewHostName(host),
              ConditionExpression: 'attribute_not_exists(pk) OR workspaceId = :ws',
              ExpressionAttributeValues: { ':ws': workspaceId },
            },
          },
        },
      ]);
    },

    async workspaceOfHost(host) {
      const out = await db.doc.send(
        new GetCommand({ TableName: db.tableName, Key: keys.reviewHostName(host) }),
      );
      const owner = out.Item?.['workspaceId'];
      return typeof owner === 'string' ? owner : null;
    },
  };
}
