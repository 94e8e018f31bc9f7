/**
 * Replies on a note's thread over HTTP against the local system: the editor through the owner route, the
 * client through the review token. Both stored once per request id (a resubmission answers the stored reply),
 * both refused for other projects' notes, archived projects, blank and oversized bodies. A client's reply
 * notifies the editor in-app (once); an editor's reply e-mails the clients who left an address (once), and
 * nobody is told of their own reply.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { settled } from '../notify/notify-support';
import { listNotifications } from '../../../shared/api/endpoints/notifications';
import { archiveProject, type ProjectDetail } from '../../../shared/api/endpoints/projects';
import { replyToNote, replyToReviewNote } from '../../../shared/api/endpoints/replies';
import { getReview } from '../../../shared/api/endpoints/review';
import { REPLY_LIMITS } from '../../../shared/domain/note-reply';
import { COMMON_MESSAGES } from '../../../shared/messages/common-messages';
import { REPLY_MESSAGES } from '../../../shared/messages/reply-messages';
import { REVIEW_MESSAGES } from '../../../shared/messages/review-messages';
import { testSystem } from '../../support/env';
import { mailsTo } from '../review/review-fixture';
import { callEndpoint } from './support/editor-client';
import {
  createProjectAs,
  expectError,
  expectOk,
  getProjectAs,
  settledProject,
  setPlanOf,
  submitNotesAsClient,
  type TestUser,
} from './support/fixtures';
import { signedInUser } from './support/users';

let editor: TestUser;
let other: TestUser;
beforeAll(async () => {
  editor = await signedInUser('replies', 'Rita Replies');
  other = await signedInUser('replies-other');
  await setPlanOf(editor, 'pro');
  await setPlanOf(other, 'pro');
});

/** A project of `user` with one client note on its first video; answers the detail and the note id. */
async function projectWithNote(user: TestUser, body = 'Make the logo bigger') {
  const project = await createProjectAs(user, { videos: 1 });
  const settled = await settledProject(user, project.id);
  await submitNotesAsClient(settled, [{ videoIndex: 0, body, timecodeMs: 2000 }]);
  const detail = await getProjectAs(user, project.id);
  const noteId = detail.videos[0]?.notes[0]?.id;
  if (!noteId) throw new Error('the client note was not stored');
  return { detail, noteId };
}

const ownerReply = (user: TestUser, detail: ProjectDetail, noteId: string, body: unknown) =>
  callEndpoint(replyToNote, { token: user.token, params: { projectId: detail.project.id, noteId }, body });

const clientReply = (detail: ProjectDetail, noteId: string, body: unknown) =>
  callEndpoint(replyToReviewNote, { params: { token: detail.reviewLink.token, noteId }, body });

async function notificationTitles(user: TestUser): Promise<string[]> {
  const list = await expectOk(listNotifications, { token: user.token });
  return list.items.map((n) => n.title);
}

async function waitForMails(to: string, count: number) {
  const { mailUrl } = testSystem();
  for (let i = 0; i < 30; i++) {
    const mails = await mailsTo(mailUrl, to);
    if (mails.length >= count) return mails;
    await new Promise((r) => setTimeout(r, 100));
  }
  return mailsTo(mailUrl, to);
}

describe('a thread between the editor and the client', () => {
  it('editor replies, client sees it and replies back, editor is notified, client is e-mailed', async () => {
    const { detail, noteId } = await projectWithNote(editor);
    const titlesBefore = await settled(() => notificationTitles(editor));

    // The editor replies from the project page: stored once per request id, nobody notified yet.
    const requestId = randomUUID();
    const first = await expectOk(replyToNote, {
      token: editor.token,
      params: { projectId: detail.project.id, noteId },
      body: { requestId, body: '  Bigger how?  ' },
    });
    expect(first.created).toBe(true);
    expect(first.reply).toMatchObject({
      noteId,
      body: 'Bigger how?',
      authorKind: 'editor',
      authorLabel: 'Rita Replies',
    });
    const again = await expectOk(replyToNote, {
      token: editor.token,
      params: { projectId: detail.project.id, noteId },
      body: { requestId, body: 'Bigger how?' },
    });
    expect(again).toEqual({ created: false, reply: first.reply });
    expect(await notificationTitles(editor)).toEqual(titlesBefore);

    // The client sees the thread on the review page (no addresses, no request ids leak).
    const review = await expectOk(getReview, { params: { token: detail.reviewLink.token } });
    expect(review.videos[0]?.replies).toEqual([first.reply]);
    // (Opening the link may tell the editor of its first open: counted from here.)
    const titlesAfterOpen = await settled(() => notificationTitles(editor));

    // The client replies back, leaving an address: the editor gets one in-app notification.
    const clientRequest = randomUUID();
    const email = `client-${randomUUID().slice(0, 8)}@test.cutroom.local`;
    const body = {
      requestId: clientRequest,
      body: 'Twice as big',
      reviewerName: 'Carla',
      reviewerEmail: email,
    };
    const back = await expectOk(replyToReviewNote, {
      params: { token: detail.reviewLink.token, noteId },
      body,
    });
    expect(back.created).toBe(true);
    expect(back.reply).toMatchObject({
      noteId,
      authorKind: 'client',
      authorLabel: 'Carla',
      body: 'Twice as big',
    });
    const replayed = await expectOk(replyToReviewNote, {
      params: { token: detail.reviewLink.token, noteId },
      body,
    });
    expect(replayed).toEqual({ created: false, reply: back.reply });
    const titles = await settled(() => notificationTitles(editor));
    expect(titles.filter((t) => t === 'New reply from your client')).toHaveLength(1);
    expect(titles).toHaveLength(titlesAfterOpen.length + 1);

    // The editor sees the whole thread, oldest first.
    const page = await getProjectAs(editor, detail.project.id);
    expect(page.videos[0]?.replies.map((r) => r.id)).toEqual([first.reply.id, back.reply.id]);
    const reviewAfter = (await callEndpoint(getReview, { params: { token: detail.reviewLink.token } })).body;
    expect(JSON.stringify(reviewAfter)).not.toContain(email);
    expect(JSON.stringify(reviewAfter)).not.toContain(clientRequest);

    // The editor's next reply is e-mailed to the client's address, once (not on the retry).
    const thirdRequest = randomUUID();
    await expectOk(replyToNote, {
      token: editor.token,
      params: { projectId: detail.project.id, noteId },
      body: { requestId: thirdRequest, body: 'Done in v2' },
    });
    await expectOk(replyToNote, {
      token: editor.token,
      params: { projectId: detail.project.id, noteId },
      body: { requestId: thirdRequest, body: 'Done in v2' },
    });
    const mails = await waitForMails(email, 1);
    await new Promise((r) => setTimeout(r, 300));
    expect(await mailsTo(testSystem().mailUrl, email)).toHaveLength(1);
    expect(mails[0]?.subject).toContain('Rita Replies replied to your note');
    expect(mails[0]?.body.text).toContain('Done in v2');
    expect(mails[0]?.body.text).toContain(`/Review?token=${detail.reviewLink.token}`);
    // The client's own reply never notified the client, the editor's never the editor.
    expect((await notificationTitles(editor)).length).toBe(titlesAfterOpen.length + 1);
  });
});

