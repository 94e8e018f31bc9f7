/**
 * Benchmark: a short, bounded load test of the client review routes on loopback — review opens and note
 * submits at a steady rate (open loop: requests start on a fixed schedule whether or not earlier ones have
 * answered), against the local system in memory (127.0.0.1, free ports). Prints p50/p95 latency per route and
 * the count of 5xx (expected: zero) and of 429s.
 *
 * The projects are made through the API as an editor would (Drive stand-in folder → import), spread over
 * several editors (the free plan holds 3 active projects) so the per-link limit of REVIEW_LIMITS is never the
 * thing measured. Duration and request count are fixed; it stops by itself in well under a minute.
 *
 * Run with `npm run bench -- review-load`. A measurement, not a test: nothing here passes or fails on timings.
 */
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { ensureConfirmedUser } from '../../infra/local/seed/confirmed-user';
import { DRIVE_STAND_IN_FOLDERS } from '../../infra/local/drive-stand-in/drive-fixtures';
import { LOCAL_AWS } from '../../infra/local/services/dynamodb';
import { REVIEW_LIMITS } from '../../shared/api/endpoints/review';
import { percentile } from './bench-stats';
import { startBenchSystem } from './bench-kit';

const EDITORS = 4;
const PROJECTS_PER_EDITOR = 3;
/** Requests per second over all links, and for how long: each link stays under its per-minute limit. */
const RATE_PER_SECOND = 10;
const DURATION_SECONDS = 25;
/** One in three requests submits a note batch; the others open the review. */
const SUBMIT_EVERY = 3;

interface Sample {
  kind: 'open' | 'submit';
  ms: number;
  status: number;
}

async function json<T>(response: Response, what: string): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${text.slice(0, 200)}`);
  return JSON.parse(text) as T;
}

interface ReviewLink {
  token: string;
  videos: { id: string; versionId: string }[];
}

/** Signs an editor up, imports the sample folder PROJECTS_PER_EDITOR times, returns the review links. */
async function linksOf(
  base: string,
  cognito: CognitoIdentityProviderClient,
  pool: { userPoolId: string; clientId: string },
  n: number,
): Promise<ReviewLink[]> {
  const email = `load-${n}-${randomUUID().slice(0, 8)}@bench.cutroom.local`;
  const password = 'Bench-load-2026!';
  await ensureConfirmedUser(cognito, { ...pool, email, password, fullName: `Load Editor ${n}` });
  const auth = await cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: pool.clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const headers = {
    authorization: `Bearer ${auth.AuthenticationResult?.IdToken ?? ''}`,
    'content-type': 'application/json',
  };
  const listing = await json<{ videos: Record<string, unknown>[] }>(
    await fetch(`${base}/api/drive/list`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ folderId: DRIVE_STAND_IN_FOLDERS.samples }),
    }),
    'drive list',
  );
  const files = listing.videos;
  const links: ReviewLink[] = [];
  for (let p = 0; p < PROJECTS_PER_EDITOR; p++) {
    const created = await json<{ id: string }>(
      await fetch(`${base}/api/projects`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          name: `Load ${n}.${p}`,
          clientDisplayName: 'Load Client',
          videos: files.map((f) => ({
            fileId: f.id,
            title: f.title ?? f.name,
            fileName: f.name,
            mimeType: f.mimeType,
          })),
        }),
      }),
      'create project',
    );
    const detail = await json<{
      reviewLink: { token: string };
      videos: { id: string; currentVersionId: string | null }[];
    }>(await fetch(`${base}/api/projects/${created.id}`, { headers }), 'get project');
    links.push({
      token: detail.reviewLink.token,
      videos: detail.videos.map((v) => ({ id: v.id, versionId: v.currentVersionId ?? '' })),
    });
  }
  return links;
}

export async function run(): Promise<void> {
  const system = await startBenchSystem();
  try {
    const base = system.urls.app;
    const cognito = new CognitoIdentityProviderClient({
      region: LOCAL_AWS.region,
      endpoint: system.urls.cognito,
      credentials: LOCAL_AWS.credentials,
    });
    const pool = { userPoolId: system.userPoolId, clientId: system.clientId };
    const links: ReviewLink[] = [];
    for (let n = 0; n < EDITORS; n++) links.push(...(await linksOf(base, cognito, pool, n)));
    const perLinkPerMinute = (RATE_PER_SECOND * 60) / links.length;
    console.log(
      `${links.length} review links; ${RATE_PER_SECOND} req/s for ${DURATION_SECONDS} s (${perLinkPerMinute.toFixed(0)} per link per minute; the link's write limit is ${REVIEW_LIMITS.writesPerLinkPerWindow} per ${REVIEW_LIMITS.windowSeconds} s)`,
    );

    const samples: Sample[] = [];
    const total = RATE_PER_SECOND * DURATION_SECONDS;
    const started = performance.now();
    const inFlight: Promise<void>[] = [];
    for (let i = 0; i < total; i++) {
      const due = started + (i * 1000) / RATE_PER_SECOND;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const link = links[i % links.length] as ReviewLink;
      const submit = i % SUBMIT_EVERY === SUBMIT_EVERY - 1;
      const video = link.videos[i % link.videos.length] as ReviewLink['videos'][number];
      const t0 = performance.now();
      const request = submit
        ? fetch(`${base}/api/review/${link.token}/notes`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              batchId: randomUUID(),
              reviewerName: 'Load Client',
              notes: [
                {
                  videoId: video.id,
                  videoVersionId: video.versionId,
                  body: `Note ${i}: tighten this cut`,
                  timecodeMs: (i * 137) % 8000,
                },
              ],
            }),
          })
        : fetch(`${base}/api/review/${link.token}`);
      inFlight.push(
        request
          .then(async (response) => {
            await response.arrayBuffer();
            samples.push({
              kind: submit ? 'submit' : 'open',
              ms: performance.now() - t0,
              status: response.status,
            });
          })
          .catch(() => {
            samples.push({ kind: submit ? 'submit' : 'open', ms: performance.now() - t0, status: 0 });
          }),
      );
    }
    await Promise.all(inFlight);
    const seconds = (performance.now() - started) / 1000;

    console.log(`${samples.length} requests in ${seconds.toFixed(1)} s`);
    console.log('route                           count   p50 ms   p95 ms   5xx   429   other');
    for (const kind of ['open', 'submit'] as const) {
      const mine = samples.filter((s) => s.kind === kind);
      const ms = mine.map((s) => s.ms).sort((a, b) => a - b);
      const count = (test: (status: number) => boolean) => mine.filter((s) => test(s.status)).length;
      const label = kind === 'open' ? 'GET  /api/review/{token}' : 'POST /api/review/{token}/notes';
      console.log(
        `${label.padEnd(31)} ${String(mine.length).padStart(5)} ${percentile(ms, 50).toFixed(1).padStart(8)} ${percentile(ms, 95).toFixed(1).padStart(8)} ${String(count((s) => s >= 500 || s === 0)).padStart(5)} ${String(count((s) => s === 429)).padStart(5)} ${String(count((s) => s !== 200 && s !== 429 && s < 500 && s !== 0)).padStart(7)}`,
      );
    }
  } finally {
    await system.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await run();
}
