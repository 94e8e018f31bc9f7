/**
 * Bounces and complaints through the local system: the mail stand-in is told to bounce the
 * editor's address; the next owner mail bounces, the mail-events handler suppresses the address, the profile
 * answer carries the banner data, no more mail reaches the address (the in-app notification still does), and
 * the editor's 'try again' lifts it. A complaint suppresses the same way.
 */
import { describe, expect, it } from 'vitest';
import { untilNotified } from '../notify/notify-support';
import { findSuppression } from '../../../functions/notify/store/mail-suppression-repository';
import { profileSchema } from '../../../shared/domain/entities';
import { apiUrl, testSystem } from '../../support/env';
import { signedInUser } from '../../support/users';
import { noteBatch, submitNotes } from '../review/review-client';
import { createReviewFixture, mailsTo, testDb, type ReviewFixture } from '../review/review-fixture';

async function tellStandIn(address: string, type: 'bounce' | 'complaint') {
  const res = await fetch(`${testSystem().mailUrl}/__local/bounce`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ address, type }),
  });
  expect(res.status).toBe(200);
}

async function submitNote(f: ReviewFixture, body: string) {
  const res = await submitNotes(f.token, noteBatch(f, [{ body, timecodeMs: 2000 }]));
  expect(res.status).toBe(200);
}

async function until<T>(read: () => Promise<T | null | undefined>, what: string): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = await read();
    if (value) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The owner's feedback mails (a signed-up editor also got their sign-up code mail). */
async function feedbackMails(to: string) {
  return (await mailsTo(testSystem().mailUrl, to)).filter((m) => m.subject.startsWith('New feedback'));
}

async function profileOf(authorization: string) {
  const res = await fetch(apiUrl('/api/profile'), { headers: { authorization } });
  expect(res.status).toBe(200);
  return profileSchema.parse(await res.json());
}

describe('bounces and complaints', () => {
  it('a bounce suppresses the address: banner data, no more mail, the editor can lift it', async () => {
    const editor = await signedInUser();
    const f = await createReviewFixture({
      videoCount: 1,
      owner: { userId: editor.userId, email: editor.email },
    });
    expect((await profileOf(editor.authorization)).mailSuppression).toBeNull();

    await tellStandIn(editor.email, 'bounce');
    await submitNote(f, 'First note');
    const suppression = await until(() => findSuppression(testDb(), editor.email), 'the suppression');
    expect(suppression).toMatchObject({ address: editor.email.toLowerCase(), reason: 'bounce' });
    // The stand-in may report the bounce before it lists the mail: wait for the one mail, then count it.
    const bounced = await until(async () => {
      const mails = await feedbackMails(editor.email);
      return mails.length > 0 ? mails : null;
    }, 'the bounced feedback mail');
    expect(bounced).toHaveLength(1);

    // The profile answer carries the banner's data.
    expect((await profileOf(editor.authorization)).mailSuppression).toEqual(suppression);

    // More client activity (on another project, so the per-project mail window is not what holds the mail):
    // the notification is made, the mail is not sent.
    const second = await createReviewFixture({
      videoCount: 1,
      owner: { userId: editor.userId, email: editor.email },
    });
    await submitNote(second, 'Second note');
    const notifications = { items: await untilNotified(testDb(), editor.userId, 2) };
    expect(notifications.items.filter((n) => n.type === 'new_feedback')).toHaveLength(2);
    await new Promise((r) => setTimeout(r, 300));
    expect(await feedbackMails(editor.email)).toHaveLength(1);

    // 'I fixed it': the suppression is lifted and mail flows again.
    const cleared = await fetch(apiUrl('/api/profile/mail-suppression'), {
      method: 'DELETE',
      headers: { authorization: editor.authorization },
    });
    expect(cleared.status).toBe(200);
    expect(profileSchema.parse(await cleared.json()).mailSuppression).toBeNull();
    expect(await findSuppression(testDb(), editor.email)).toBeNull();
    // On another project of the same editor (a project mails at most once per FEEDBACK_MAIL_WINDOW_MINUTES).
    const g = await createReviewFixture({
      videoCount: 1,
      owner: { userId: editor.userId, email: editor.email },
    });
    await submitNote(g, 'Third note');
    await until(async () => (await feedbackMails(editor.email)).length === 2, 'the next mail');
  });

  it('a complaint suppresses the address too; another editor is unaffected', async () => {
    const f = await createReviewFixture({ videoCount: 1 });
    const other = await createReviewFixture({ videoCount: 1 });
    await tellStandIn(f.ownerEmail.toUpperCase(), 'complaint');
    await submitNote(f, 'Note');
    const suppression = await until(() => findSuppression(testDb(), f.ownerEmail), 'the suppression');
    expect(suppression.reason).toBe('complaint');

    await submitNote(other, 'Note');
    await until(
      async () => (await mailsTo(testSystem().mailUrl, other.ownerEmail)).length === 1,
      'other mail',
    );
    expect(await findSuppression(testDb(), other.ownerEmail)).toBeNull();
  });
});
