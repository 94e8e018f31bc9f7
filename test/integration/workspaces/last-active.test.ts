/**
 * 'Last active' on Settings › Team through the local system: a member's request records when they were
 * active, at most once an hour (the requests of the same hour write nothing), and the team view shows it.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../../functions/platform/db/keys';
import { getTeam } from '../../../shared/api/endpoints/team';
import { listProjects } from '../../../shared/api/endpoints/projects';
import { expectOk, ensureProfileOf, type TestUser } from '../editor-api/support/fixtures';
import { signedInUser } from '../editor-api/support/users';
import { inWorkspace, memberOf, testDbPort } from './workspace-support';

let owner: TestUser;
let viewer: TestUser;

beforeAll(async () => {
  owner = await signedInUser('active-owner', 'Ana Owner');
  await ensureProfileOf(owner);
  viewer = await memberOf(owner.userId, 'viewer', 'active-viewer');
}, 120_000);

async function storedLastActive(userId: string): Promise<string | undefined> {
  const db = testDbPort();
  const out = await db.doc.send(
    new GetCommand({
      TableName: db.tableName,
      Key: keys.workspaceMember(owner.userId, userId),
      ConsistentRead: true,
    }),
  );
  return out.Item?.['lastActiveAt'] as string | undefined;
}

async function setLastActive(userId: string, at: string): Promise<void> {
  const db = testDbPort();
  await db.doc.send(
    new UpdateCommand({
      TableName: db.tableName,
      Key: keys.workspaceMember(owner.userId, userId),
      UpdateExpression: 'SET lastActiveAt = :at',
      ExpressionAttributeValues: { ':at': at },
    }),
  );
}

const asViewer = () => ({ token: viewer.token, headers: inWorkspace(owner.userId) });

describe("a member's last activity", () => {
  it('is recorded by their first request in the workspace and shown on the team view', async () => {
    expect(await storedLastActive(viewer.userId)).toBeUndefined();
    const before = Date.now();
    await expectOk(listProjects, { ...asViewer(), query: { filter: 'all' } });
    const recorded = await storedLastActive(viewer.userId);
    expect(recorded).toBeDefined();
    expect(Date.parse(recorded ?? '')).toBeGreaterThanOrEqual(before - 1000);
    const team = await expectOk(getTeam, { token: owner.token });
    const row = team.members.find((m) => m.userId === viewer.userId);
    expect(row?.lastActiveAt).toBe(recorded);
  });

  it('is written at most once an hour: a request within the hour leaves the stored time', async () => {
    const halfAnHourAgo = new Date(Date.now() - 30 * 60 * 1000).toISOString();
    await setLastActive(viewer.userId, halfAnHourAgo);
    await expectOk(listProjects, { ...asViewer(), query: { filter: 'all' } });
    expect(await storedLastActive(viewer.userId)).toBe(halfAnHourAgo);
  });

  it('is written again by the first request after an hour', async () => {
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString();
    await setLastActive(viewer.userId, twoHoursAgo);
    await expectOk(listProjects, { ...asViewer(), query: { filter: 'all' } });
    const recorded = await storedLastActive(viewer.userId);
    expect(Date.parse(recorded ?? '')).toBeGreaterThan(Date.parse(twoHoursAgo) + 60 * 60 * 1000);
  });
});
