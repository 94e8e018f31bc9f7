/**
 * DynamoDB requests per use case, counted against DynamoDB Local: the shared DynamoDB client of
 * the composition roots is wrapped by a middleware that counts every request by operation, then each use case
 * runs once through its Lambda's own composition root. The budgets are the issue's: open a review ≤ 2
 * (+ continuation pages, + 1 BatchGetItem of the workspace's brand, plan in force and viewing setting), submit a note batch ≤ 6 including the rate-limit write, editor approve = 1 Query + its
 * transactions, add a video = 1 transaction, record a download result = 1 transaction.
 * The table of counts is printed (`npx vitest run --project integration test/integration/db/request-count.test.ts`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { DRIVE_STAND_IN_FILES } from '../../../infra/local/drive-stand-in/drive-fixtures';
import { dynamoDbClient } from '../../../functions/platform/aws/clients';
import { buildEditorApiDeps } from '../../../functions/editor-api/deps';
import { buildReviewApiDeps } from '../../../functions/review-api/deps';
import { buildDownloadHandlerDeps } from '../../../functions/download-video/deps';
import { createProject } from '../../../functions/projects/use-cases/create-project';
import { approveProject } from '../../../functions/projects/use-cases/approve-project';
import { addVideo } from '../../../functions/projects/use-cases/video-changes';
import { loadReview } from '../../../functions/review/use-cases/load-review';
import { submitReviewNotes } from '../../../functions/review/use-cases/submit-review-notes';
import { processDownloadJob } from '../../../functions/media/use-cases/process-download-job';
import { createReviewFixture } from '../review/review-fixture';
import { documentClient } from '../../../functions/platform/aws/clients';
import { tableName } from '../../../functions/platform/config/env';
import { reviewRepository } from '../../../functions/review/store/review-store';
import { keptBrands } from '../../../functions/review-api/kept-per-workspace';
import { REVIEW_LIMITS } from '../../../shared/api/endpoints/review';

type Counts = Record<string, number>;
let counts: Counts = {};
const rows: Array<{ useCase: string; counts: Counts }> = [];

function total(c: Counts): number {
  return Object.values(c).reduce((a, b) => a + b, 0);
}

async function measure(useCase: string, run: () => Promise<unknown>): Promise<Counts> {
  counts = {};
  await run();
  const seen = { ...counts };
  rows.push({ useCase, counts: seen });
  return seen;
}

beforeAll(() => {
  dynamoDbClient().middlewareStack.add(
    (next, context) => async (args) => {
      const name = (context.commandName ?? 'unknown').replace(/Command$/, '');
      counts[name] = (counts[name] ?? 0) + 1;
      return next(args);
    },
    { step: 'initialize', name: 'requestCounter', override: true },
  );
});

afterAll(() => {
  dynamoDbClient().middlewareStack.remove('requestCounter');
  const lines = rows.map(
    ({ useCase, counts: c }) =>
      `| ${useCase} | ${total(c)} | ${Object.entries(c)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([op, n]) => `${op} ${n}`)
        .join(', ')} |`,
  );
  console.log(['| use case | requests | by operation |', '|---|---|---|', ...lines].join('\n'));
});

const sample = (i: number) => DRIVE_STAND_IN_FILES.samples[i] as string;

/**
 * A new owner's project of the stand-in's samples `samples` through the editor API's use case, with the
 * download jobs it queued kept (not sent).
 */
async function countedProject(samples: readonly number[]) {
  const deps = buildEditorApiDeps();
  const jobs: Parameters<typeof deps.downloads.enqueue>[0][number][] = [];
  const ports = { ...deps, downloads: { enqueue: async (j: typeof jobs) => void jobs.push(...j) } };
  const caller = { userId: `counter-${ulid()}`, email: 'counter@test.cutroom.local' };
  const project = await createProject(ports, {
    caller,
    body: {
      name: 'Counted',
      clientDisplayName: 'Client',
      videos: samples.map((i) => ({
        fileId: sample(i),
        title: `Clip ${i + 1}`,
        fileName: `clip-${i + 1}.mp4`,
        mimeType: 'video/mp4',
      })),
    },
  });
  return { ports, caller, project, jobs };
}

