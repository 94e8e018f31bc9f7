/**
 * The Slack connections of a workspace:
 *
 * | item | pk | sk | notes |
 * |---|---|---|---|
 * | Slack connection | `WS#<wid>` | `SLACK#<scope>` | scope `workspace` or a project id; the incoming-webhook URL, the project's name |
 * | delivery log | `SLACKLOG#<wid>#<scope>` | `LOG#…` | the webhooks' log items (store/delivery-log.ts) |
 *
 * A workspace's connections are one Query on its partition; the event's own (workspace, project) two GetItems.
 */
import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { NotFoundError } from '../../../shared/errors/app-error';
import { INTEGRATION_MESSAGES } from '../../../shared/messages/webhook-messages';
import type { DbPort } from '../../platform/db/db-port';
import { isConditionalCheckFailed } from '../../platform/db/db-errors';
import { keys, webhookKeys } from '../../platform/db/keys';
import type { SlackStore, StoredSlackConnection } from '../ports';
import { readDeliveryLog, writeDeliveryLog } from './delivery-log';

const ENTITY = 'slack_connection';
const slackKey = webhookKeys.slack;

function toConnection(item: Record<string, unknown>): StoredSlackConnection {
  return {
    workspaceId: String(item['workspaceId']),
    scope: String(item['scope']),
    url: String(item['url']),
    projectName: typeof item['projectName'] === 'string' ? item['projectName'] : null,
    connectedAt: String(item['connectedAt']),
  };
}

export function slackStore(db: DbPort): SlackStore {
  return {
    async listSlack(workspaceId) {
      const out = await db.doc.send(
        new QueryCommand({
          TableName: db.tableName,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
          ExpressionAttributeValues: {
            ':pk': keys.workspacePk(workspaceId),
            ':prefix': webhookKeys.slackSkPrefix,
          },
          ConsistentRead: true,
        }),
      );
      return (out.Items ?? []).map(toConnection);
    },
    async getSlack(workspaceId, scope) {
      const out = await db.doc.send(
        new GetCommand({ TableName: db.tableName, Key: slackKey(workspaceId, scope), ConsistentRead: true }),
      );
      return out.Item ? toConnection(out.Item) : null;
    },
    async putSlack(connection) {
      await db.doc.send(
        new PutCommand({
          TableName: db.tableName,
          Item: { ...slackKey(connection.workspaceId, connection.scope), entity: ENTITY, ...connection },
        }),
      );
    },
    async deleteSlack(workspaceId, scope) {
      try {
        await db.doc.send(
          new DeleteCommand({
            TableName: db.tableName,
            Key: slackKey(workspaceId, scope),
            ConditionExpression: 'attribute_exists(pk)',
          }),
        );
      } catch (error) {
        if (isConditionalCheckFailed(error)) throw new NotFoundError(INTEGRATION_MESSAGES.notFound);
        throw error;
      }
    },
    async projectNameIn(workspaceId, projectId) {
      const out = await db.doc.send(
        new GetCommand({
          TableName: db.tableName,
          Key: keys.project(projectId),
          ProjectionExpression: 'userId, #name',
          ExpressionAttributeNames: { '#name': 'name' },
        }),
      );
      return out.Item && out.Item['userId'] === workspaceId ? String(out.Item['name']) : null;
    },
    recordSlackAttempt: (workspaceId, scope, attempt) =>
      writeDeliveryLog(db, webhookKeys.slackLogPk(workspaceId, scope), attempt),
    listSlackDeliveries: (workspaceId, scope, limit) =>
      readDeliveryLog(db, webhookKeys.slackLogPk(workspaceId, scope), limit),
  };
}