describe('refusals', () => {
  let mine: { detail: ProjectDetail; noteId: string };
  let theirs: { detail: ProjectDetail; noteId: string };
  beforeAll(async () => {
    mine = await projectWithNote(editor, 'Mine');
    theirs = await projectWithNote(other, 'Theirs');
  });

  it("the review token reaches only its own project's notes", async () => {
    const res = await clientReply(mine.detail, theirs.noteId, { requestId: randomUUID(), body: 'Hi' });
    expectError(res, 404, REPLY_MESSAGES.noteNotFound);
    const page = await getProjectAs(other, theirs.detail.project.id);
    expect(page.videos[0]?.replies).toEqual([]);
  });

  it("owner routes refuse other users' projects and notes of other projects", async () => {
    // Another user's project (by its id) is the same 404 as a missing one.
    const foreign = await ownerReply(editor, theirs.detail, theirs.noteId, {
      requestId: randomUUID(),
      body: 'x',
    });
    expect(foreign.status).toBe(404);
    // My project, another project's note id: not found.
    const crossed = await ownerReply(editor, mine.detail, theirs.noteId, {
      requestId: randomUUID(),
      body: 'x',
    });
    expectError(crossed, 404, REPLY_MESSAGES.noteNotFound);
    const page = await getProjectAs(other, theirs.detail.project.id);
    expect(page.videos[0]?.replies).toEqual([]);
  });

  it('validates and sizes bodies like notes', async () => {
    const blank = await ownerReply(editor, mine.detail, mine.noteId, {
      requestId: randomUUID(),
      body: '   ',
    });
    expect(expectError(blank, 400).fields?.['body.body']).toBe(REPLY_MESSAGES.blank);
    const long = await clientReply(mine.detail, mine.noteId, {
      requestId: randomUUID(),
      body: 'x'.repeat(REPLY_LIMITS.bodyMax + 1),
    });
    expect(expectError(long, 400).fields?.['body.body']).toBe(REPLY_MESSAGES.tooLong(REPLY_LIMITS.bodyMax));
    const badKey = await clientReply(mine.detail, mine.noteId, { requestId: 'not-a-key', body: 'ok' });
    expect(expectError(badKey, 400).fields?.['body.requestId']).toBeDefined();
    const badEmail = await clientReply(mine.detail, mine.noteId, {
      requestId: randomUUID(),
      body: 'ok',
      reviewerEmail: 'nope',
    });
    expect(expectError(badEmail, 400).fields?.['body.reviewerEmail']).toBe(REPLY_MESSAGES.emailInvalid);
  });

  it('a request id used by the other side is a conflict, never the other reply', async () => {
    const requestId = randomUUID();
    await expectOk(replyToNote, {
      token: editor.token,
      params: { projectId: mine.detail.project.id, noteId: mine.noteId },
      body: { requestId, body: 'from the editor' },
    });
    const res = await clientReply(mine.detail, mine.noteId, { requestId, body: 'from the client' });
    expectError(res, 409, REPLY_MESSAGES.authorMismatch);
  });

  it('archived projects refuse replies on both sides', async () => {
    const { detail, noteId } = await projectWithNote(editor, 'Archive me');
    await expectOk(archiveProject, { token: editor.token, params: { projectId: detail.project.id } });
    const owner = await ownerReply(editor, detail, noteId, { requestId: randomUUID(), body: 'late' });
    expectError(owner, 409, COMMON_MESSAGES.archivedProject);
    const client = await clientReply(detail, noteId, { requestId: randomUUID(), body: 'late' });
    expectError(client, 404, REVIEW_MESSAGES.notFound);
    const page = await getProjectAs(editor, detail.project.id);
    expect(page.videos[0]?.replies).toEqual([]);
  });
});
