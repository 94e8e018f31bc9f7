/**
 * Fault tolerance shown, not assumed. Faults are injected at the AWS client boundary (a decorator of
 * the real DynamoDB document client / SES client, test/support/faulty-clients.ts) handed to the composition
 * roots (`buildReviewApiDeps(overrides, clients)`, `buildEditorApiDeps(overrides, clients)`), so every
 * repository runs as in production against DynamoDB Local and the local SES. Each case checks: nothing
 * half-done (the project's partition read back whole: no orphan notes, batch markers, counters, mail gate),
 * nothing lost (the client's retry with the same batch id stores exactly once), and no notification or mail
 * twice on the retry.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { untilNotified } from '../notify/notify-support';
import { routeKey } from '../../../shared/api/endpoint';
import { submitNotesResponseSchema, submitReviewNotes } from '../../../shared/api/endpoints/review';
import { errorBodySchema } from '../../../shared/errors/app-error';
import { lambdaContext } from '../../../infra/local/lambda-context';
import { documentClient, sesClient } from '../../../functions/platform/aws/clients';
import { tableName } from '../../../functions/platform/config/env';
import {
  makeHttpHandler,
  BUSY_TRY_AGAIN_MESSAGE,
  errorResponse,
} from '../../../functions/platform/http/make-http-handler';
import { listNotifications } from '../../../functions/projects/store/notification-repository';
import { getProfile } from '../../../functions/projects/store/profile-repository';
import { listAllProjectsByOwner } from '../../../functions/projects/store/project-repository';
import { buildEditorApiDeps } from '../../../functions/editor-api/deps';
import { buildReviewApiDeps } from '../../../functions/review-api/deps';
import { reviewApiRoutes } from '../../../functions/review-api/routes';
import { createProject } from '../../../functions/projects/use-cases/create-project';
import { testSystem } from '../../support/env';
import {
  serviceUnavailable,
  throttled,
  transactionThrottled,
  withFaults,
  type Fault,
} from '../../support/faulty-clients';
import { sampleSelection } from '../editor-api/support/fixtures';
import { createReviewFixture, mailsTo, noteBatchOn, type ReviewFixture } from '../review/review-fixture';

const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

function submitEvent(f: ReviewFixture, body: unknown): APIGatewayProxyEventV2 {
  const path = `/api/review/${f.token}/notes`;
  const now = new Date();
  return {
    version: '2.0',
    routeKey: routeKey(submitReviewNotes),
    rawPath: path,
    rawQueryString: '',
    headers: { 'content-type': 'application/json' },
    pathParameters: { token: f.token },
    requestContext: {
      accountId: '000000000000',
      apiId: 'test',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method: 'POST', path, protocol: 'HTTP/1.1', sourceIp: '203.0.113.5', userAgent: 'vitest' },
      requestId: randomUUID(),
      routeKey: routeKey(submitReviewNotes),
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
    },
    body: JSON.stringify(body),
    isBase64Encoded: false,
  };
}

/** The review-api handler over the real local stand-ins, its DynamoDB and SES clients decorated with faults. */
async function reviewHandler(faults: { doc?: Fault[]; ses?: Fault[] }) {
  const doc = withFaults(documentClient(), faults.doc ?? []);
  const ses = withFaults(sesClient(), faults.ses ?? []);
  const deps = await buildReviewApiDeps({ log: quietLog }, { doc: doc.client, ses: ses.client });
  const handler = makeHttpHandler({
    routes: reviewApiRoutes,
    deps: () => deps,
    verifyToken: () => {
      throw new Error('no owner routes here');
    },
  });
  return {
    doc: doc.log,
    ses: ses.log,
    submit: async (f: ReviewFixture, body: unknown) => {
      const result = await handler(submitEvent(f, body), lambdaContext('review-api'));
      return {
        status: result.statusCode ?? 0,
        headers: result.headers ?? {},
        json: JSON.parse(String(result.body)) as unknown,
      };
    },
  };
}

/** Every item of the project's partition, by kind (the whole partition, read back: no orphans can hide). */
async function partition(f: ReviewFixture) {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await f.db.doc.send(
      new QueryCommand({
        TableName: f.db.tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `PROJECT#${f.projectId}` },
        ExclusiveStartKey: start,
        ConsistentRead: true,
      }),
    );
    items.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start);
  const sk = (prefix: string) => items.filter((i) => String(i['sk']).startsWith(prefix));
  return {
    notes: sk('NOTE#'),
    markers: sk('BATCH#'),
    mailGate: sk('MAILGATE#'),
    versionCounters: sk('VERSION#').map((v) => v['noteCount'] ?? null),
    shareItem: (
      await f.db.doc.send(
        new QueryCommand({
          TableName: f.db.tableName,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': `SHARE#${f.token}` },
          ConsistentRead: true,
        }),
      )
    ).Items?.[0],
  };
}

async function notificationsOf(f: ReviewFixture) {
  return (await listNotifications(f.db, { userId: f.ownerId })).items;
}

