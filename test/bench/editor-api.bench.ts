/**
 * Benchmark: the editor API's three heaviest reads for an editor with 100 projects — get-project (a project
 * of 12 videos × 2 versions with client notes), list-projects (first page of 24) and the dashboard (every
 * project, plan, reminders) — measured over HTTP with autocannon against the local system (in memory, free
 * ports, 127.0.0.1 only, workers off). Prints p50/p95 latency per route.
 *
 * The rate is held under the per-user limit (EDITOR_RATE_LIMIT) so every answer is a 200 and what is
 * measured is the route, not the throttle; each route gets a bounded number of requests.
 *
 * Run with `npm run bench -- editor-api` or `npx tsx test/bench/editor-api.bench.ts`. A measurement, not a
 * test: nothing here passes or fails on timings.
 */
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { monotonicFactory } from 'ulid';
import { EDITOR_RATE_LIMIT } from '../../functions/platform/http/rate-limit';
import { documentClient } from '../../functions/platform/aws/clients';
import type { DbPort } from '../../functions/platform/db/db-port';
import { submitNoteBatch } from '../../functions/projects/store/note-repository';
import { createProfileIfAbsent, setPlan } from '../../functions/projects/store/profile-repository';
import { createProject, newVersion } from '../../functions/projects/store/project-repository';
import { addVersion } from '../../functions/projects/store/video-repository';
import { ensureConfirmedUser } from '../../infra/local/seed/confirmed-user';
import { LOCAL_AWS } from '../../infra/local/services/dynamodb';
import { buildPath } from '../../shared/api/endpoint';
import { getDashboard } from '../../shared/api/endpoints/dashboard';
import { getProject, listProjects } from '../../shared/api/endpoints/projects';
import type { Note } from '../../shared/domain/entities';
import { driveVersionInput, startBenchSystem } from './bench-kit';
import { percentile } from './bench-stats';

const PROJECTS = 100;
const BIG_PROJECT_VIDEOS = 12;
const NOTES_PER_VIDEO = 5;
/** Requests per route (bounded), and the rate: below the bucket's refill so nothing is throttled. */
const REQUESTS = 240;
const RATE_PER_SECOND = Math.floor(EDITOR_RATE_LIMIT.refillPerSecond * 0.8);
const CONNECTIONS = 4;

const ulid = monotonicFactory();

const versionInput = (label: string) =>
  driveVersionInput(`bench${label}`.padEnd(28, 'x'), `${label}.mp4`, 25_000_000);

/** 100 projects through the repositories (as the API would store them); returns the big project's id. */
async function seed(db: DbPort, userId: string, email: string): Promise<string> {
  await createProfileIfAbsent(db, {
    id: userId,
    email,
    fullName: 'Bench Editor',
    createdAt: new Date().toISOString(),
  });
  await setPlan(db, userId, { planLevel: 'pro' });
  const start = Date.now() - 40 * 24 * 60 * 60 * 1000;
  let bigProjectId = '';
  for (let p = 0; p < PROJECTS; p++) {
    const big = p === PROJECTS - 1;
    const createdAt = new Date(start + p * 9 * 60 * 60 * 1000).toISOString();
    const videoCount = big ? BIG_PROJECT_VIDEOS : 3;
    const { project, videos } = await createProject(db, {
      id: ulid(),
      userId,
      name: `Bench project ${p + 1}`,
      clientDisplayName: 'Bench client',
      shareToken: randomUUID().replace(/-/g, ''),
      shareExpiresAt: new Date(Date.parse(createdAt) + 7 * 24 * 60 * 60 * 1000).toISOString(),
      createdAt,
      activeProjectCap: null,
      videos: Array.from({ length: videoCount }, (_, v) => ({
        id: ulid(),
        title: `Video ${v + 1}`,
        fileId: `benchfile${p}-${v}`.padEnd(28, 'x'),
        version: versionInput(`p${p}v${v}n1`),
      })),
    });
    if (!big) continue;
    bigProjectId = project.id;
    const now = new Date().toISOString();
    for (const [v, video] of videos.entries()) {
      const { version } = await addVersion(db, {
        projectId: project.id,
        videoId: video.id,
        version: newVersion(project.id, video.id, 1, versionInput(`p${p}v${v}n2`), now),
        now,
      });
      const notes: Note[] = Array.from({ length: NOTES_PER_VIDEO }, (_, n) => ({
        id: ulid(),
        projectId: project.id,
        videoId: video.id,
        videoVersionId: version.id,
        body: `Note ${n + 1} on video ${v + 1}`,
        status: 'pending',
        timecodeMs: n * 1000,
        reviewerLabel: 'Bench client',
        submitBatchId: `batch-${v}`,
        reviewerIp: '127.0.0.0',
        createdAt: now,
      }));
      await submitNoteBatch(db, {
        projectId: project.id,
        batchId: ulid(),
        notes,
        needsChangesVideoIds: [video.id],
        now,
      });
    }
  }
  return bigProjectId;
}

