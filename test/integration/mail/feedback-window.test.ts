/**
 * The owner's feedback mail window against the local system, with the clock moved: the first feedback of a
 * window is mailed at once, what follows inside it is held and mailed by the digests job when the window
 * closes (so a client who goes quiet still reaches the inbox), exactly once even when runs overlap; a
 * client's reply mails the editor through the same window; an approval is not held back by feedback waiting
 * for its window. (A mail that fails is sent by the job: test/integration/notify/notify-pipeline.test.ts.)
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FEEDBACK_MAIL_WINDOW_MINUTES } from '../../../shared/domain/note-limits';
import { listNotifications } from '../../../functions/projects/store/notification-repository';
import { buildEditorApiDeps } from '../../../functions/editor-api/deps';
import { buildReviewApiDeps } from '../../../functions/review-api/deps';
import { replyAsClient } from '../../../functions/review/use-cases/reply-as-client';
import { replyAsEditor } from '../../../functions/projects/use-cases/reply-as-editor';
import { approveReviewVideo } from '../../../functions/review/use-cases/approve-review-video';
import { submitReviewNotes } from '../../../functions/review/use-cases/submit-review-notes';
import { testSystem } from '../../support/env';
import { runDigestsAt } from '../review/review-client';
import { createReviewFixture, mailsTo, noteBatchOn, type ReviewFixture } from '../review/review-fixture';
import { untilNotified } from '../notify/notify-support';

const MINUTE = 60_000;
const WINDOW = FEEDBACK_MAIL_WINDOW_MINUTES * MINUTE;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** The owner's mails (the local SES store is read over HTTP: give it a moment to settle). */
async function mailsOf(f: ReviewFixture) {
  await new Promise((r) => setTimeout(r, 150));
  return mailsTo(testSystem().mailUrl, f.ownerEmail);
}

/** The review API's use cases as if it were `now()` (the test moves it; the events carry that time). */
async function reviewAt(now: () => Date) {
  return buildReviewApiDeps({ clock: { now }, log: quiet });
}

/** Carla's note batches on the fixture's first video, through the review API's use cases. */
function sendingAs(f: ReviewFixture, deps: Awaited<ReturnType<typeof reviewAt>>) {
  return (bodies: string[]) =>
    submitReviewNotes(deps, {
      token: f.token,
      sourceIp: '203.0.113.8',
      body: noteBatchOn(f, bodies, 'Carla'),
    });
}