/** The local SES store is read over HTTP; give it a moment to settle. */
async function mailsOf(f: ReviewFixture) {
  await new Promise((r) => setTimeout(r, 150));
  return mailsTo(testSystem().mailUrl, f.ownerEmail);
}

describe("DynamoDB throttling during a client's submit", () => {
  for (const [label, error] of [
    ['ProvisionedThroughputExceededException', throttled],
    ['TransactionCanceledException (ThrottlingError)', () => transactionThrottled(4)],
  ] as const) {
    it(`${label} on the batch's transaction: 503 + Retry-After, nothing written; the retry stores once`, async () => {
      const f = await createReviewFixture({ videoCount: 1, stored: false });
      const api = await reviewHandler({ doc: [{ command: 'TransactWriteCommand', error, times: 1 }] });
      const body = noteBatchOn(f, ['Colour is off', 'Cut earlier'], 'Faulty');

      const first = await api.submit(f, body);
      expect(first.status).toBe(503);
      expect(first.headers['retry-after']).toBe('1');
      expect(errorBodySchema.parse(first.json).error.message).toBe(BUSY_TRY_AGAIN_MESSAGE);
      expect(api.doc.failed).toEqual(['TransactWriteCommand']);
      const after = await partition(f);
      expect(after.notes).toHaveLength(0);
      expect(after.markers).toHaveLength(0);
      expect(after.mailGate).toHaveLength(0);
      expect(after.versionCounters).toEqual([null]);
      expect(after.shareItem?.['linkNoteCount']).toBeUndefined();
      expect(await notificationsOf(f)).toHaveLength(0);
      expect(await mailsOf(f)).toHaveLength(0);

      // The SPA retries the same batch (same id): stored once, told once.
      const retry = await api.submit(f, body);
      expect(retry.status).toBe(200);
      expect(submitNotesResponseSchema.parse(retry.json).created).toBe(true);
      const again = await api.submit(f, body);
      expect(submitNotesResponseSchema.parse(again.json).created).toBe(false);
      const stored = await partition(f);
      expect(stored.notes.map((n) => n['body']).sort()).toEqual(['Colour is off', 'Cut earlier']);
      expect(stored.markers).toHaveLength(1);
      expect(stored.versionCounters).toEqual([2]);
      expect(stored.shareItem?.['linkNoteCount']).toBe(2);
      expect(await untilNotified(f.db, f.ownerId, 1)).toHaveLength(1);
      expect(await mailsOf(f)).toHaveLength(1);
    });
  }
});

describe("SES failing during a client's submit", () => {
  it('never reaches the request: the notes are stored and answered 200 without calling SES; the owner is told once by the pipeline', async () => {
    const f = await createReviewFixture({ videoCount: 1, stored: false });
    const api = await reviewHandler({
      ses: [{ command: 'SendEmailCommand', error: () => serviceUnavailable('SES'), times: null }],
    });
    const body = noteBatchOn(f, ['Fix the lower third'], 'Faulty');
    expect((await api.submit(f, body)).status).toBe(200);
    expect((await api.submit(f, body)).status).toBe(200);
    expect(api.ses.failed).toEqual([]);
    expect(api.ses.sent).toEqual([]);
    expect((await partition(f)).notes).toHaveLength(1);
    // The owner's notification and mail come from the notify handler (a failing mail service there:
    // test/integration/notify/notify-pipeline.test.ts).
    expect(await untilNotified(f.db, f.ownerId, 1)).toHaveLength(1);
    expect((await mailsOf(f)).map((m) => m.body.text ?? '').join('\n')).toContain('Fix the lower third');
  });
});

describe('DynamoDB throttling during an import (create project)', () => {
  it("the project's transaction throttled: nothing of the project exists, the plan slot is not taken; the retry creates one", async () => {
    const userId = `fault-${ulid()}`;
    const caller = { userId, email: `${userId.toLowerCase()}@test.cutroom.local`, name: 'Fault Owner' };
    const doc = withFaults(documentClient(), [
      { command: 'TransactWriteCommand', error: () => transactionThrottled(6), times: 1 },
    ]);
    const deps = buildEditorApiDeps({ log: quietLog }, { doc: doc.client });
    const body = { name: 'Throttled import', clientDisplayName: 'Client', videos: sampleSelection(2) };

    const failure = await createProject(deps, { caller, body }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).not.toBeNull();
    expect(errorResponse(failure, 'req-1').statusCode).toBe(503);
    const db = { doc: documentClient(), tableName: tableName() };
    expect(await listAllProjectsByOwner(db, userId)).toHaveLength(0);
    expect((await getProfile(db, userId))?.activeProjectCount ?? 0).toBe(0);

    const project = await createProject(deps, { caller, body });
    const all = await listAllProjectsByOwner(db, userId);
    expect(all.map((p) => p.id)).toEqual([project.id]);
    expect((await getProfile(db, userId))?.activeProjectCount).toBe(1);
  });
});
