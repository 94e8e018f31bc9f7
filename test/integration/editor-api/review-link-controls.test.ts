/**
 * Review link controls against the local system: expiry by plan (non-Pro refused, Pro permanent
 * links still answering 400 days on through the review-api handler built with a moved clock, a downgrade
 * through the verified billing webhook turning them back into 7-day links with their link-expiry index entry).
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentClient } from '../../../functions/platform/aws/clients';
import { signatureHeader } from '../../../functions/billing/adapters/paddle-signature';
import { keys } from '../../../functions/platform/db/keys';
import { listNotifications } from '../../../functions/projects/store/notification-repository';
import { attachmentDisposition } from '../../../functions/media/adapters/playback-url';
import { settled, until } from '../notify/notify-support';
import { LOCAL_PADDLE } from '../../../infra/local/system';
import { billingWebhook } from '../../../shared/api/endpoints/billing';
import {
  archiveProject,
  extendReviewLink,
  getProject,
  regenerateReviewLink,
  setReviewLinkExpiry,
  updateReviewLinkSettings,
} from '../../../shared/api/endpoints/projects';
import {
  approveReviewVideo,
  getReview,
  reviewResponseSchema,
  submitReviewNotes,
} from '../../../shared/api/endpoints/review';
import { LINK_CARD_MESSAGES } from '../../../shared/messages/link-card-messages';
import { REVIEW_MESSAGES } from '../../../shared/messages/review-messages';
import { testSystem, testTableName } from '../../support/env';
import { reviewHandlerAt } from '../review/review-client';
import { createReviewFixture } from '../review/review-fixture';
import { callEndpoint } from './support/editor-client';
import {
  createProjectAs,
  ensureProfileOf,
  expectError,
  expectOk,
  setPlanOf,
  type TestUser,
} from './support/fixtures';
import { signedInOnPlan, signedInUser } from './support/users';

const DAY = 86_400_000;

async function projectItem(projectId: string) {
  const out = await documentClient().send(
    new GetCommand({ TableName: testTableName(), Key: keys.project(projectId), ConsistentRead: true }),
  );
  return out.Item ?? {};
}

/** A signed Paddle subscription event moving the user to `priceId` (the local stand-in's secret). */
async function sendPlanEvent(userId: string, priceId: string, status = 'active') {
  const occurred = new Date();
  const rawBody = JSON.stringify({
    event_id: `evt_${randomUUID()}`,
    event_type: 'subscription.updated',
    occurred_at: occurred.toISOString(),
    notification_id: `ntf_${randomUUID()}`,
    data: {
      id: `sub_${userId.slice(0, 8)}`,
      status,
      customer_id: `ctm_${userId.slice(0, 10)}`,
      custom_data: { userId },
      items: [{ price: { id: priceId }, quantity: 1 }],
      next_billed_at: new Date(occurred.getTime() + 30 * DAY).toISOString(),
      current_billing_period: null,
      scheduled_change: null,
    },
  });
  const header = signatureHeader([LOCAL_PADDLE.webhookSecret], Math.floor(Date.now() / 1000), rawBody);
  const response = await fetch(`${testSystem().baseUrl}${billingWebhook.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'paddle-signature': header },
    body: rawBody,
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { outcome: string };
}

describe('review link expiry by plan', () => {
  let basic: TestUser;
  let pro: TestUser;
  beforeAll(async () => {
    [basic, pro] = await Promise.all([signedInUser('link-basic'), signedInUser('link-pro')]);
    await Promise.all([ensureProfileOf(basic), ensureProfileOf(pro)]);
    await setPlanOf(basic, 'basic');
  });

  it('refuses a custom or permanent expiry below Pro with a clear message and changes nothing', async () => {
    const project = await createProjectAs(basic, { videos: 1 });
    for (const expiry of [{ kind: 'never' }, { kind: 'days', days: 30 }] as const) {
      const refused = await callEndpoint(setReviewLinkExpiry, {
        token: basic.token,
        params: { projectId: project.id },
        body: { expiry },
      });
      expect(expectError(refused, 403, LINK_CARD_MESSAGES.customExpiryProOnly).code).toBe('FORBIDDEN');
    }
    const detail = await expectOk(getProject, { token: basic.token, params: { projectId: project.id } });
    expect(detail.reviewLink.expiresAt).toBe(project.shareExpiresAt);
  });

  it('Pro: 1–90 days or a date within 90 days; out of range is a 400 naming the field', async () => {
    await setPlanOf(pro, 'pro');
    const project = await createProjectAs(pro, { videos: 1 });
    const params = { projectId: project.id };
    const before = Date.now();
    const thirty = await expectOk(setReviewLinkExpiry, {
      token: pro.token,
      params,
      body: { expiry: { kind: 'days', days: 30 } },
    });
    expect(Date.parse(thirty.expiresAt ?? '') - before).toBeGreaterThanOrEqual(30 * DAY - 1000);
    expect(Date.parse(thirty.expiresAt ?? '') - before).toBeLessThan(30 * DAY + 60_000);

    const date = new Date(Date.now() + 45 * DAY).toISOString();
    const onDate = await expectOk(setReviewLinkExpiry, {
      token: pro.token,
      params,
      body: { expiry: { kind: 'date', date } },
    });
    expect(onDate.expiresAt).toBe(date);
    expect((await projectItem(project.id))['gsi4sk']).toBe(`${date}#${project.id}`);

    const tooFar = await callEndpoint(setReviewLinkExpiry, {
      token: pro.token,
      params,
      body: { expiry: { kind: 'date', date: new Date(Date.now() + 91 * DAY).toISOString() } },
    });
    expect(expectError(tooFar, 400, LINK_CARD_MESSAGES.expiryDateRange).fields).toEqual({
      'expiry.date': LINK_CARD_MESSAGES.expiryDateRange,
    });
    const badDays = await callEndpoint(setReviewLinkExpiry, {
      token: pro.token,
      params,
      body: { expiry: { kind: 'days', days: 91 } },
    });
    expectError(badDays, 400);
  });

  it('Pro permanent link: no index entry, still answers 400 days on; a 7-day link is gone by then', async () => {
    await setPlanOf(pro, 'pro');
    const [permanent, weekly] = await Promise.all([
      createProjectAs(pro, { videos: 1 }),
      createProjectAs(pro, { videos: 1 }),
    ]);
    const link = await expectOk(setReviewLinkExpiry, {
      token: pro.token,
      params: { projectId: permanent.id },
      body: { expiry: { kind: 'never' } },
    });
    expect(link).toEqual({ token: permanent.shareToken, expiresAt: null });
    const item = await projectItem(permanent.id);
    expect(item['shareExpiresAt']).toBeNull();
    expect(item['gsi4pk']).toBeUndefined();
    expect(item['gsi4sk']).toBeUndefined();

    const later = reviewHandlerAt(Date.now() + 400 * DAY);
    const open = await later(permanent.shareToken);
    expect(open.status).toBe(200);
    expect(open.body['project']).toMatchObject({ name: permanent.name, shareExpiresAt: null });
    const gone = await later(weekly.shareToken);
    expect(gone).toEqual({
      status: 410,
      body: { error: { code: 'GONE', message: REVIEW_MESSAGES.expired } },
    });
  });

  it('a downgrade (billing webhook) turns permanent links into 7-day links from that day, other expiries kept', async () => {
    const owner = await signedInOnPlan('link-downgrade', 'pro');
    const [permanent, dated] = await Promise.all([
      createProjectAs(owner, { videos: 1 }),
      createProjectAs(owner, { videos: 1 }),
    ]);
    await expectOk(setReviewLinkExpiry, {
      token: owner.token,
      params: { projectId: permanent.id },
      body: { expiry: { kind: 'never' } },
    });
    const datedLink = await expectOk(setReviewLinkExpiry, {
      token: owner.token,
      params: { projectId: dated.id },
      body: { expiry: { kind: 'days', days: 60 } },
    });

    const before = Date.now();
    expect(await sendPlanEvent(owner.userId, LOCAL_PADDLE.priceIds.basic_monthly)).toEqual({
      received: true,
      outcome: 'applied',
    });
    const after = Date.now();

    const reverted = await expectOk(getProject, { token: owner.token, params: { projectId: permanent.id } });
    const expiry = Date.parse(reverted.reviewLink.expiresAt ?? '');
    expect(expiry).toBeGreaterThanOrEqual(before + 7 * DAY - 1000);
    expect(expiry).toBeLessThanOrEqual(after + 7 * DAY + 1000);
    const item = await projectItem(permanent.id);
    expect(item['gsi4sk']).toBe(`${reverted.reviewLink.expiresAt}#${permanent.id}`);
    expect(String(item['gsi4pk'])).toMatch(/^LINKEXP#\d$/);
    const kept = await expectOk(getProject, { token: owner.token, params: { projectId: dated.id } });
    expect(kept.reviewLink.expiresAt).toBe(datedLink.expiresAt);

    // The reverted link dies 8 days on; no new permanent link on Basic.
    expect((await reviewHandlerAt(after + 8 * DAY)(permanent.shareToken)).status).toBe(410);
    const refused = await callEndpoint(setReviewLinkExpiry, {
      token: owner.token,
      params: { projectId: permanent.id },
      body: { expiry: { kind: 'never' } },
    });
    expectError(refused, 403, LINK_CARD_MESSAGES.customExpiryProOnly);
    // Extend still works on every plan (7 days).
    await expectOk(extendReviewLink, { token: owner.token, params: { projectId: permanent.id } });
  });
});

