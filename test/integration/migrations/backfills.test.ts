/**
 * The deploy's backfills on a table of their own (so each Scan sees only this data), seeded as the data was
 * before each change: projects with feedback and approvals but no analytics digest, and accounts deactivated
 * with no `workspaceLinksOff`. After the backfill the Advanced analytics of the old projects read exactly as
 * those of the same projects whose digests the event pipeline's consumer wrote; a dry run writes nothing; an
 * interrupted run resumes; a second run writes nothing; a deactivated Owner's new link is closed.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backfillWorkspaceLinksOff } from '../../../functions/account';
import { setAccountDeactivated } from '../../../functions/account/store/account-repository';
import {
  backfillAnalyticsDigests,
  getWorkspaceAnalytics,
  refreshProjectDigest,
} from '../../../functions/analytics';
import { analyticsDigestStore } from '../../../functions/analytics/store/digest-store';
import type { DbPort } from '../../../functions/platform/db/db-port';
import { profileItem } from '../../../functions/platform/db/items';
import { ENTITY_TYPES, keys } from '../../../functions/platform/db/keys';
import {
  admitShareToken,
  createProject,
  listAllProjectsByOwner,
} from '../../../functions/projects/store/project-repository';
import { loadAggregate } from '../../../functions/projects/store/repositories';
import { createAccountWorkspace } from '../../../functions/workspaces';
import { ensureTable } from '../../../infra/local/services/dynamodb';
import { ENV } from '../../../shared/config/env-names';
import type { Profile } from '../../../shared/domain/entities';
import { assertLocalEndpoint } from '../../support/env';
import { at, newId, projectInput } from '../db/db-test-kit';

let client: DynamoDBClient;
let db: DbPort;
const clock = { now: () => new Date() };
const PAGE_READ_AT = new Date();

function account(id: string, changes: Partial<Profile> & Record<string, unknown> = {}) {
  const profile: Profile = {
    id,
    email: `${id}@example.com`,
    fullName: `Studio ${id.slice(-4)}`,
    displayName: null,
    displayUserId: id,
    profilePictureUrl: null,
    planLevel: 'pro',
    paddleCustomerId: null,
    nextBillingDate: null,
    role: 'user',
    activeProjectCount: 0,
    createdAt: at(0),
  };
  return { ...profileItem(profile), ...changes };
}

async function accountWithWorkspace(changes: Record<string, unknown> = {}): Promise<string> {
  const id = newId();
  await db.doc.send(new PutCommand({ TableName: db.tableName, Item: account(id, changes) }));
  await createAccountWorkspace(db, {
    userId: id,
    email: `${id}@example.com`,
    displayName: null,
    createdAt: at(0),
  });
  return id;
}

/** Scripted feedback: notes by named reviewers on the first version, an approval of the first video. */
const SCRIPTS = [
  { notes: [{ name: 'Dana', minutes: 60 }], approvedAfter: 600 },
  {
    notes: [
      { name: 'Dana', minutes: 30 },
      { name: 'Eli', minutes: 90 },
    ],
    approvedAfter: null,
  },
  { notes: [], approvedAfter: 120 },
  { notes: [{ name: 'Eli', minutes: 5 }], approvedAfter: null },
] as const;

async function scriptedProject(workspaceId: string, script: (typeof SCRIPTS)[number]): Promise<string> {
  const created = await createProject(db, projectInput(workspaceId, { createdAt: at(1) }));
  const projectId = created.project.id;
  const version = created.versions[0]!;
  for (const note of script.notes) {
    const id = newId();
    await db.doc.send(
      new PutCommand({
        TableName: db.tableName,
        Item: {
          ...keys.note(projectId, version.id, id),
          entity: ENTITY_TYPES.note,
          id,
          projectId,
          videoId: version.videoId,
          videoVersionId: version.id,
          body: 'Scripted note',
          status: 'pending',
          timecodeMs: 0,
          reviewerLabel: note.name,
          author: 'client',
          submitBatchId: id,
          reviewerIp: '',
          createdAt: at(1 + note.minutes),
        },
      }),
    );
  }
  if (script.approvedAfter !== null) {
    const id = newId();
    await db.doc.send(
      new PutCommand({
        TableName: db.tableName,
        Item: {
          ...keys.approval(projectId, id),
          entity: ENTITY_TYPES.approval,
          id,
          projectId,
          scope: 'video',
          scopeId: version.videoId,
          versionId: version.id,
          reviewerLabel: script.notes[0]?.name ?? 'Anonymous',
          approvedAt: at(1 + script.approvedAfter),
          createdAt: at(1 + script.approvedAfter),
        },
      }),
    );
  }
  return projectId;
}

