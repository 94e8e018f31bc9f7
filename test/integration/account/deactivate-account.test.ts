/**
 * Deactivate Account against the local system: while deactivated the owner's review links answer 'Review
 * link not found' (reads and writes) and a client's notes send the owner no mail; nothing is deleted;
 * reactivating makes every link answer again at once, with the data unchanged, and mail resumes.
 */
import { describe, expect, it } from 'vitest';
import { getProjectWhole } from '../../../functions/projects/store/project-repository';
import { notifyStore } from '../../../functions/notify/store/notify-store';
import {
  deactivateAccount as deactivate,
  reactivateAccount as reactivate,
} from '../../../functions/account/use-cases/deactivate-account';
import { deactivateAccount, reactivateAccount } from '../../../shared/api/endpoints/account';
import { getProfile } from '../../../shared/api/endpoints/profile';
import { regenerateReviewLink } from '../../../shared/api/endpoints/projects';
import { errorBodySchema } from '../../../shared/errors/app-error';
import { REVIEW_MESSAGES } from '../../../shared/messages/review-messages';
import { testSystem } from '../../support/env';
import { callEndpoint } from '../editor-api/support/editor-client';
import { createProjectAs, expectOk } from '../editor-api/support/fixtures';
import { getReview, noteBatch, reviewCall as call } from '../review/review-client';
import { createReviewFixture, mailsTo, type ReviewFixture } from '../review/review-fixture';
import { ownerWithProfile } from '../editor-api/support/users';

function notesBody(f: ReviewFixture, text: string) {
  return noteBatch(f, [{ body: text, timecodeMs: 1000 }]);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const clock = { now: () => new Date() };

describe('deactivate account', () => {
  it('through the editor API: the link is refused while deactivated and answers again on reactivation', async () => {
    const user = await ownerWithProfile('Pausing Owner');
    const test = user.test;
    const projects = [await createProjectAs(test, { videos: 1 }), await createProjectAs(test, { videos: 1 })];
    for (const p of projects) expect((await getReview(p.shareToken)).status).toBe(200);

    const off = await expectOk(deactivateAccount, { token: test.token });
    expect(off.deactivatedAt).not.toBeNull();
    expect((await expectOk(getProfile, { token: test.token })).deactivatedAt).toBe(off.deactivatedAt);
    for (const p of projects) {
      const res = await getReview(p.shareToken);
      expect(res.status).toBe(404);
      expect(errorBodySchema.parse(res.json).error.message).toBe(REVIEW_MESSAGES.notFound);
    }
    // Idempotent: deactivating again keeps the account deactivated.
    expect((await expectOk(deactivateAccount, { token: test.token })).deactivatedAt).not.toBeNull();
    // Signing in still works and the owner still sees the projects.
    expect((await expectOk(getProfile, { token: test.token })).activeProjectCount).toBe(2);

    // A link made while deactivated (a new project, a regenerated link) does not answer either.
    const made = await createProjectAs(test, { videos: 1 });
    expect((await getReview(made.shareToken)).status).toBe(404);
    const [first, second] = projects;
    if (!first || !second) throw new Error('two projects expected');
    const renewed = await expectOk(regenerateReviewLink, {
      token: test.token,
      params: { projectId: second.id },
    });
    expect((await getReview(renewed.token)).status).toBe(404);

    const on = await expectOk(reactivateAccount, { token: test.token });
    expect(on.deactivatedAt).toBeNull();
    expect((await expectOk(getProfile, { token: test.token })).deactivatedAt ?? null).toBeNull();
    for (const token of [first.shareToken, made.shareToken, renewed.token]) {
      expect((await getReview(token)).status).toBe(200);
    }
    // The regenerated link replaced the old one, as it does for an active account.
    expect((await getReview(second.shareToken)).status).toBe(404);
  });

  it('needs a signed-in owner', async () => {
    expect((await callEndpoint(deactivateAccount, {})).status).toBe(401);
    expect((await callEndpoint(reactivateAccount, {})).status).toBe(401);
  });

  it("no owner mail on a client's notes while deactivated; data kept; reactivated: notes and mail again", async () => {
    const f = await createReviewFixture({ videoCount: 1 });
    const { mailUrl } = testSystem();
    const before = await getProjectWhole(f.db, f.projectId);

    await deactivate({ db: f.db, clock }, { userId: f.ownerId });
    const refused = await call('POST', `/api/review/${f.token}/notes`, notesBody(f, 'While paused'));
    expect(refused.status).toBe(404);
    expect(errorBodySchema.parse(refused.json).error.message).toBe(REVIEW_MESSAGES.notFound);
    const approveRefused = await call('POST', `/api/review/${f.token}/videos/${f.videos[0]?.id}/approve`, {
      versionId: f.videos[0]?.versionId,
    });
    expect(approveRefused.status).toBe(404);
    // An event of a call admitted just before the deactivation still sends no mail: the owner has no contact now.
    const reviews = notifyStore(f.db);
    expect(await reviews.ownerContact(f.ownerId)).toBeNull();
    await sleep(500);
    expect(await mailsTo(mailUrl, f.ownerEmail)).toHaveLength(0);
    // Nothing of the project changed (no note stored, no status moved).
    expect(await getProjectWhole(f.db, f.projectId)).toEqual(before);

    await reactivate({ db: f.db, clock }, { userId: f.ownerId });
    expect(await getProjectWhole(f.db, f.projectId)).toEqual(before);
    expect((await getReview(f.token)).status).toBe(200);
    expect(await reviews.ownerContact(f.ownerId)).not.toBeNull();
    const accepted = await call('POST', `/api/review/${f.token}/notes`, notesBody(f, 'Back again'));
    expect(accepted.status).toBe(200);
    let mails = await mailsTo(mailUrl, f.ownerEmail);
    for (let i = 0; i < 40 && mails.length === 0; i++) {
      await sleep(250);
      mails = await mailsTo(mailUrl, f.ownerEmail);
    }
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body.text).toContain('Back again');
  });
});