interface RouteFigures {
  route: string;
  requests: number;
  non2xx: number;
  p50: number;
  p95: number;
  max: number;
}

async function measure(route: string, url: string, authorization: string): Promise<RouteFigures> {
  const latencies: number[] = [];
  let non2xx = 0;
  await new Promise<void>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        headers: { authorization },
        connections: CONNECTIONS,
        amount: REQUESTS,
        overallRate: RATE_PER_SECOND,
        timeout: 30,
      },
      (error) => (error ? reject(error) : resolve()),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (statusCode < 200 || statusCode >= 300) non2xx += 1;
    });
  });
  latencies.sort((a, b) => a - b);
  return {
    route,
    requests: latencies.length,
    non2xx,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    max: latencies.at(-1) ?? Number.NaN,
  };
}

export async function run(): Promise<void> {
  const system = await startBenchSystem();
  try {
    const app = new URL(system.urls.app);
    if (app.hostname !== '127.0.0.1' && app.hostname !== 'localhost')
      throw new Error(`Refusing a non-loopback target: ${system.urls.app}`);
    const cognito = new CognitoIdentityProviderClient({ ...LOCAL_AWS, endpoint: system.urls.cognito });
    const email = `bench-${randomUUID()}@test.cutroom.local`;
    const password = 'Bench-password-1';
    const { userId } = await ensureConfirmedUser(cognito, {
      userPoolId: system.userPoolId,
      clientId: system.clientId,
      email,
      password,
      fullName: 'Bench Editor',
    });
    const auth = await cognito.send(
      new InitiateAuthCommand({
        ClientId: system.clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    const idToken = auth.AuthenticationResult?.IdToken;
    if (!idToken) throw new Error('The local user pool returned no ID token');

    const db: DbPort = { doc: documentClient(), tableName: system.tableName };
    const seeded = Date.now();
    const bigProjectId = await seed(db, userId, email);
    console.log(
      `seeded ${PROJECTS} projects (one of ${BIG_PROJECT_VIDEOS} videos × 2 versions × ${NOTES_PER_VIDEO} notes) in ${((Date.now() - seeded) / 1000).toFixed(1)} s`,
    );

    const authorization = `Bearer ${idToken}`;
    const routes = [
      { route: 'getProject', path: buildPath(getProject.path, { projectId: bigProjectId }) },
      { route: 'listProjects', path: `${listProjects.path}?filter=all&limit=24` },
      { route: 'getDashboard', path: getDashboard.path },
    ];
    // Warm up (handler import, JWKS, connections) outside the measurement.
    for (const r of routes) {
      const response = await fetch(new URL(r.path, app), { headers: { authorization } });
      if (!response.ok) throw new Error(`${r.route} answered ${response.status}: ${await response.text()}`);
    }
    // Let the user's bucket refill after the warm-up.
    await new Promise((resolve) => setTimeout(resolve, 1000));

    const figures: RouteFigures[] = [];
    for (const r of routes) figures.push(await measure(r.route, new URL(r.path, app).href, authorization));
    console.log(
      `editor-api, 100 projects, ${CONNECTIONS} connections at ${RATE_PER_SECOND} req/s, ${REQUESTS} requests per route:`,
    );
    console.table(
      figures.map((f) => ({
        route: f.route,
        requests: f.requests,
        'non-2xx': f.non2xx,
        'p50 ms': Number(f.p50.toFixed(1)),
        'p95 ms': Number(f.p95.toFixed(1)),
        'max ms': Number(f.max.toFixed(1)),
      })),
    );
  } finally {
    await system.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  run().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