describe('turning the review link off and on', () => {
  let owner: TestUser;
  beforeAll(async () => {
    owner = await signedInOnPlan('link-revoke', 'basic');
  });
  const review = (token: string) => callEndpoint(getReview, { params: { token } });

  it("a turned-off link answers 'Review link not found' at once, and answers again when back on", async () => {
    const project = await createProjectAs(owner, { videos: 1 });
    const params = { projectId: project.id };
    expect((await review(project.shareToken)).status).toBe(200);

    const off = await expectOk(updateReviewLinkSettings, {
      token: owner.token,
      params,
      body: { enabled: false },
    });
    expect(off.shareRevokedAt).toEqual(expect.any(String));
    expectError(await review(project.shareToken), 404, REVIEW_MESSAGES.notFound);
    // The refusal happens in the token's one admission request: nothing of the project leaks.
    expect(JSON.stringify((await review(project.shareToken)).body)).not.toContain(project.name);
    const shown = await expectOk(getProject, { token: owner.token, params });
    expect(shown.project.shareRevokedAt).toBe(off.shareRevokedAt);

    const on = await expectOk(updateReviewLinkSettings, {
      token: owner.token,
      params,
      body: { enabled: true },
    });
    expect(on.shareRevokedAt ?? null).toBeNull();
    expect((await review(project.shareToken)).status).toBe(200);
  });

  it('a new link starts on; another user cannot turn a link off; archived projects refuse', async () => {
    const project = await createProjectAs(owner, { videos: 1 });
    const params = { projectId: project.id };
    await expectOk(updateReviewLinkSettings, { token: owner.token, params, body: { enabled: false } });
    const fresh = await expectOk(regenerateReviewLink, { token: owner.token, params });
    expect((await review(fresh.token)).status).toBe(200);
    expect(
      (await expectOk(getProject, { token: owner.token, params })).project.shareRevokedAt ?? null,
    ).toBeNull();

    const stranger = await signedInUser('link-stranger');
    expectError(
      await callEndpoint(updateReviewLinkSettings, {
        token: stranger.token,
        params,
        body: { enabled: false },
      }),
      404,
    );
    expect((await review(fresh.token)).status).toBe(200);

    await expectOk(archiveProject, { token: owner.token, params });
    const refused = await callEndpoint(updateReviewLinkSettings, {
      token: owner.token,
      params,
      body: { enabled: true },
    });
    expect(expectError(refused, 409).code).toBe('ARCHIVED');
    expectError(await review(fresh.token), 404, REVIEW_MESSAGES.notFound);
  });

  it('refuses an empty change with 400', async () => {
    const project = await createProjectAs(owner, { videos: 1 });
    expectError(
      await callEndpoint(updateReviewLinkSettings, {
        token: owner.token,
        params: { projectId: project.id },
        body: {},
      }),
      400,
    );
  });
});

