/**
 * Benchmark: load a large project page with getProjectWhole (ONE Query on `PROJECT#<pid>` plus its
 * continuation pages). Starts DynamoDB Local in memory (the local system's launcher), seeds a project of
 * 50 videos × 3 versions × 20 notes per version through the repositories, then prints the median time of
 * N loads and the number of DynamoDB requests one load makes (counted by an SDK middleware).
 *
 * Run with `npm run bench` (all benchmarks) or `npx tsx test/bench/project-load.bench.ts`.
 * A measurement, not a test: nothing here passes or fails on timings.
 */
import { monotonicFactory } from 'ulid';
import { pathToFileURL } from 'node:url';
import type { Note } from '../../shared/domain/entities';
import type { DbPort } from '../../functions/platform/db/db-port';
import { submitNoteBatch } from '../../functions/projects/store/note-repository';
import { queryAllPages } from '../../functions/platform/db/query-pages';
import { createProfileIfAbsent } from '../../functions/projects/store/profile-repository';
import {
  createProject,
  getProjectWhole,
  newVersion,
} from '../../functions/projects/store/project-repository';
import { addVersion } from '../../functions/projects/store/video-repository';
import { driveVersionInput, startBenchDb } from './bench-kit';

const VIDEOS = 50;
const VERSIONS_PER_VIDEO = 3;
const NOTES_PER_VERSION = 20;
const RUNS = 9;
const TABLE = 'cutroom-bench';

const ulid = monotonicFactory();
const iso = (minutes: number) => new Date(Date.UTC(2026, 10, 1) + minutes * 60_000).toISOString();

const versionInput = (videoIndex: number, n: number) =>
  driveVersionInput(
    `bench-file-${videoIndex}-${n}-${'x'.repeat(20)}`,
    `video-${videoIndex}-v${n}.mp4`,
    50_000_000,
  );

async function seed(db: DbPort): Promise<string> {
  const userId = ulid();
  await createProfileIfAbsent(db, {
    id: userId,
    email: 'bench@example.com',
    fullName: 'Bench',
    createdAt: iso(0),
  });
  const { project, videos } = await createProject(db, {
    id: ulid(),
    userId,
    name: 'Benchmark project',
    clientDisplayName: 'Bench client',
    shareToken: 'b'.repeat(32),
    shareExpiresAt: iso(10_000),
    createdAt: iso(1),
    videos: Array.from({ length: VIDEOS }, (_, i) => ({
      id: ulid(),
      title: `Video ${i + 1}`,
      fileId: `bench-file-${i}`,
      version: versionInput(i, 1),
    })),
    activeProjectCap: null,
  });
  for (const [i, video] of videos.entries()) {
    const versionIds = [video.currentVersionId as string];
    for (let n = 2; n <= VERSIONS_PER_VIDEO; n++) {
      const { version } = await addVersion(db, {
        projectId: project.id,
        videoId: video.id,
        version: newVersion(project.id, video.id, 1, versionInput(i, n), iso(n)),
        now: iso(n),
      });
      versionIds.push(version.id);
    }
    const batchId = ulid();
    const notes: Note[] = versionIds.flatMap((versionId) =>
      Array.from({ length: NOTES_PER_VERSION }, (_, k) => ({
        id: ulid(),
        projectId: project.id,
        videoId: video.id,
        videoVersionId: versionId,
        body: `Reviewer note ${k + 1}: tighten the cut around this moment and lift the shadows a little.`,
        status: 'pending' as const,
        timecodeMs: k * 1500,
        reviewerLabel: 'Client',
        submitBatchId: batchId,
        reviewerIp: '203.0.113.0',
        createdAt: iso(100 + k),
      })),
    );
    await submitNoteBatch(db, { projectId: project.id, batchId, notes, now: iso(100) });
  }
  return project.id;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

export async function run(): Promise<void> {
  const bench = await startBenchDb(TABLE);
  const { db, requests } = bench;
  try {
    const seedStart = performance.now();
    const projectId = await seed(db);
    console.log(
      `seeded ${VIDEOS} videos × ${VERSIONS_PER_VIDEO} versions × ${NOTES_PER_VERSION} notes in ${((performance.now() - seedStart) / 1000).toFixed(1)} s (${requests()} requests)`,
    );
    await getProjectWhole(db, projectId); // warm-up (JIT, connection)
    const times: number[] = [];
    const counts: number[] = [];
    let shape = '';
    for (let i = 0; i < RUNS; i++) {
      bench.resetRequests();
      const start = performance.now();
      const whole = await getProjectWhole(db, projectId);
      times.push(performance.now() - start);
      counts.push(requests());
      shape = `${whole.videos.length} videos, ${whole.versions.length} versions, ${whole.notes.length} notes, ${whole.approvals.length} approvals`;
    }
    // The same Query without mapping: how much of the load is DynamoDB (Local) and how much zod + sorting.
    const rawTimes: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      await queryAllPages(db, {
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `PROJECT#${projectId}` },
        ConsistentRead: true,
      });
      rawTimes.push(performance.now() - start);
    }
    console.log(`getProjectWhole: ${shape}`);
    console.log(`raw Query + pages without mapping: median ${median(rawTimes).toFixed(1)} ms`);
    console.log(
      `getProjectWhole: median ${median(times).toFixed(1)} ms over ${RUNS} runs (min ${Math.min(...times).toFixed(1)}, max ${Math.max(...times).toFixed(1)}); DynamoDB requests per load: ${median(counts)} (1 Query + continuation pages)`,
    );
  } finally {
    await bench.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await run();
}
