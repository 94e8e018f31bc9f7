/**
 * Password-protected review links against the local system: the owner sets and removes the
 * password; a protected link answers nothing about the project without a session; wrong passwords are
 * answered slowly and limited per link (exactly, under concurrent guessing); the session earned by the right
 * password works for notes and approvals, ends after its lifetime and with a changed password.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentClient } from '../../../functions/platform/aws/clients';
import { keys } from '../../../functions/platform/db/keys';
import {
  archiveProject,
  getProject,
  regenerateReviewLink,
  setReviewLinkPassword,
} from '../../../shared/api/endpoints/projects';
import {
  approveReviewVideo,
  getReview,
  listReviewNotes,
  reviewResponseSchema,
  submitReviewNotes,
  unlockReview,
} from '../../../shared/api/endpoints/review';
import { REVIEW_PASSWORD_LIMITS, REVIEW_SESSION_HEADER } from '../../../shared/domain/review-password';
import { REVIEW_MESSAGES } from '../../../shared/messages/review-messages';
import type { Project } from '../../../shared/domain/entities';
import { testTableName } from '../../support/env';
import { callEndpoint } from '../editor-api/support/editor-client';
import {
  createProjectAs,
  ensureProfileOf,
  expectError,
  expectOk,
  setPlanOf,
  type TestUser,
} from '../editor-api/support/fixtures';
import { signedInUser } from '../editor-api/support/users';
import { reviewHandlerAt } from './review-client';

const PASSWORD = 'blue-heron-42';

async function shareItem(token: string) {
  const out = await documentClient().send(
    new GetCommand({ TableName: testTableName(), Key: keys.shareToken(token), ConsistentRead: true }),
  );
  return out.Item ?? {};
}

const setPassword = (user: TestUser, projectId: string, password: string | null) =>
  callEndpoint(setReviewLinkPassword, { token: user.token, params: { projectId }, body: { password } });

const unlock = (token: string, password: string) =>
  callEndpoint<{ session: string | null; expiresAt: string | null }>(unlockReview, {
    params: { token },
    body: { password },
  });

const withSession = (session: string) => ({ [REVIEW_SESSION_HEADER]: session });

describe('password-protected review links', () => {
  let owner: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    [owner, other] = await Promise.all([signedInUser('pw-owner'), signedInUser('pw-other')]);
    await Promise.all([ensureProfileOf(owner), ensureProfileOf(other)]);
    // Pro: no cap on active projects (each test makes its own).
    await setPlanOf(owner, 'pro');
  });

  async function protectedProject(name = `Secret cut ${randomUUID().slice(0, 6)}`): Promise<Project> {
    const project = await createProjectAs(owner, { name, videos: 2 });
    const set = await setPassword(owner, project.id, PASSWORD);
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body).toEqual({ passwordProtected: true });
    return project;
  }

  it('stores only a slow hash; the owner sees the flag; others and short passwords are refused', async () => {
    const project = await protectedProject();
    const item = await shareItem(project.shareToken);
    expect(String(item['passwordHash'])).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(item)).not.toContain(PASSWORD);
    const detail = await expectOk(getProject, { token: owner.token, params: { projectId: project.id } });
    expect(detail.linkPasswordProtected).toBe(true);
    expect(JSON.stringify(detail)).not.toContain('scrypt');

    expectError(await setPassword(other, project.id, 'another-password'), 404);
    expect((await shareItem(project.shareToken))['passwordHash']).toBe(item['passwordHash']);
    const short = await setPassword(owner, project.id, '12345');
    expect(expectError(short, 400).fields).toEqual({ 'body.password': 'At least 6 characters' });
  });

  it('without a session: PASSWORD_REQUIRED on every review call and nothing about the project', async () => {
    const name = `Unreleased trailer ${randomUUID().slice(0, 6)}`;
    const project = await protectedProject(name);
    const detail = await expectOk(getProject, { token: owner.token, params: { projectId: project.id } });
    const video = detail.videos[0]!;
    const token = project.shareToken;
    const calls = [
      callEndpoint(getReview, { params: { token } }),
      callEndpoint(getReview, {
        params: { token },
        headers: withSession('9999999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'),
      }),
      callEndpoint(submitReviewNotes, {
        params: { token },
        body: {
          batchId: randomUUID(),
          notes: [{ videoId: video.id, videoVersionId: video.currentVersionId!, body: 'x', timecodeMs: 0 }],
        },
      }),
      callEndpoint(approveReviewVideo, {
        params: { token, videoId: video.id },
        body: { versionId: video.currentVersionId! },
      }),
      callEndpoint(listReviewNotes, { params: { token, versionId: video.currentVersionId! } }),
    ];
    for (const answer of await Promise.all(calls)) {
      const error = expectError(answer, 401, REVIEW_MESSAGES.password.required);
      expect(error.code).toBe('PASSWORD_REQUIRED');
      const text = JSON.stringify(answer.body);
      expect(text).not.toContain(name);
      expect(text).not.toContain(video.title);
    }
    // Nothing was stored by the refused calls.
    const after = await expectOk(getProject, { token: owner.token, params: { projectId: project.id } });
    expect(after.videos.every((v) => v.noteCounts.total === 0 && v.status !== 'approved')).toBe(true);
  });

  it('the right password gives a session that works for the review, notes and approvals', async () => {
    const name = `Launch film ${randomUUID().slice(0, 6)}`;
    const project = await protectedProject(name);
    const wrongStarted = Date.now();
    const wrong = await unlock(project.shareToken, 'not-the-password');
    expect(Date.now() - wrongStarted).toBeGreaterThanOrEqual(
      REVIEW_PASSWORD_LIMITS.wrongPasswordDelayMs - 50,
    );
    expect(expectError(wrong, 401, REVIEW_MESSAGES.password.wrong).code).toBe('WRONG_PASSWORD');
    expect(JSON.stringify(wrong.body)).not.toContain(name);

    const right = await unlock(project.shareToken, PASSWORD);
    expect(right.status).toBe(200);
    const session = right.body.session ?? '';
    expect(session).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
    const lifetime = Date.parse(right.body.expiresAt ?? '') - Date.now();
    expect(lifetime).toBeGreaterThan(REVIEW_PASSWORD_LIMITS.sessionSeconds * 1000 - 60_000);
    expect(lifetime).toBeLessThanOrEqual(REVIEW_PASSWORD_LIMITS.sessionSeconds * 1000);

    const headers = withSession(session);
    const review = await callEndpoint(getReview, { params: { token: project.shareToken }, headers });
    expect(review.status).toBe(200);
    const body = reviewResponseSchema.parse(review.body);
    expect(body.project.name).toBe(name);
    const video = body.videos[0]!;
    const notes = await callEndpoint(submitReviewNotes, {
      params: { token: project.shareToken },
      headers,
      body: {
        batchId: randomUUID(),
        reviewerName: 'Clara',
        notes: [
          {
            videoId: video.id,
            videoVersionId: video.currentVersion!.id,
            body: 'Warmer grade',
            timecodeMs: 1000,
          },
        ],
      },
    });
    expect(notes.status, JSON.stringify(notes.body)).toBe(submitReviewNotes.successStatus ?? 200);
    const approved = await callEndpoint(approveReviewVideo, {
      params: { token: project.shareToken, videoId: body.videos[1]!.id },
      headers,
      body: { reviewerName: 'Clara', versionId: body.videos[1]!.currentVersion!.id },
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    // A session is for its own link only.
    const elsewhere = await protectedProject();
    expectError(await callEndpoint(getReview, { params: { token: elsewhere.shareToken }, headers }), 401);
  });

  it('the session ends after its lifetime and when the password changes; removing it opens the link', async () => {
    const project = await protectedProject();
    const session = (await unlock(project.shareToken, PASSWORD)).body.session ?? '';
    const headers = withSession(session);
    const later = reviewHandlerAt(Date.now() + REVIEW_PASSWORD_LIMITS.sessionSeconds * 1000 + 60_000);
    const expired = await later(project.shareToken, headers);
    expect(expired.status).toBe(401);
    expect((expired.body['error'] as { code: string }).code).toBe('PASSWORD_REQUIRED');
    expect((await reviewHandlerAt(Date.now() + 60_000)(project.shareToken, headers)).status).toBe(200);

    expect((await setPassword(owner, project.id, 'a-new-password')).status).toBe(200);
    expectError(await callEndpoint(getReview, { params: { token: project.shareToken }, headers }), 401);
    expect((await unlock(project.shareToken, 'a-new-password')).status).toBe(200);

    expect((await setPassword(owner, project.id, null)).body).toEqual({ passwordProtected: false });
    expect((await callEndpoint(getReview, { params: { token: project.shareToken } })).status).toBe(200);
    expect((await shareItem(project.shareToken))['passwordHash']).toBeUndefined();
    // Nothing to unlock on an open link.
    expect((await unlock(project.shareToken, 'anything')).body).toEqual({ session: null, expiresAt: null });
  });

  it('limits attempts per link exactly under concurrent guessing, the right password included', async () => {
    const project = await protectedProject();
    const guesses = REVIEW_PASSWORD_LIMITS.attemptsPerWindow + 5;
    const answers = await Promise.all(
      Array.from({ length: guesses }, (_, i) => unlock(project.shareToken, `guess-${i}`)),
    );
    const codes = answers.map((a) => (a.body as { error?: { code: string } }).error?.code);
    expect(codes.filter((c) => c === 'WRONG_PASSWORD')).toHaveLength(
      REVIEW_PASSWORD_LIMITS.attemptsPerWindow,
    );
    expect(codes.filter((c) => c === 'PASSWORD_LOCKED')).toHaveLength(5);
    const locked = answers.find((a) => a.status === 403)!;
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((locked.body as unknown as { error: { message: string } }).error.message).toMatch(
      /^Too many attempts\. Try again in \d+ minutes?\.$/,
    );
    // Locked means locked: the right password waits for the window too.
    expect((await unlock(project.shareToken, PASSWORD)).status).toBe(403);
    // Another link is not affected.
    const fresh = await protectedProject();
    expect((await unlock(fresh.shareToken, PASSWORD)).status).toBe(200);
  });

  it('a visit counts as one open: the prompt alone is not counted, the review behind it is', async () => {
    const project = await protectedProject();
    const token = project.shareToken;
    expectError(await callEndpoint(getReview, { params: { token } }), 401);
    expectError(await callEndpoint(getReview, { params: { token } }), 401);
    const opens = async () =>
      (await expectOk(getProject, { token: owner.token, params: { projectId: project.id } })).linkOpens.count;
    expect(await opens()).toBe(0);
    const session = (await unlock(token, PASSWORD)).body.session ?? '';
    expect((await callEndpoint(getReview, { params: { token }, headers: withSession(session) })).status).toBe(
      200,
    );
    expect(await opens()).toBe(1);
  });

  it('archived projects refuse a password change; a regenerated link starts without one', async () => {
    const project = await protectedProject();
    const regenerated = await expectOk(regenerateReviewLink, {
      token: owner.token,
      params: { projectId: project.id },
    });
    expect((await callEndpoint(getReview, { params: { token: regenerated.token } })).status).toBe(200);
    const detail = await expectOk(getProject, { token: owner.token, params: { projectId: project.id } });
    expect(detail.linkPasswordProtected).toBe(false);

    await expectOk(archiveProject, { token: owner.token, params: { projectId: project.id } });
    const refused = await setPassword(owner, project.id, PASSWORD);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect((await shareItem(regenerated.token))['passwordHash']).toBeUndefined();
  });
});
