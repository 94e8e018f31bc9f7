/**
 * Benchmark: a workspace of 5,000 projects (4,990 of the Owner's, 10 of an Editor's). Starts DynamoDB Local
 * in memory, seeds the projects through the store, then for each view prints the DynamoDB requests one view
 * makes (counted by an SDK middleware), the p95 and median time over N views:
 * - the dashboard (getDashboard: the workspace's projects, the links' opens, the caller's reminders);
 * - the projects list, first page (24) and the Editor's 'mine' first page;
 * - the authorization read every owner request adds (the membership, consistent GetItem).
 *
 * Run with `npm run bench -- workspace-dashboard` or `npx tsx test/bench/workspace-dashboard.bench.ts`.
 * A measurement, not a test: nothing here passes or fails on timings.
 */
import { monotonicFactory } from 'ulid';
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import type { DbPort } from '../../functions/platform/db/db-port';
import {
  getDashboard,
  listProjects,
  notificationRepository,
  profileRepository,
  projectRepository,
} from '../../functions/projects';
import { createProfileIfAbsent } from '../../functions/projects/store/profile-repository';
import { createProject } from '../../functions/projects/store/project-repository';
import { addMember, authorize, workspaceStore } from '../../functions/workspaces';
import { driveVersionInput, startBenchDb } from './bench-kit';
import { percentile } from './bench-stats';

const PROJECTS = 5_000;
const EDITOR_PROJECTS = 10;
const RUNS = 20;
const SEED_CONCURRENCY = 16;
const TABLE = 'cutroom-bench-workspace';

const ulid = monotonicFactory();
const iso = (minutes: number) => new Date(Date.UTC(2026, 0, 1) + minutes * 60_000).toISOString();

async function seedProject(db: DbPort, workspaceId: string, index: number, createdBy: string) {
  const fileId = `bench-file-${index}-${'x'.repeat(20)}`;
  await createProject(db, {
    id: ulid(),
    userId: workspaceId,
    name: `Project ${index}`,
    clientDisplayName: `Client ${index % 40}`,
    shareToken: randomBytes(16).toString('hex'),
    shareExpiresAt: iso(60 * 24 * 400 + index),
    createdAt: iso(index),
    videos: [
      {
        id: ulid(),
        title: 'Cut 1',
        fileId,
        version: driveVersionInput(fileId, 'cut.mp4', 1_000_000),
      },
    ],
    activeProjectCap: null,
    ...(createdBy === workspaceId ? {} : { createdBy }),
  });
}

async function seed(db: DbPort) {
  const owner = ulid();
  const editor = ulid();
  for (const id of [owner, editor]) {
    await createProfileIfAbsent(db, { id, email: `${id}@bench.test`, fullName: 'Bench', createdAt: iso(0) });
  }
  await addMember(db, {
    workspaceId: owner,
    userId: editor,
    role: 'editor',
    email: `${editor}@bench.test`,
    displayName: 'Bench Editor',
    joinedAt: iso(0),
  });
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < PROJECTS; i = next++) {
      await seedProject(db, owner, i, i % (PROJECTS / EDITOR_PROJECTS) === 0 ? editor : owner);
    }
  };
  await Promise.all(Array.from({ length: SEED_CONCURRENCY }, worker));
  return { owner, editor };
}

export async function run(): Promise<void> {
  const bench = await startBenchDb(TABLE);
  const { db } = bench;
  try {
    const seedStart = performance.now();
    const { owner, editor } = await seed(db);
    console.log(
      `seeded a workspace of ${PROJECTS} projects (${EDITOR_PROJECTS} by an Editor) in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
    );
    const clock = { now: () => new Date(Date.UTC(2026, 3, 1)) };
    const ports = {
      projects: projectRepository(db),
      profiles: profileRepository(db),
      notifications: notificationRepository(db, clock),
      clock,
      workspaces: workspaceStore(db),
    };
    const views: Record<string, () => Promise<unknown>> = {
      'authorization (membership read)': () =>
        authorize(ports, { userId: editor, action: 'viewProjects', workspaceId: owner }),
      dashboard: () => getDashboard(ports, { caller: { userId: owner } }),
      'projects list, first page': () => listProjects(ports, { userId: owner, filter: 'all', limit: 24 }),
      "projects list, the Editor's 'mine' first page": () =>
        listProjects(ports, { userId: owner, filter: 'all', limit: 24, createdBy: editor }),
    };
    for (const [name, view] of Object.entries(views)) {
      await view(); // warm-up
      const times: number[] = [];
      let perView = 0;
      for (let i = 0; i < RUNS; i++) {
        bench.resetRequests();
        const start = performance.now();
        await view();
        times.push(performance.now() - start);
        perView = bench.requests();
      }
      console.log(
        `${name}: ${perView} DynamoDB requests per view; p95 ${percentile(times, 95).toFixed(1)} ms, median ${percentile(times, 50).toFixed(1)} ms over ${RUNS} views`,
      );
    }
  } finally {
    await bench.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await run();
}
