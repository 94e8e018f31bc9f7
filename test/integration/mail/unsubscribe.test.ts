/**
 * One-click unsubscribe through the local system: a client's feedback mail carries the
 * List-Unsubscribe headers; POSTing that link (as a mail client does, RFC 8058) turns that kind of mail off
 * for that editor only, again answers the same and changes nothing more; tampered, other-user and expired
 * links are refused and change nothing; a GET (link scanners) unsubscribes nobody.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signUnsubscribeToken } from '../../../functions/notify/mail/unsubscribe-token';
import { getProfile } from '../../../functions/projects/store/profile-repository';
import { LOCAL_MAIL_LINK_SECRET } from '../../../infra/local/system';
import { apiUrl, testSystem } from '../../support/env';
import { createReviewFixture, mailsTo, testDb, type StoredMail } from '../review/review-fixture';

interface StoredMailWithHeaders extends StoredMail {
  headers?: { name: string; value: string }[];
}

async function waitForMail(to: string): Promise<StoredMailWithHeaders> {
  for (let i = 0; i < 50; i++) {
    const [mail] = (await mailsTo(testSystem().mailUrl, to)) as StoredMailWithHeaders[];
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to}`);
}

/** What a mail client does with a one-click List-Unsubscribe link. */
async function oneClick(pathAndQuery: string, method = 'POST') {
  const response = await fetch(apiUrl(pathAndQuery), {
    method,
    ...(method === 'POST'
      ? {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'List-Unsubscribe=One-Click',
        }
      : {}),
  });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null };
}

const path = (token: string) => `/api/mail/unsubscribe?token=${encodeURIComponent(token)}`;

describe('one-click unsubscribe', () => {
  it('the feedback mail carries the headers; its link turns client-activity mail off, once, idempotently', async () => {
    const f = await createReviewFixture({ videoCount: 1 });
    const video = f.videos[0];
    if (!video) throw new Error('fixture without a video');
    const submitted = await fetch(apiUrl(`/api/review/${f.token}/notes`), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        batchId: randomUUID(),
        notes: [{ videoId: video.id, videoVersionId: video.versionId, body: 'Brighter', timecodeMs: 1000 }],
      }),
    });
    expect(submitted.status).toBe(200);

    const mail = await waitForMail(f.ownerEmail);
    const headers = new Map((mail.headers ?? []).map((h) => [h.name.toLowerCase(), h.value]));
    expect(headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const link = /^<(https?:\/\/[^>]+)>$/.exec(headers.get('list-unsubscribe') ?? '')?.[1];
    expect(link).toBeDefined();
    const url = new URL(link ?? '');
    expect(url.pathname).toBe('/api/mail/unsubscribe');
    // The footer links to the notification settings.
    expect(mail.body.text).toContain('/Settings?section=notifications');

    const before = await getProfile(testDb(), f.ownerId);
    expect(before?.mailPreferences).toBeUndefined();

    const first = await oneClick(`${url.pathname}${url.search}`);
    expect(first).toEqual({ status: 200, json: { status: 'unsubscribed', category: 'clientActivity' } });
    const after = await getProfile(testDb(), f.ownerId);
    expect(after?.mailPreferences).toEqual({ clientActivity: 'off' });
    // Nothing else on the profile changed.
    expect({ ...after, mailPreferences: undefined }).toEqual({ ...before, mailPreferences: undefined });

    const again = await oneClick(`${url.pathname}${url.search}`);
    expect(again).toEqual(first);
    expect((await getProfile(testDb(), f.ownerId))?.mailPreferences).toEqual({ clientActivity: 'off' });
  });

  it('turns off only its own kind and keeps the others', async () => {
    const f = await createReviewFixture({ videoCount: 1 });
    const now = new Date();
    for (const category of ['reminders', 'linkExpiry'] as const) {
      const t = signUnsubscribeToken(LOCAL_MAIL_LINK_SECRET, { userId: f.ownerId, category, now });
      expect((await oneClick(path(t))).status).toBe(200);
    }
    expect((await getProfile(testDb(), f.ownerId))?.mailPreferences).toEqual({
      reminders: 'off',
      linkExpiry: 'off',
    });
  });

  it('refuses tampered, other-user, forged and expired links, and changes nothing', async () => {
    const f = await createReviewFixture({ videoCount: 1 });
    const victim = await createReviewFixture({ videoCount: 1 });
    const now = new Date();
    const good = signUnsubscribeToken(LOCAL_MAIL_LINK_SECRET, {
      userId: f.ownerId,
      category: 'reminders',
      now,
    });
    const parts = good.split('.');

    // The same signature moved to another user.
    const otherUser = [parts[0], Buffer.from(victim.ownerId).toString('base64url'), ...parts.slice(2)].join(
      '.',
    );
    const otherKind = [...parts.slice(0, 2), 'clientActivity', ...parts.slice(3)].join('.');
    const forged = signUnsubscribeToken('not-the-secret', {
      userId: victim.ownerId,
      category: 'reminders',
      now,
    });
    for (const token of [otherUser, otherKind, forged]) {
      const res = await oneClick(path(token));
      expect(res.status, token).toBe(403);
      expect(res.json).toMatchObject({ error: { message: expect.stringContaining('not valid') } });
    }

    const longAgo = new Date(now.getTime() - 91 * 24 * 60 * 60 * 1000);
    const expired = signUnsubscribeToken(LOCAL_MAIL_LINK_SECRET, {
      userId: f.ownerId,
      category: 'reminders',
      now: longAgo,
    });
    const gone = await oneClick(path(expired));
    expect(gone.status).toBe(410);
    expect(gone.json).toMatchObject({ error: { message: expect.stringContaining('expired') } });

    expect((await oneClick(path('not-a-token'))).status).toBe(400);
    // A GET (a scanner following links) unsubscribes nobody.
    expect((await oneClick(path(good), 'GET')).status).not.toBe(200);

    expect((await getProfile(testDb(), f.ownerId))?.mailPreferences).toBeUndefined();
    expect((await getProfile(testDb(), victim.ownerId))?.mailPreferences).toBeUndefined();
  });
});