describe('downloads of the originals', () => {
  it('no download URL while downloads are off; an attachment URL under the file name when on', async () => {
    const owner = await signedInUser('link-downloads');
    await ensureProfileOf(owner);
    const f = await createReviewFixture({
      owner: { userId: owner.userId, email: owner.email },
      videoCount: 2,
    });
    const params = { projectId: f.projectId };
    const load = async () => {
      const answer = await callEndpoint(getReview, { params: { token: f.token } });
      expect(answer.status).toBe(200);
      return reviewResponseSchema.parse(answer.body);
    };

    const forbidden = await load();
    expect(forbidden.project.downloadsAllowed).toBe(false);
    expect(forbidden.videos.map((v) => v.currentVersion?.downloadUrl)).toEqual([null, null]);
    expect(forbidden.videos.every((v) => v.currentVersion?.playbackUrl)).toBe(true);
    // The playback URL is a plain inline GET: no attachment override is ever signed while forbidden.
    expect(JSON.stringify(forbidden)).not.toMatch(/response-content-disposition/i);

    await expectOk(updateReviewLinkSettings, {
      token: owner.token,
      params,
      body: { downloadsAllowed: true },
    });
    const allowed = await load();
    expect(allowed.project.downloadsAllowed).toBe(true);
    const version = allowed.videos[0]?.currentVersion;
    expect(version?.downloadUrl).toMatch(/response-content-disposition=attachment/i);
    // S3 sends this as Content-Disposition (the local stand-in serves the bytes but ignores the override).
    const signed = new URL(version?.downloadUrl ?? '');
    expect(signed.searchParams.get('response-content-disposition')).toBe(
      attachmentDisposition(f.videos[0]?.title ?? ''),
    );
    const file = await fetch(signed);
    expect(file.status).toBe(200);
    expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(1000);

    await expectOk(updateReviewLinkSettings, {
      token: owner.token,
      params,
      body: { downloadsAllowed: false },
    });
    const again = await load();
    expect(again.videos.map((v) => v.currentVersion?.downloadUrl)).toEqual([null, null]);
  });
});

