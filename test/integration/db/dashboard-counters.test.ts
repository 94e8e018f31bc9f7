/**
 * The dashboard's counters against DynamoDB Local: after a sequence of project writes (including a retried
 * one that is refused), they equal a full recount; and the dashboard of a workspace larger than one page
 * makes a bounded number of requests.
 */
import { afterAll, describe, expect, it } from 'vitest';
import {
  backfillDashboardCounts,
  getDashboardCounts,
  recountDashboard,
} from '../../../functions/projects/store/dashboard-counts';
import {
  archiveProject,
  createProject,
  listAllProjectsByOwner,
  restoreProject,
  updateProjectStatus,
} from '../../../functions/projects/store/project-repository';
import {
  getDashboard,
  notificationRepository,
  profileRepository,
  projectRepository,
} from '../../../functions/projects';
import { at, newId, newOwner, projectInput, testDb } from './db-test-kit';

const db = testDb();
afterAll(() => db.destroy());

/** What `run` answers and the DynamoDB requests it made. */
async function counted<T>(run: () => Promise<T>): Promise<{ value: T; requests: number }> {
  let requests = 0;
  db.doc.middlewareStack.add(
    (next) => async (args) => {
      requests += 1;
      return next(args);
    },
    { step: 'build', name: 'countRequests' },
  );
  try {
    return { value: await run(), requests };
  } finally {
    db.doc.middlewareStack.remove('countRequests');
  }
}

function dashboardPorts() {
  const clock = { now: () => new Date(at(60 * 24 * 2)) };
  return {
    projects: projectRepository(db),
    profiles: profileRepository(db),
    notifications: notificationRepository(db, clock),
    clock,
  };
}

describe('dashboard counters', () => {
  it('equal a full recount after creates, status changes, archive, restore and a retried write', async () => {
    const owner = await newOwner(db);
    const created = [];
    for (let i = 0; i < 4; i++)
      created.push((await createProject(db, projectInput(owner, { createdAt: at(i) }))).project);
    const [a, b, c] = created as [(typeof created)[0], (typeof created)[0], (typeof created)[0]];
    const approved = await updateProjectStatus(db, a, 'approved', at(60 * 24 * 3));
    const pendingB = await updateProjectStatus(db, b, 'pending', at(20));
    // The same change retried with the status it read: refused whole (409), so counted once.
    await expect(updateProjectStatus(db, b, 'pending', at(21))).rejects.toMatchObject({ status: 409 });
    await archiveProject(db, { projectId: c.id, ownerId: owner, now: at(30) });
    await expect(archiveProject(db, { projectId: c.id, ownerId: owner, now: at(31) })).rejects.toThrow();
    await archiveProject(db, { projectId: approved!.id, ownerId: owner, now: at(40) });
    await restoreProject(db, {
      projectId: c.id,
      ownerId: owner,
      status: 'active',
      now: at(50),
      activeProjectCap: null,
    });
    // Backfill once (the workspace's writes were counted from its first project: the item lacks only 'complete').
    await backfillDashboardCounts(db, owner, (id) => listAllProjectsByOwner(db, id));
    expect(await backfillDashboardCounts(db, owner, (id) => listAllProjectsByOwner(db, id))).toBe(false);
    const approvedAgain = await updateProjectStatus(db, pendingB!, 'approved', at(60 * 24 * 5));
    expect(approvedAgain?.status).toBe('approved');
    const counts = await getDashboardCounts(db, owner);
    expect(counts).toEqual(recountDashboard(await listAllProjectsByOwner(db, owner)));
    expect(counts?.byStatus).toEqual({ active: 2, pending: 0, approved: 1, archived: 1 });
  });

  it('the dashboard of a workspace past one page makes at most 7 DynamoDB requests', async () => {
    const owner = await newOwner(db);
    // Past 6 pages of link opens: the full recount would make at least 9 requests here.
    const total = 650;
    // One after another: concurrent creates of one workspace contend for its counters item and retry.
    for (let i = 0; i < total; i += 1) await createProject(db, projectInput(owner, { createdAt: at(i) }));
    const ports = dashboardPorts();
    await getDashboard(ports, { caller: { userId: owner } }); // the one-time backfill
    const { value: view, requests } = await counted(() => getDashboard(ports, { caller: { userId: owner } }));
    expect(view.counts.total).toBe(total);
    expect(requests).toBeLessThanOrEqual(7);
  }, 240_000);

  it('the dashboard’s ‘mine’ counts a member’s projects exactly past 100 live, kept by the same writes', async () => {
    const owner = await newOwner(db);
    const ben = `member-${newId()}`;
    const ports = dashboardPorts();
    const mine = () => getDashboard(ports, { caller: { userId: ben, workspaceId: owner }, createdBy: ben });
    // The Owner's own projects are not Ben's.
    for (let i = 0; i < 3; i += 1) await createProject(db, projectInput(owner, { createdAt: at(i) }));
    const bens = [];
    for (let i = 0; i < 110; i += 1)
      bens.push(
        (await createProject(db, projectInput(owner, { createdAt: at(10 + i), createdBy: ben }))).project,
      );
    // The oldest two: past the newest 100 live that one page reads.
    await updateProjectStatus(db, bens[0]!, 'approved', at(60 * 24));
    await archiveProject(db, { projectId: bens[1]!.id, ownerId: owner, now: at(200) });
    const first = await mine(); // the member's one-time backfill (a recount)
    expect(first.counts).toEqual({ total: 109, active: 108, pending: 0, approved: 1, archived: 1 });

    // Kept by the writes from then on, past the newest 100 too.
    for (let i = 0; i < 5; i += 1)
      bens.push(
        (await createProject(db, projectInput(owner, { createdAt: at(300 + i), createdBy: ben }))).project,
      );
    await updateProjectStatus(db, bens[2]!, 'pending', at(400));
    await archiveProject(db, { projectId: bens[3]!.id, ownerId: owner, now: at(410) });
    await restoreProject(db, {
      projectId: bens[1]!.id,
      ownerId: owner,
      status: 'active',
      now: at(420),
      activeProjectCap: null,
    });
    const benCreated = (await listAllProjectsByOwner(db, owner)).filter((p) => p.createdBy === ben);
    expect(await getDashboardCounts(db, owner, ben)).toEqual(recountDashboard(benCreated));
    const { value: view, requests } = await counted(mine);
    expect(view.counts).toEqual({ total: 114, active: 112, pending: 1, approved: 1, archived: 1 });
    expect(view.pie.find((slice) => slice.status === 'approved')?.value).toBe(1);
    expect(view.insights.avgDaysToApproval).toBe(1);
    // The plan usage stays the workspace's (3 of the Owner's + Ben's 114 live).
    expect(view.planUsage.used).toBe(117);
    expect(requests).toBeLessThanOrEqual(7);
    // The workspace's own counters still count everyone's.
    expect((await getDashboard(ports, { caller: { userId: owner } })).counts.active).toBe(115);
  }, 240_000);
});
