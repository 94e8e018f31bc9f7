import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError, ValidationError } from '../../../shared/errors/app-error';
import { COMMON_MESSAGES } from '../../../shared/messages/common-messages';
import { getProfile } from '../../../functions/projects/store/profile-repository';
import {
  archiveProject,
  createProject,
  extendShareLink,
  getOwnedProject,
  getProject,
  getProjectByShareToken,
  getProjectIdByShareToken,
  getProjectWhole,
  listAllProjectsByOwner,
  listProjectsByOwner,
  regenerateShareToken,
  renameProject,
  restoreProject,
  updateProjectStatus,
} from '../../../functions/projects/store/project-repository';
import { queryAllPages } from '../../../functions/platform/db/query-pages';
import { at, newId, newOwner as newOwnerIn, newToken, newVideos, projectInput, testDb } from './db-test-kit';

const db = testDb();
afterAll(() => db.destroy());

function newOwner() {
  return newOwnerIn(db, 'Ed Itor');
}

async function newProject(
  ownerId: string,
  options: { videos?: number; createdAt?: string; cap?: number | null } = {},
) {
  return createProject(
    db,
    projectInput(ownerId, {
      shareExpiresAt: at(7 * 24 * 60),
      createdAt: options.createdAt ?? at(1),
      videos: newVideos(options.videos ?? 2),
      activeProjectCap: options.cap === undefined ? null : options.cap,
    }),
  );
}

async function countPartition(pk: string): Promise<number> {
  const out = await db.doc.send(
    new QueryCommand({
      TableName: db.tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk },
      Select: 'COUNT',
    }),
  );
  return out.Count ?? 0;
}

