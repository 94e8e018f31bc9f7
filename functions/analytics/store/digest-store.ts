/**
 * The projects' analytics digests:
 *
 * | item | pk | sk | attributes |
 * |---|---|---|---|
 * | digest | `WS#<workspaceId>#ANALYTICS` | `PROJECT#<projectId>` | the digest, `readAt` (when its tree was read) |
 *
 * One item per project (its reviewers bounded by DIGEST_LIMITS), so the workspace's page reads one small item
 * per project instead of any note. The workspace's erasure deletes the partition.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import type { DbPort } from '../../platform/db/db-port';
import { isConditionalCheckFailed } from '../../platform/db/db-errors';
import { ENTITY_TYPES, keys } from '../../platform/db/keys';
import { queryAllPages } from '../../platform/db/query-pages';
import type { AnalyticsDigestStore } from '../ports';

const iso = z.string().check(z.minLength(1));
const storedDigestSchema = z.object({
  projectId: z.string().check(z.minLength(1)),
  firstFeedbackAt: z.nullable(iso),
  approvedAt: z.nullable(iso),
  rounds: z.int().check(z.nonnegative()),
  reviewers: z.array(
    z.object({
      name: z.string(),
      notes: z.int().check(z.nonnegative()),
      approvals: z.int().check(z.nonnegative()),
      lastSeenAt: iso,
    }),
  ),
});

export function analyticsDigestStore(db: DbPort): AnalyticsDigestStore {
  return {
    async putDigest(workspaceId, digest, readAt) {
      try {
        await db.doc.send(
          new PutCommand({
            TableName: db.tableName,
            Item: {
              ...keys.analyticsDigest(workspaceId, digest.projectId),
              entity: ENTITY_TYPES.analyticsDigest,
              ...digest,
              readAt: readAt.toISOString(),
            },
            ConditionExpression: 'attribute_not_exists(pk) OR readAt <= :readAt',
            ExpressionAttributeValues: { ':readAt': readAt.toISOString() },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionalCheckFailed(error)) return false;
        throw error;
      }
    },
    async listDigests(workspaceId) {
      const items = await queryAllPages(db, {
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.analyticsDigestPk(workspaceId) },
      });
      return items.map((item) => storedDigestSchema.parse(item));
    },
  };
}
