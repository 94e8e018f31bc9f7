/**
 * The accounts → workspaces migration on a table of single-user data from before workspaces (profiles and
 * projects, no workspace items), in a table of its own so the Scan sees only this data: interrupted, resumed,
 * then run again, it leaves exactly one workspace per account, owned by it, and every project reachable
 * through the workspace.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileItem } from '../../../functions/platform/db/items';
import { keys } from '../../../functions/platform/db/keys';
import type { DbPort } from '../../../functions/platform/db/db-port';
import {
  createProject,
  listAllProjectsByOwner,
  listProjectsByOwner,
} from '../../../functions/projects/store/project-repository';
import { getDashboardCounts, recountDashboard } from '../../../functions/projects/store/dashboard-counts';
import {
  authorize,
  listWorkspacesOf,
  migrateAccountsToWorkspaces,
  workspaceStore,
} from '../../../functions/workspaces';
import { ensureTable } from '../../../infra/local/services/dynamodb';
import { ENV } from '../../../shared/config/env-names';
import type { Profile } from '../../../shared/domain/entities';
import { assertLocalEndpoint } from '../../support/env';
import { at, newId, projectInput } from '../db/db-test-kit';

const ACCOUNTS = 7;
const PROJECTS_EACH = 2;

let client: DynamoDBClient;
let db: DbPort;
const accounts: string[] = [];
const projectsOf = new Map<string, string[]>();

/** A profile as accounts had it before workspaces: no workspace, no membership. */
function legacyProfile(id: string, planLevel: Profile['planLevel'] = 'free'): Profile {
  return {
    id,
    email: `${id}@example.com`,
    fullName: `Legacy ${id.slice(-4)}`,
    displayName: null,
    displayUserId: id,
    profilePictureUrl: null,
    planLevel,
    paddleCustomerId: null,
    nextBillingDate: null,
    role: 'user',
    activeProjectCount: 0,
    createdAt: at(0),
  };
}

beforeAll(async () => {
  client = new DynamoDBClient({
    region: 'us-east-1',
    endpoint: assertLocalEndpoint(process.env[ENV.dynamoEndpoint]),
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const tableName = `migration-${newId()}`;
  await ensureTable(client, tableName);
  db = { doc: DynamoDBDocumentClient.from(client), tableName };
  for (let i = 0; i < ACCOUNTS; i++) {
    const id = newId();
    accounts.push(id);
    await db.doc.send(new PutCommand({ TableName: tableName, Item: profileItem(legacyProfile(id, 'pro')) }));
    const ids: string[] = [];
    for (let p = 0; p < PROJECTS_EACH; p++) {
      const created = await createProject(db, projectInput(id, { createdAt: at(p + 1) }));
      ids.push(created.project.id);
    }
    projectsOf.set(id, ids);
  }
  // One account being deleted: it gets no workspace.
  const closing = newId();
  await db.doc.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...profileItem(legacyProfile(closing)), deletionRequestedAt: at(2) },
    }),
  );
}, 60_000);

afterAll(() => client.destroy());

async function workspaceItemsOf(workspaceId: string) {
  const out = await db.doc.send(
    new QueryCommand({
      TableName: db.tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.workspacePk(workspaceId) },
      ConsistentRead: true,
    }),
  );
  return out.Items ?? [];
}

describe('the accounts → workspaces migration', () => {
  it('finds nothing to authorize before it runs (the membership is what every request checks)', async () => {
    const first = accounts[0] as string;
    await expect(
      authorize(
        { workspaces: workspaceStore(db) },
        { userId: first, action: 'viewProjects', workspaceId: null },
      ),
    ).rejects.toThrow('Workspace not found');
  });

  it('interrupted after a page, resumes where it stopped', async () => {
    const partial = await migrateAccountsToWorkspaces(db, { pageSize: 5, maxPages: 1 });
    expect(partial.finished).toBe(false);
    const resumed = await migrateAccountsToWorkspaces(db, { pageSize: 5 });
    expect(resumed.resumed).toBe(true);
    expect(resumed.finished).toBe(true);
    expect(resumed.created).toBe(ACCOUNTS);
    expect(resumed.skipped).toBe(1);
  });

  it('run again, creates nothing and leaves exactly one workspace per account, owned by it', async () => {
    const again = await migrateAccountsToWorkspaces(db, { pageSize: 5 });
    expect(again).toMatchObject({ created: 0, existing: ACCOUNTS, resumed: false, finished: true });
    for (const id of accounts) {
      const memberships = await listWorkspacesOf(db, id);
      expect(memberships).toHaveLength(1);
      expect(memberships[0]?.workspace).toMatchObject({ id, ownerUserId: id, memberCount: 1 });
      expect(memberships[0]?.member.role).toBe('owner');
      const items = await workspaceItemsOf(id);
      expect(items.map((i) => i['sk']).sort()).toEqual([`MEMBER#${id}`, 'WORKSPACE']);
    }
  });

  it('leaves every project reachable through its workspace, and its Owner authorized to change them', async () => {
    for (const id of accounts) {
      const page = await listProjectsByOwner(db, { userId: id, filter: 'all', limit: 50, cursor: null });
      expect(page.items.map((p) => p.id).sort()).toEqual([...(projectsOf.get(id) ?? [])].sort());
      const access = await authorize(
        { workspaces: workspaceStore(db) },
        { userId: id, action: 'changeProjects', workspaceId: null, projectId: projectsOf.get(id)?.[0] },
      );
      expect(access.workspaceId).toBe(id);
    }
  });

  it("backfills each workspace's dashboard counters once, equal to a recount of its projects", async () => {
    await migrateAccountsToWorkspaces(db);
    for (const id of accounts) {
      const counts = await getDashboardCounts(db, id);
      expect(counts).toEqual(recountDashboard(await listAllProjectsByOwner(db, id)));
      expect(counts?.byStatus.active).toBe(PROJECTS_EACH);
    }
  });
});