describe('the feedback mail window', () => {
  it('two batches in the window, then the client goes quiet: every note reaches the inbox exactly once', async () => {
    const f = await createReviewFixture({ videoCount: 1 });
    const t0 = new Date();
    let now = t0;
    const deps = await reviewAt(() => now);
    const send = sendingAs(f, deps);

    await send(['First a', 'First b']);
    await untilNotified(f.db, f.ownerId, 1);
    now = new Date(t0.getTime() + MINUTE);
    await send(['Second a', 'Second b', 'Second c']);
    await untilNotified(f.db, f.ownerId, 2);
    now = new Date(t0.getTime() + 6 * MINUTE);
    await send(['Third a']);
    await untilNotified(f.db, f.ownerId, 3);
    // The first batch went at once; the two that followed inside the window wait for it to close.
    const first = await mailsOf(f);
    expect(first.map((m) => m.subject)).toEqual([`New feedback on ${f.projectName}: 2 notes from Carla`]);

    await runDigestsAt(new Date(t0.getTime() + WINDOW - MINUTE));
    expect(await mailsOf(f)).toHaveLength(1);

    // The window closes and nobody writes again: the job sends what was held, once, even when two runs
    // overlap (a retried schedule) and another comes later.
    const closed = new Date(t0.getTime() + WINDOW + 1_000);
    await Promise.all([runDigestsAt(closed), runDigestsAt(closed)]);
    await runDigestsAt(new Date(closed.getTime() + 2 * MINUTE));
    const mails = await mailsOf(f);
    expect(mails.map((m) => m.subject)).toEqual([
      `New feedback on ${f.projectName}: 2 notes from Carla`,
      `New feedback on ${f.projectName}: 4 notes`,
    ]);
    const text = mails.map((m) => m.body.text ?? '').join('\n');
    for (const body of ['First a', 'First b', 'Second a', 'Second b', 'Second c', 'Third a']) {
      expect(text.split(body).length - 1, body).toBe(1);
    }
    expect(mails[1]?.body.text).toContain('Your client added 4 notes since your last mail:');
    // Every batch still made its in-app notification.
    const notifications = await listNotifications(f.db, { userId: f.ownerId });
    expect(notifications.items.filter((n) => n.type === 'new_feedback')).toHaveLength(3);
  });

  it("a client's reply to the editor's reply mails the editor through the same window", async () => {
    const f = await createReviewFixture({ videoCount: 1 });
    const t0 = new Date();
    let now = t0;
    const deps = await reviewAt(() => now);
    const submitted = await submitReviewNotes(deps, {
      token: f.token,
      sourceIp: '203.0.113.8',
      body: noteBatchOn(f, ['Make the logo bigger'], 'Carla'),
    });
    await untilNotified(f.db, f.ownerId, 1);
    const noteId = submitted.notes[0]!.id;
    now = new Date(t0.getTime() + 2 * MINUTE);
    const editor = buildEditorApiDeps({ clock: { now: () => now }, log: quiet });
    await replyAsEditor(editor, {
      userId: f.ownerId,
      projectId: f.projectId,
      noteId,
      body: { requestId: randomUUID(), body: 'Bigger how?' },
      author: { displayName: 'Eddie Editor', fullName: null },
    });
    const reply = (body: string) =>
      replyAsClient(deps, {
        token: f.token,
        noteId,
        body: { requestId: randomUUID(), body, reviewerName: 'Carla' },
      });

    // Inside the window of the note's mail: held, then mailed when the window closes.
    now = new Date(t0.getTime() + 3 * MINUTE);
    await reply('Twice as big');
    await untilNotified(f.db, f.ownerId, 2);
    expect(await mailsOf(f)).toHaveLength(1);
    await runDigestsAt(new Date(t0.getTime() + WINDOW + 1_000));
    const held = await mailsOf(f);
    expect(held[1]?.subject).toBe(`New feedback on ${f.projectName}: 1 reply`);
    expect(held[1]?.body.text).toContain('Carla: Replied: Twice as big');

    // A window after that mail the window is open again: the next reply is mailed at once.
    now = new Date(t0.getTime() + 2 * WINDOW + 2 * MINUTE);
    await reply('And move it left');
    await untilNotified(f.db, f.ownerId, 3);
    const mails = await mailsOf(f);
    expect(mails).toHaveLength(3);
    expect(mails[2]?.subject).toBe(`Carla replied on "${f.videos[0]!.title}" (${f.projectName})`);
    expect(mails[2]?.body.text).toContain('Note: Make the logo bigger');
    expect(mails[2]?.body.text).toContain('Reply: And move it left');
    // One in-app notification per reply (stored with the reply, not again by the mail).
    const titles = (await listNotifications(f.db, { userId: f.ownerId })).items.map((n) => n.title);
    expect(titles.filter((t) => t === 'New reply from your client')).toHaveLength(2);
  });

  it('an approval is not held back by feedback waiting for its window: both go a minute later', async () => {
    const f = await createReviewFixture({ videoCount: 2 });
    const t0 = new Date();
    let now = t0;
    const deps = await reviewAt(() => now);
    const send = sendingAs(f, deps);
    await send(['Colour is off']);
    await untilNotified(f.db, f.ownerId, 1);
    now = new Date(t0.getTime() + MINUTE);
    await send(['Cut earlier']);
    await untilNotified(f.db, f.ownerId, 2);
    now = new Date(t0.getTime() + 2 * MINUTE);
    const video = f.videos[1]!;
    await approveReviewVideo(deps, {
      token: f.token,
      videoId: video.id,
      body: { versionId: video.versionId, reviewerName: 'Carla' },
    });
    await untilNotified(f.db, f.ownerId, 3);
    await runDigestsAt(new Date(t0.getTime() + 3 * MINUTE + 1_000));
    const mails = await mailsOf(f);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toBe(`New feedback on ${f.projectName}: 1 note and 1 approval`);
    expect(mails[1]?.body.text).toContain('Cut earlier');
    expect(mails[1]?.body.text).toContain('Approved the video');
    // Nothing is left for the window's close.
    await runDigestsAt(new Date(t0.getTime() + WINDOW + MINUTE));
    expect(await mailsOf(f)).toHaveLength(2);
  });
});
