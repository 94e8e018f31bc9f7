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
import { at, newOwner, projectInput, testDb } from './db-test-kit';

const db = testDb();
afterAll(() => db.destroy());

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
    let requests = 0;
    db.doc.middlewareStack.add(
      (next) => async (args) => {
        requests += 1;
        return next(args);
      },
      { step: 'build', name: 'countDashboardRequests' },
    );
    const clock = { now: () => new Date(at(60 * 24 * 2)) };
    const ports = {
      projects: projectRepository(db),
      profiles: profileRepository(db),
      notifications: notificationRepository(db, clock),
      clock,
    };
    await getDashboard(ports, { caller: { userId: owner } }); // the one-time backfill
    requests = 0;
    const view = await getDashboard(ports, { caller: { userId: owner } });
    db.doc.middlewareStack.remove('countDashboardRequests');
    expect(view.counts.total).toBe(total);
    expect(requests).toBeLessThanOrEqual(7);
  }, 240_000);
});
