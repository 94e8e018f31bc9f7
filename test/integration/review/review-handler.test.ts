/**
 * The review-api handler built with the test's own deps (real DynamoDB Local, real repositories; a mail port
 * that fails): a mail failure is logged and never fails the reviewer's request; the reviewer's IP is stored
 * truncated (IPv4 /24, IPv6 /48).
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { submitNotesResponseSchema, submitReviewNotes } from '../../../shared/api/endpoints/review';
import { lambdaContext } from '../../../infra/local/lambda-context';
import { makeHttpHandler } from '../../../functions/platform/http/make-http-handler';
import { getProjectWhole } from '../../../functions/projects/store/project-repository';
import { buildReviewApiDeps } from '../../../functions/review-api/deps';
import { reviewApiRoutes } from '../../../functions/review-api/routes';
import type { Logger } from '../../../functions/review/ports';
import { endpointEvent } from '../../support/api-event';
import { untilNotified } from '../notify/notify-support';
import { createReviewFixture, type ReviewFixture } from './review-fixture';

function notesEvent(f: ReviewFixture, sourceIp: string): APIGatewayProxyEventV2 {
  const video = f.videos[0]!;
  return endpointEvent(submitReviewNotes, {
    params: { token: f.token },
    sourceIp,
    body: {
      batchId: randomUUID(),
      notes: [
        { videoId: video.id, videoVersionId: video.versionId, body: 'Via the handler', timecodeMs: 321 },
      ],
    },
  });
}

function recordingLogger() {
  const lines: { level: string; message: string; details?: Record<string, unknown> }[] = [];
  const log: Logger = {
    info: () => undefined,
    warn: (message, details) => lines.push({ level: 'warn', message, details }),
    error: (message, details) => lines.push({ level: 'error', message, details }),
  };
  return { lines, log };
}

describe('review-api handler with its own deps', () => {
  it("answers the client's submit without the mail service: notes and their event stored, the owner told by the pipeline", async () => {
    const f = await createReviewFixture({ videoCount: 1, stored: false });
    const { lines, log } = recordingLogger();
    const handler = makeHttpHandler({
      routes: reviewApiRoutes,
      deps: () => buildReviewApiDeps({ log }),
      verifyToken: () => {
        throw new Error('no owner routes here');
      },
    });
    const result = await handler(notesEvent(f, '203.0.113.77'), lambdaContext('review-api'));
    expect(result.statusCode).toBe(200);
    const answer = submitNotesResponseSchema.parse(JSON.parse(String(result.body)));
    expect(answer.created).toBe(true);

    const whole = await getProjectWhole(f.db, f.projectId);
    expect(whole.notes.map((n) => [n.body, n.timecodeMs, n.reviewerIp])).toEqual([
      ['Via the handler', 321, '203.0.113.0'],
    ]);
    // The request wrote the event; the notify handler (the local stream poller) tells the owner.
    expect((await untilNotified(f.db, f.ownerId, 1)).map((n) => n.type)).toEqual(['new_feedback']);
    expect(lines).toEqual([]);
  });

  it('stores an IPv6 reviewer address truncated to its /48', async () => {
    const f = await createReviewFixture({ videoCount: 1, stored: false });
    const handler = makeHttpHandler({
      routes: reviewApiRoutes,
      deps: () => buildReviewApiDeps({ log: recordingLogger().log }),
      verifyToken: () => {
        throw new Error('no owner routes here');
      },
    });
    const result = await handler(notesEvent(f, '2001:db8:1234:5678:9abc::1'), lambdaContext('review-api'));
    expect(result.statusCode).toBe(200);
    const whole = await getProjectWhole(f.db, f.projectId);
    expect(whole.notes[0]?.reviewerIp).toBe('2001:db8:1234::');
  });
});
