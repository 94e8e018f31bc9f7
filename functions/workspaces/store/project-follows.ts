/**
 * The followers of a project (shared/domain/project-followers.ts), stored in the project's partition (erased
 * with it; the project page's Query skips them):
 * - a member's choice: PutItem `PROJECT#<pid>` / `FOLLOW#<uid>` (`following` true or false; idempotent);
 * - the caller's choice: GetItem, consistent;
 * - the choices of a project: ONE Query `pk = PROJECT#<pid> AND begins_with(sk, 'FOLLOW#')`;
 * - who hears about a project: that Query, the project's workspace and creator (GetItem) and the workspace's
 *   members (one Query), so a member who left or was removed is never told, whatever choice is stored.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../platform/zod';
import { projectFollowers, type FollowChoice } from '../../../shared/domain/project-followers';
import type { DbPort } from '../../platform/db/db-port';
import { ENTITY_TYPES, keys } from '../../platform/db/keys';
import { queryAllPages } from '../../platform/db/query-pages';
import { getProjectScope, listMembers } from './workspace-store';

const choiceSchema = z.object({ userId: z.string(), following: z.boolean() });

export async function setProjectFollow(
  db: DbPort,
  input: { projectId: string; userId: string; following: boolean; at: string },
): Promise<void> {
  await db.doc.send(
    new PutCommand({
      TableName: db.tableName,
      Item: {
        ...keys.projectFollow(input.projectId, input.userId),
        entity: ENTITY_TYPES.projectFollow,
        projectId: input.projectId,
        userId: input.userId,
        following: input.following,
        updatedAt: input.at,
      },
    }),
  );
}

export async function getProjectFollow(
  db: DbPort,
  projectId: string,
  userId: string,
): Promise<FollowChoice | null> {
  const out = await db.doc.send(
    new GetCommand({
      TableName: db.tableName,
      Key: keys.projectFollow(projectId, userId),
      ConsistentRead: true,
    }),
  );
  return out.Item ? choiceSchema.parse(out.Item) : null;
}

export async function listProjectFollows(db: DbPort, projectId: string): Promise<FollowChoice[]> {
  const items = await queryAllPages(db, {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :follow)',
    ExpressionAttributeValues: {
      ':pk': keys.projectPk(projectId),
      ':follow': keys.projectFollowSkPrefix,
    },
  });
  return items.map((item) => choiceSchema.parse(item));
}

/**
 * THE answer to 'who hears about this project': its followers who are members now. A project that is gone,
 * or an account whose workspace is not made yet (the migration runs after the deploy), is told to the
 * workspace's own account (`workspaceId`, the event's owner), as it was before projects had followers.
 */
export async function projectAudience(
  db: DbPort,
  input: { projectId: string; workspaceId: string },
): Promise<string[]> {
  const project = await getProjectScope(db, input.projectId);
  if (!project) return [input.workspaceId];
  const [choices, members] = await Promise.all([
    listProjectFollows(db, input.projectId),
    listMembers(db, project.userId),
  ]);
  if (members.length === 0) return [input.workspaceId];
  return projectFollowers(
    project,
    choices,
    members.map((m) => m.userId),
  );
}