const digestPorts = (now = clock) => ({
  projects: { loadTree: (projectId: string) => loadAggregate(db, projectId) },
  analyticsDigests: analyticsDigestStore(db),
  clock: now,
});

/** The workspace's Advanced analytics as the page gets them, with the projects' ids left out. */
async function analyticsOf(workspaceId: string): Promise<unknown> {
  const answer = await getWorkspaceAnalytics(
    {
      projects: { listAllProjects: (id) => listAllProjectsByOwner(db, id) },
      analyticsDigests: analyticsDigestStore(db),
      // One instant for both workspaces: the open projects' ages are measured from it.
      clock: { now: () => PAGE_READ_AT },
    },
    { workspaceId, plan: 'pro', period: '365' },
  );
  return JSON.parse(
    JSON.stringify(answer, (key, value: unknown) => (key === 'projectId' ? undefined : value)),
  );
}

async function digestsOf(workspaceId: string) {
  const out = await db.doc.send(
    new QueryCommand({
      TableName: db.tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.analyticsDigestPk(workspaceId) },
      ConsistentRead: true,
    }),
  );
  return out.Items ?? [];
}

let legacy: string;
let fresh: string;

beforeAll(async () => {
  client = new DynamoDBClient({
    region: 'us-east-1',
    endpoint: assertLocalEndpoint(process.env[ENV.dynamoEndpoint]),
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  db = { doc: DynamoDBDocumentClient.from(client), tableName: `backfills-${newId()}` };
  await ensureTable(client, db.tableName);
  [legacy, fresh] = [await accountWithWorkspace(), await accountWithWorkspace()];
  for (const script of SCRIPTS) {
    await scriptedProject(legacy, script);
    // The same project made since digests exist: the consumer refreshes its digest after each event.
    const projectId = await scriptedProject(fresh, script);
    await refreshProjectDigest(digestPorts(), { workspaceId: fresh, projectId });
  }
}, 60_000);

afterAll(() => client.destroy());

describe('npm run backfill:analytics-summaries', () => {
  it('seeded as before the change: the old projects have no digest, and their figures differ', async () => {
    expect(await digestsOf(legacy)).toHaveLength(0);
    expect(await analyticsOf(legacy)).not.toEqual(await analyticsOf(fresh));
  });

  it('a dry run counts what it would compute and writes nothing, not even a checkpoint', async () => {
    const report = await backfillAnalyticsDigests(db, { pageSize: 10, dryRun: true });
    expect(report).toMatchObject({ computed: SCRIPTS.length, present: SCRIPTS.length, finished: true });
    expect(await digestsOf(legacy)).toHaveLength(0);
    const checkpoint = await db.doc.send(
      new GetCommand({
        TableName: db.tableName,
        Key: { pk: 'MIGRATION#analytics-summaries', sk: 'CHECKPOINT' },
      }),
    );
    expect(checkpoint.Item).toBeUndefined();
  });

  it('interrupted after two pages, resumes where it stopped and computes each old project once', async () => {
    const partial = await backfillAnalyticsDigests(db, { pageSize: 5, maxPages: 2 });
    expect(partial).toMatchObject({ finished: false, resumed: false, pages: 2 });
    const resumed = await backfillAnalyticsDigests(db, { pageSize: 5 });
    expect(resumed).toMatchObject({
      finished: true,
      resumed: true,
      computed: SCRIPTS.length,
      present: SCRIPTS.length,
      skipped: 0,
    });
    expect(resumed.pages).toBeGreaterThan(2);
  });

  it("after the backfill the old projects' analytics equal those of fresh projects", async () => {
    expect(await digestsOf(legacy)).toHaveLength(SCRIPTS.length);
    expect(await analyticsOf(legacy)).toEqual(await analyticsOf(fresh));
  });

  it('run again, writes nothing (every digest is there, none rewritten)', async () => {
    const before = await digestsOf(legacy);
    const again = await backfillAnalyticsDigests(db, { pageSize: 5 });
    expect(again).toMatchObject({ computed: 0, present: 2 * SCRIPTS.length, resumed: false, finished: true });
    expect(await digestsOf(legacy)).toEqual(before);
  });

  it('a digest from an older read never replaces the stored one', async () => {
    const [digest] = await digestsOf(legacy);
    const earlier = { now: () => new Date(Date.parse(String(digest?.['readAt'])) - 60_000) };
    const projectId = String(digest?.['sk']).replace('PROJECT#', '');
    expect(await refreshProjectDigest(digestPorts(earlier), { workspaceId: legacy, projectId })).toBe(false);
    expect((await digestsOf(legacy))[0]).toEqual(digest);
  });
});

describe('npm run backfill:links-off', () => {
  let oldOwner: string;
  let newOwner: string;
  let noWorkspace: string;

  const opens = async (token: string) =>
    (await admitShareToken(db, token, new Date(), Date.now() + 60_000, {})) !== null;
  const linksOff = async (id: string) =>
    (
      await db.doc.send(
        new GetCommand({ TableName: db.tableName, Key: keys.profile(id), ConsistentRead: true }),
      )
    ).Item?.['workspaceLinksOff'];

  beforeAll(async () => {
    // Deactivated before the change: `deactivatedAt` only.
    oldOwner = await accountWithWorkspace({ deactivatedAt: at(5) });
    // Deactivated since: the workspace is marked already.
    newOwner = await accountWithWorkspace();
    await setAccountDeactivated(db, newOwner, at(6));
    // Deactivated, owning no workspace (nothing to mark).
    noWorkspace = newId();
    await db.doc.send(
      new PutCommand({ TableName: db.tableName, Item: account(noWorkspace, { deactivatedAt: at(7) }) }),
    );
  });

  it('before the backfill, a project created in an old deactivated Owner’s workspace gets a live link', async () => {
    const { project } = await createProject(db, projectInput(oldOwner));
    expect(await opens(project.shareToken)).toBe(true);
  });

  it('a dry run counts the workspace to mark and writes nothing', async () => {
    const report = await backfillWorkspaceLinksOff(db, { pageSize: 10, dryRun: true });
    expect(report).toMatchObject({ marked: 1, present: 1, notOwner: 1, changed: 0 });
    expect(await linksOff(oldOwner)).toBeUndefined();
  });

  it('walked in two segments, marks exactly the old workspace; its new links are closed; reactivating opens them', async () => {
    const reports = [
      await backfillWorkspaceLinksOff(db, { pageSize: 5, segment: { index: 0, total: 2 } }),
      await backfillWorkspaceLinksOff(db, { pageSize: 5, segment: { index: 1, total: 2 } }),
    ];
    const sum = (k: 'marked' | 'present' | 'notOwner' | 'changed') => reports.reduce((n, r) => n + r[k], 0);
    expect([sum('marked'), sum('present'), sum('notOwner'), sum('changed')]).toEqual([1, 1, 1, 0]);
    expect(await linksOff(oldOwner)).toBe(true);
    const { project } = await createProject(db, projectInput(oldOwner));
    expect(await opens(project.shareToken)).toBe(false);
    await setAccountDeactivated(db, oldOwner, null);
    expect(await linksOff(oldOwner)).toBeUndefined();
    await setAccountDeactivated(db, oldOwner, at(8));
  });

  it('run again, writes nothing', async () => {
    const again = await backfillWorkspaceLinksOff(db, { pageSize: 5 });
    expect(again).toMatchObject({ marked: 0, present: 2, notOwner: 1, changed: 0, finished: true });
  });
});
