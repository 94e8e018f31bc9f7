/**
 * A client could name themselves 'Editor Override <name>', the label of an
 * editor's approval. Through the review API, such a name is stored marked as the client's, on notes and on video
 * approvals alike; ordinary names are stored as typed.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { approveVideoResponseSchema, reviewResponseSchema } from '../../../shared/api/endpoints/review';
import { CLIENT_LABEL_PREFIX } from '../../../shared/domain/reviewer-label';
import { apiUrl } from '../../support/env';
import { createReviewFixture } from '../review/review-fixture';

async function post(path: string, body: unknown): Promise<{ status: number; json: unknown }> {
  const response = await fetch(apiUrl(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as unknown };
}

describe('reviewer names that imitate the editor', () => {
  it('are stored marked as the client’s on notes and approvals', async () => {
    const f = await createReviewFixture({ videoCount: 2 });
    const [a, b] = f.videos;
    const imitation = 'Editor Override Boss';
    const submitted = await post(`/api/review/${f.token}/notes`, {
      batchId: randomUUID(),
      reviewerName: imitation,
      notes: [{ videoId: a!.id, videoVersionId: a!.versionId, body: 'Cut this', timecodeMs: 1000 }],
    });
    expect(submitted.status).toBe(200);
    const review = reviewResponseSchema.parse(await (await fetch(apiUrl(`/api/review/${f.token}`))).json());
    const labels = review.videos.flatMap((v) => v.notes.map((n) => n.reviewerLabel));
    expect(labels).toEqual([`${CLIENT_LABEL_PREFIX}${imitation}`]);

    const approved = await post(`/api/review/${f.token}/videos/${b!.id}/approve`, {
      versionId: b!.versionId,
      reviewerName: 'editor\u200bOVERRIDE',
    });
    expect(approved.status).toBe(200);
    const approval = approveVideoResponseSchema.parse(approved.json).approval;
    expect(approval.reviewerLabel).toBe(`${CLIENT_LABEL_PREFIX}editor\u200bOVERRIDE`);
  });
});
