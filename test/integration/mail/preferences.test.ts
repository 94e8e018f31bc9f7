/**
 * Settings → Notifications through the local system: the API stores the choice per kind, refuses
 * what is not offered (digests for client activity only), and client activity mail follows it: off → the in-app
 * notification only; instant → the mail again.
 */
import { describe, expect, it } from 'vitest';
import { untilNotified } from '../notify/notify-support';
import { profileSchema } from '../../../shared/domain/entities';
import { apiUrl, testSystem } from '../../support/env';
import { signedInUser } from '../../support/users';
import { noteBatch, submitNotes } from '../review/review-client';
import { createReviewFixture, mailsTo, testDb, type ReviewFixture } from '../review/review-fixture';

async function putPreferences(authorization: string, body: unknown) {
  const res = await fetch(apiUrl('/api/profile/mail-preferences'), {
    method: 'PUT',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as unknown };
}

async function submitNote(f: ReviewFixture) {
  const res = await submitNotes(f.token, noteBatch(f, [{ body: 'A note', timecodeMs: 500 }]));
  expect(res.status).toBe(200);
}

const feedbackMails = async (to: string) =>
  (await mailsTo(testSystem().mailUrl, to)).filter((m) => m.subject.startsWith('New feedback'));

describe('mail preferences', () => {
  it('off keeps the in-app notification and sends no mail; instant mails again', async () => {
    const editor = await signedInUser();
    const f = await createReviewFixture({
      videoCount: 1,
      owner: { userId: editor.userId, email: editor.email },
    });

    const saved = await putPreferences(editor.authorization, {
      clientActivity: 'off',
      reminders: 'instant',
      linkExpiry: 'off',
    });
    expect(saved.status).toBe(200);
    expect(profileSchema.parse(saved.json).mailPreferences).toEqual({
      clientActivity: 'off',
      reminders: 'instant',
      linkExpiry: 'off',
    });

    await submitNote(f);
    expect(await untilNotified(testDb(), editor.userId, 1)).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 300));
    expect(await feedbackMails(editor.email)).toEqual([]);

    expect(
      (
        await putPreferences(editor.authorization, {
          clientActivity: 'instant',
          reminders: 'instant',
          linkExpiry: 'off',
        })
      ).status,
    ).toBe(200);
    // Another project of the same editor (a project mails at most once per FEEDBACK_MAIL_WINDOW_MINUTES).
    const g = await createReviewFixture({
      videoCount: 1,
      owner: { userId: editor.userId, email: editor.email },
    });
    await submitNote(g);
    expect(await untilNotified(testDb(), editor.userId, 2)).toHaveLength(2);
    expect(await feedbackMails(editor.email)).toHaveLength(1);
  });

  it('refuses choices it does not offer and incomplete bodies', async () => {
    const editor = await signedInUser();
    for (const body of [
      { clientActivity: 'instant', reminders: 'hourly', linkExpiry: 'instant' },
      { clientActivity: 'instant', reminders: 'instant' },
      { clientActivity: 'instant', reminders: 'instant', linkExpiry: 'instant', marketing: 'instant' },
    ]) {
      const res = await putPreferences(editor.authorization, body);
      if (res.status === 200) {
        // Unknown keys may be stripped, never stored.
        expect(profileSchema.parse(res.json).mailPreferences).toEqual({
          clientActivity: 'instant',
          reminders: 'instant',
          linkExpiry: 'instant',
        });
      } else {
        expect(res.status).toBe(400);
      }
    }
    // Reminders and link warnings come once a day already: on or off, no digest.
    for (const refused of [
      { clientActivity: 'instant', reminders: 'daily', linkExpiry: 'instant' },
      { clientActivity: 'instant', reminders: 'instant', linkExpiry: 'hourly' },
      { clientActivity: 'weekly', reminders: 'instant', linkExpiry: 'instant' },
    ]) {
      expect((await putPreferences(editor.authorization, refused)).status).toBe(400);
    }
    const digest = await putPreferences(editor.authorization, {
      clientActivity: 'daily',
      reminders: 'instant',
      linkExpiry: 'instant',
    });
    expect(digest.status).toBe(200);
    expect(profileSchema.parse(digest.json).mailPreferences?.clientActivity).toBe('daily');
  });
});