describe('who opened it', () => {
  it('counts 50 concurrent opens exactly and tells the owner once; a new link starts at 0', async () => {
    const owner = await signedInUser('link-opens');
    await ensureProfileOf(owner);
    const f = await createReviewFixture({
      owner: { userId: owner.userId, email: owner.email },
      videoCount: 1,
    });
    const params = { projectId: f.projectId };
    const before = await expectOk(getProject, { token: owner.token, params });
    expect(before.linkOpens).toEqual({ count: 0, firstOpenedAt: null, lastOpenedAt: null });

    // 50 clients at once over HTTP (within the per-token window of 60): every open is one admission write.
    const base = Date.now();
    const statuses = await Promise.all(
      Array.from({ length: 50 }, () =>
        callEndpoint(getReview, { params: { token: f.token } }).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(50);

    const after = await expectOk(getProject, { token: owner.token, params });
    expect(after.linkOpens.count).toBe(50);
    const first = Date.parse(after.linkOpens.firstOpenedAt ?? '');
    const last = Date.parse(after.linkOpens.lastOpenedAt ?? '');
    expect(first).toBeGreaterThanOrEqual(base - 1000);
    expect(last).toBeGreaterThanOrEqual(first);
    expect(last).toBeLessThanOrEqual(Date.now() + 1000);

    const opened = await settled(async () =>
      (await listNotifications(f.db, { userId: owner.userId })).items.filter((n) => n.type === 'link_opened'),
    );
    expect(opened).toHaveLength(1);
    expect(opened[0]?.body).toContain(f.projectName);

    // A new link is a new link: its opens start at 0 and its first open is told again.
    const fresh = await expectOk(regenerateReviewLink, { token: owner.token, params });
    expect((await expectOk(getProject, { token: owner.token, params })).linkOpens.count).toBe(0);
    expect((await callEndpoint(getReview, { params: { token: fresh.token } })).status).toBe(200);
    const again = await expectOk(getProject, { token: owner.token, params });
    expect(again.linkOpens.count).toBe(1);
    const told = await until(
      async () =>
        (await listNotifications(f.db, { userId: owner.userId })).items.filter(
          (n) => n.type === 'link_opened',
        ),
      (list) => list.length >= 2,
    );
    expect(told).toHaveLength(2);
  });

  it('a visit counts one open: the re-reads after its notes and approvals do not count again', async () => {
    const owner = await signedInUser('link-visit');
    await ensureProfileOf(owner);
    const f = await createReviewFixture({
      owner: { userId: owner.userId, email: owner.email },
      videoCount: 2,
    });
    const params = { projectId: f.projectId };
    const token = { token: f.token };

    // The visit: the page opens the review, sends notes, approves a video and re-reads after each (as
    // frontend/src/features/review/api/get-review.ts does).
    const opened = await callEndpoint(getReview, { params: token });
    expect(opened.status).toBe(200);
    const review = reviewResponseSchema.parse(opened.body);
    const [first, second] = review.videos;
    const notes = await callEndpoint(submitReviewNotes, {
      params: token,
      body: {
        batchId: randomUUID(),
        reviewerName: 'Clara',
        notes: [
          {
            videoId: first?.id,
            videoVersionId: first?.currentVersion?.id,
            body: 'Warmer grade',
            timecodeMs: 1000,
          },
        ],
      },
    });
    expect(notes.status, JSON.stringify(notes.body)).toBe(submitReviewNotes.successStatus ?? 200);
    expect((await callEndpoint(getReview, { params: token, query: { reread: '1' } })).status).toBe(200);
    const approved = await callEndpoint(approveReviewVideo, {
      params: { token: f.token, videoId: second?.id ?? '' },
      body: { reviewerName: 'Clara', versionId: second?.currentVersion?.id },
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect((await callEndpoint(getReview, { params: token, query: { reread: '1' } })).status).toBe(200);
    expect((await expectOk(getProject, { token: owner.token, params })).linkOpens.count).toBe(1);

    // The next visit is the next open.
    expect((await callEndpoint(getReview, { params: token })).status).toBe(200);
    expect((await expectOk(getProject, { token: owner.token, params })).linkOpens.count).toBe(2);
    // Anything else in the query is refused, not taken for an open.
    expectError(await callEndpoint(getReview, { params: token, query: { reread: 'yes' } }), 400);
  });
});