describe('createProject', () => {
  it('stores the project, videos, versions and share token in one transaction and takes a slot', async () => {
    const owner = await newOwner();
    const created = await newProject(owner, { videos: 3, cap: 3 });
    expect(created.project).toMatchObject({ status: 'active', videoCount: 3, revision: 0, userId: owner });
    const whole = await getProjectWhole(db, created.project.id, { ownerId: owner });
    expect(whole.project).toEqual(created.project);
    expect(whole.videos.map((v) => v.orderIndex)).toEqual([1, 2, 3]);
    expect(whole.videos.every((v) => v.status === 'processing')).toBe(true);
    expect(whole.versions).toHaveLength(3);
    expect(whole.versions.every((v) => v.versionNumber === 1 && v.status === 'processing')).toBe(true);
    expect((await getProfile(db, owner))?.activeProjectCount).toBe(1);
    expect((await getProjectByShareToken(db, created.project.shareToken))?.id).toBe(created.project.id);
  });

  it('refuses past the plan cap with PLAN_LIMIT and leaves no partial item', async () => {
    const owner = await newOwner();
    await newProject(owner, { cap: 1 });
    const id = newId();
    const token = newToken();
    const attempt = createProject(
      db,
      projectInput(owner, { id, name: 'Too many', shareToken: token, createdAt: at(2), activeProjectCap: 1 }),
    );
    await expect(attempt).rejects.toMatchObject({ code: 'PLAN_LIMIT', status: 409 });
    expect(await countPartition(`PROJECT#${id}`)).toBe(0);
    expect(await countPartition(`SHARE#${token}`)).toBe(0);
    expect((await getProfile(db, owner))?.activeProjectCount).toBe(1);
  });

  it('a colliding share token fails the whole transaction (no partial project, counter unchanged)', async () => {
    const owner = await newOwner();
    const first = await newProject(owner);
    const id = newId();
    const attempt = createProject(
      db,
      projectInput(owner, {
        id,
        name: 'Clash',
        shareToken: first.project.shareToken,
        createdAt: at(2),
        videos: newVideos(1),
      }),
    );
    await expect(attempt).rejects.toBeInstanceOf(ConflictError);
    expect(await countPartition(`PROJECT#${id}`)).toBe(0);
    expect((await getProfile(db, owner))?.activeProjectCount).toBe(1);
  });

  it('a missing profile is a 404 and nothing is stored', async () => {
    const id = newId();
    const attempt = createProject(
      db,
      projectInput(newId(), {
        id,
        name: 'Orphan',
        createdAt: at(2),
        videos: newVideos(1),
        activeProjectCap: 3,
      }),
    );
    await expect(attempt).rejects.toBeInstanceOf(NotFoundError);
    expect(await countPartition(`PROJECT#${id}`)).toBe(0);
  });

  it('the plan cap holds when 20 creations race for the last free slot', async () => {
    const owner = await newOwner();
    await newProject(owner, { cap: 3 });
    await newProject(owner, { cap: 3 });
    const ids = Array.from({ length: 20 }, () => newId());
    const results = await Promise.allSettled(
      ids.map((id) =>
        createProject(
          db,
          projectInput(owner, {
            id,
            name: 'Race',
            createdAt: at(3),
            videos: newVideos(1),
            activeProjectCap: 3,
          }),
        ),
      ),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    for (const r of lost) expect(r.reason).toMatchObject({ code: 'PLAN_LIMIT' });
    expect((await getProfile(db, owner))?.activeProjectCount).toBe(3);
    const stored = await Promise.all(ids.map((id) => getProject(db, id)));
    expect(stored.filter(Boolean)).toHaveLength(1);
  });

  it('more than 48 videos spill into follow-up transactions and all arrive in order', async () => {
    const owner = await newOwner();
    const created = await newProject(owner, { videos: 60 });
    const whole = await getProjectWhole(db, created.project.id);
    expect(whole.videos.map((v) => v.orderIndex)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect(whole.versions).toHaveLength(60);
  });
});

describe('reads', () => {
  it("another user's project is a 404, like a missing one", async () => {
    const owner = await newOwner();
    const other = await newOwner();
    const { project } = await newProject(owner);
    await expect(getOwnedProject(db, project.id, other)).rejects.toBeInstanceOf(NotFoundError);
    await expect(getProjectWhole(db, project.id, { ownerId: other })).rejects.toBeInstanceOf(NotFoundError);
    await expect(getProjectWhole(db, newId())).rejects.toBeInstanceOf(NotFoundError);
    expect(await getProject(db, newId())).toBeNull();
  });

  it('follows continuation pages to the end of the partition', async () => {
    const owner = await newOwner();
    const { project } = await newProject(owner, { videos: 5 });
    // Limit 3 forces pages on an 11-item partition (META + 5 videos + 5 versions)
    const items = await queryAllPages(db, {
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': `PROJECT#${project.id}` },
      Limit: 3,
    });
    expect(items).toHaveLength(11);
    expect(new Set(items.map((i) => i['sk'])).size).toBe(11);
  });

  it('unknown or malformed share tokens miss', async () => {
    expect(await getProjectByShareToken(db, newToken())).toBeNull();
    expect(await getProjectByShareToken(db, 'not-a-token')).toBeNull();
  });

  it('lists the owner projects newest first, per filter, with opaque cursors', async () => {
    const owner = await newOwner();
    const created = [];
    for (let i = 0; i < 5; i++) created.push((await newProject(owner, { createdAt: at(10 + i) })).project);
    const newestFirst = [...created].reverse().map((p) => p.id);

    const first = await listProjectsByOwner(db, { userId: owner, filter: 'all', limit: 2 });
    expect(first.items.map((p) => p.id)).toEqual(newestFirst.slice(0, 2));
    expect(first.nextCursor).toMatch(/^[A-Za-z0-9_-]+$/);
    const second = await listProjectsByOwner(db, {
      userId: owner,
      filter: 'all',
      limit: 2,
      cursor: first.nextCursor,
    });
    expect(second.items.map((p) => p.id)).toEqual(newestFirst.slice(2, 4));
    const third = await listProjectsByOwner(db, {
      userId: owner,
      filter: 'all',
      limit: 2,
      cursor: second.nextCursor,
    });
    expect(third.items.map((p) => p.id)).toEqual(newestFirst.slice(4));
    expect(third.nextCursor).toBeNull();

    // an exactly full last page hands out no cursor to an empty page
    const exact = await listProjectsByOwner(db, { userId: owner, filter: 'all', limit: 5 });
    expect(exact.items).toHaveLength(5);
    expect(exact.nextCursor).toBeNull();

    const target = created[1]!;
    await updateProjectStatus(db, target, 'pending', at(30));
    await archiveProject(db, { projectId: created[0]!.id, ownerId: owner, now: at(31) });

    const all = await listProjectsByOwner(db, { userId: owner, filter: 'all' });
    expect(all.items.map((p) => p.id)).toEqual(newestFirst.slice(0, 4));
    const pending = await listProjectsByOwner(db, { userId: owner, filter: 'pending' });
    expect(pending.items.map((p) => p.id)).toEqual([target.id]);
    const active = await listProjectsByOwner(db, { userId: owner, filter: 'active' });
    expect(active.items).toHaveLength(3);
    const archived = await listProjectsByOwner(db, { userId: owner, filter: 'archived' });
    expect(archived.items.map((p) => p.id)).toEqual([created[0]!.id]);
    expect(await listAllProjectsByOwner(db, owner)).toHaveLength(5);
  });

  it("refuses a cursor from another user's list or a forged one", async () => {
    const owner = await newOwner();
    const other = await newOwner();
    await newProject(owner, { createdAt: at(1) });
    await newProject(owner, { createdAt: at(2) });
    const page = await listProjectsByOwner(db, { userId: owner, filter: 'all', limit: 1 });
    expect(page.nextCursor).not.toBeNull();
    await expect(
      listProjectsByOwner(db, { userId: other, filter: 'all', cursor: page.nextCursor }),
    ).rejects.toBeInstanceOf(ValidationError);
    await expect(
      listProjectsByOwner(db, { userId: owner, filter: 'archived', cursor: page.nextCursor }),
    ).rejects.toBeInstanceOf(ValidationError);
    await expect(
      listProjectsByOwner(db, { userId: owner, filter: 'all', cursor: 'bm9wZQ' }),
    ).rejects.toBeInstanceOf(ValidationError);
  });
});

describe('project updates', () => {
  it('rename uses optimistic concurrency on revision', async () => {
    const owner = await newOwner();
    const { project } = await newProject(owner);
    const renamed = await renameProject(db, {
      projectId: project.id,
      ownerId: owner,
      name: 'New name',
      expectedRevision: 0,
    });
    expect(renamed).toMatchObject({ name: 'New name', revision: 1 });
    await expect(
      renameProject(db, { projectId: project.id, ownerId: owner, name: 'Stale tab', expectedRevision: 0 }),
    ).rejects.toMatchObject({ code: 'CONFLICT', status: 409 });
    await expect(
      renameProject(db, {
        projectId: project.id,
        ownerId: await newOwner(),
        name: 'Thief',
        expectedRevision: 1,
      }),
    ).rejects.toBeInstanceOf(NotFoundError);
    expect((await getProject(db, project.id))?.name).toBe('New name');
    const lastWriter = await renameProject(db, {
      projectId: project.id,
      ownerId: owner,
      name: 'Any tab',
      clientDisplayName: 'Beta',
    });
    expect(lastWriter).toMatchObject({ name: 'Any tab', clientDisplayName: 'Beta', revision: 2 });
  });

  it('archive gives the slot back, refuses every later mutation with ARCHIVED, restore takes it again under the cap', async () => {
    const owner = await newOwner();
    const { project } = await newProject(owner, { cap: 1 });
    const archived = await archiveProject(db, { projectId: project.id, ownerId: owner, now: at(50) });
    expect(archived).toMatchObject({ status: 'archived', archivedAt: at(50), lastStatusChangeAt: at(50) });
    expect((await getProfile(db, owner))?.activeProjectCount).toBe(0);

    const archivedRefusal = { code: 'ARCHIVED', message: COMMON_MESSAGES.archivedProject };
    await expect(
      archiveProject(db, { projectId: project.id, ownerId: owner, now: at(51) }),
    ).rejects.toMatchObject(archivedRefusal);
    await expect(
      renameProject(db, {
        projectId: project.id,
        ownerId: owner,
        name: 'x',
        expectedRevision: archived.revision,
      }),
    ).rejects.toMatchObject(archivedRefusal);
    await expect(
      extendShareLink(db, { projectId: project.id, ownerId: owner, shareExpiresAt: at(99) }),
    ).rejects.toMatchObject(archivedRefusal);
    await expect(
      regenerateShareToken(db, {
        projectId: project.id,
        ownerId: owner,
        newToken: newToken(),
        shareExpiresAt: null,
        now: at(52),
      }),
    ).rejects.toMatchObject(archivedRefusal);

    // another project takes the only slot; restoring is then past the cap
    const second = await newProject(owner, { cap: 1 });
    await expect(
      restoreProject(db, {
        projectId: project.id,
        ownerId: owner,
        status: 'active',
        now: at(60),
        activeProjectCap: 1,
      }),
    ).rejects.toMatchObject({ code: 'PLAN_LIMIT' });
    await archiveProject(db, { projectId: second.project.id, ownerId: owner, now: at(61) });
    const restored = await restoreProject(db, {
      projectId: project.id,
      ownerId: owner,
      status: 'active',
      now: at(62),
      activeProjectCap: 1,
    });
    expect(restored).toMatchObject({ status: 'active', archivedAt: null });
    expect((await getProfile(db, owner))?.activeProjectCount).toBe(1);
  });

  it('regenerating the token makes the old token miss', async () => {
    const owner = await newOwner();
    const { project } = await newProject(owner);
    const token = newToken();
    const updated = await regenerateShareToken(db, {
      projectId: project.id,
      ownerId: owner,
      newToken: token,
      shareExpiresAt: at(500),
      now: at(5),
    });
    expect(updated).toMatchObject({ shareToken: token, shareExpiresAt: at(500) });
    expect(await getProjectByShareToken(db, project.shareToken)).toBeNull();
    expect(await getProjectIdByShareToken(db, project.shareToken)).toBeNull();
    expect((await getProjectByShareToken(db, token))?.id).toBe(project.id);
    expect(await getProjectIdByShareToken(db, token)).toBe(project.id);
    const oldItem = await db.doc.send(
      new GetCommand({ TableName: db.tableName, Key: { pk: `SHARE#${project.shareToken}`, sk: 'SHARE' } }),
    );
    expect(oldItem.Item).toBeUndefined();
  });

  it('extends the link', async () => {
    const owner = await newOwner();
    const { project } = await newProject(owner);
    expect(
      (await extendShareLink(db, { projectId: project.id, ownerId: owner, shareExpiresAt: at(9999) }))
        .shareExpiresAt,
    ).toBe(at(9999));
  });

  it('updates the status only if it differs, conditioned on the status it was derived from', async () => {
    const owner = await newOwner();
    const { project } = await newProject(owner);
    expect(await updateProjectStatus(db, project, 'active', at(5))).toBeNull();
    const pending = await updateProjectStatus(db, project, 'pending', at(6));
    expect(pending).toMatchObject({ status: 'pending', lastStatusChangeAt: at(6) });
    // a second writer that derived from the stale 'active' loses
    await expect(updateProjectStatus(db, project, 'approved', at(7))).rejects.toBeInstanceOf(ConflictError);
  });
});