describe('DynamoDB requests per use case', () => {
  // Besides the link and its tree: the brand, the plan in force and the workspace's viewing setting, all in
  // one BatchGetItem read side by side with the tree, so the page's first frame waits for none of them.
  it('open a review: at most 3 requests (+ continuation pages), the brand, plan and viewing setting in one BatchGetItem and no GetItem of the setting; the first open of a link 1 more', async () => {
    const fixture = await createReviewFixture({ videoCount: 3 });
    const ports = await buildReviewApiDeps();
    // The link's first open also tells the owner, once (one conditional transaction).
    const first = await measure('first open of a link', () => loadReview(ports, { token: fixture.token }));
    expect(total(first)).toBeLessThanOrEqual(4);
    const c = await measure('open a review', () => loadReview(ports, { token: fixture.token }));
    expect(total(c)).toBeLessThanOrEqual(3);
    expect(c['GetItem'] ?? 0).toBe(0);
    expect(c['BatchGetItem']).toBe(1);
  });

  it('a popular link in the cloud: an open within the kept seconds writes its open and reads nothing else', async () => {
    const fixture = await createReviewFixture({ videoCount: 3 });
    const plain = await buildReviewApiDeps();
    // What review-api keeps per container in the cloud: the payload, and the brand with the viewing setting.
    const keep = { ttlMs: REVIEW_LIMITS.cloudSnapshotCacheSeconds * 1000, nowMs: Date.now };
    const ports = {
      ...plain,
      reviews: reviewRepository({ doc: documentClient(), tableName: tableName() }, REVIEW_LIMITS, {
        snapshotCacheSeconds: REVIEW_LIMITS.cloudSnapshotCacheSeconds,
      }),
      brands: keptBrands(plain.brands, keep),
    };
    await loadReview(ports, { token: fixture.token });
    const next = await measure('open of a popular link (kept 3 s)', () =>
      loadReview(ports, { token: fixture.token }),
    );
    expect(next).toEqual({ UpdateItem: 1 });
  });

  it('submit a note batch: at most 6 requests including the rate-limit write', async () => {
    const fixture = await createReviewFixture({ videoCount: 3 });
    const ports = await buildReviewApiDeps();
    const [first, second] = fixture.videos;
    const c = await measure('submit a note batch (2 videos)', () =>
      submitReviewNotes(ports, {
        token: fixture.token,
        sourceIp: '203.0.113.9',
        body: {
          batchId: crypto.randomUUID(),
          reviewerName: 'Counter',
          notes: [first!, second!].map((v) => ({
            videoId: v.id,
            videoVersionId: v.versionId,
            body: 'Tighter cut here',
            timecodeMs: 1500,
          })),
        },
      }),
    );
    expect(total(c)).toBeLessThanOrEqual(6);
  });

  it('editor approve project: the project Query, the profile read + its transactions', async () => {
    const { ports, caller, project } = await countedProject([0, 1, 2]);
    const c = await measure('editor approve project (3 videos)', () =>
      approveProject(ports, { caller, projectId: project.id }),
    );
    // The project, and the caller's profile read together with the account's tombstone (one Query).
    expect(c['Query']).toBe(2);
    expect(total(c) - (c['TransactWriteItems'] ?? 0) - (c['Query'] ?? 0)).toBe(0);
  });

  it('add a video: one transaction', async () => {
    const { ports, caller, project } = await countedProject([0]);
    const c = await measure('add a video', () =>
      addVideo(ports, {
        userId: caller.userId,
        projectId: project.id,
        fileUrl: `https://drive.google.com/file/d/${sample(1)}/view`,
      }),
    );
    expect(c['TransactWriteItems']).toBe(1);
  });

  it('record a download result (the whole download job): one transaction', async () => {
    const { jobs } = await countedProject([4]);
    const { worker } = buildDownloadHandlerDeps();
    const job = jobs[0]!;
    let outcome = '';
    const c = await measure('download job incl. its result', async () => {
      outcome = await processDownloadJob(worker, job, { receiveCount: 1 });
    });
    expect(outcome).toBe('stored');
    expect(c['TransactWriteItems']).toBe(1);
  });
});
