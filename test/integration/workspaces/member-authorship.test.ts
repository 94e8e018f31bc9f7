/**
 * Replies and the editor's own notes are signed by the member who wrote them, through the local system: the
 * Owner invites an Admin (the invitation mail's link, accepted over HTTP), the Admin replies to a client's
 * note and adds a note of their own; the client's review page and the reply mail name the Admin, never the
 * workspace's Owner. A reply stored before members signed them still shows the name it was stored with.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { storeReply } from '../../../functions/projects/store/reply-repository';
import { addOwnerNote } from '../../../shared/api/endpoints/notes';
import type { ProjectDetail } from '../../../shared/api/endpoints/projects';
import { replyToNote, replyToReviewNote } from '../../../shared/api/endpoints/replies';
import { getReview } from '../../../shared/api/endpoints/review';
import { acceptInvitation, inviteMember } from '../../../shared/api/endpoints/team';
import { testSystem } from '../../support/env';
import {
  createProjectAs,
  ensureProfileOf,
  expectOk,
  getProjectAs,
  settledProject,
  setPlanOf,
  submitNotesAsClient,
  type TestUser,
} from '../editor-api/support/fixtures';
import { signedInUser } from '../editor-api/support/users';
import { mailsTo } from '../review/review-fixture';
import { inWorkspace, testDbPort } from './workspace-support';

let owner: TestUser;
let admin: TestUser;

/** The first mail to `to` whose subject says `subject` (notify sends mails asynchronously). */
async function mailSaying(to: string, subject: string) {
  const { mailUrl } = testSystem();
  for (let i = 0; i < 100; i++) {
    const mail = (await mailsTo(mailUrl, to)).find((m) => m.subject.includes(subject));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail saying "${subject}" reached ${to}`);
}

beforeAll(async () => {
  owner = await signedInUser('authorship-owner', 'Olivia Owner');
  admin = await signedInUser('authorship-admin', 'Ada Admin');
  await Promise.all([ensureProfileOf(owner), ensureProfileOf(admin)]);
  await setPlanOf(owner, 'pro');
  // The Owner invites the Admin; the Admin accepts with the link the invitation mail carries.
  await expectOk(inviteMember, { token: owner.token, body: { email: admin.email, role: 'admin' } });
  const invitation = await mailSaying(admin.email, 'invited you');
  const link = /\/AcceptInvite\?token=([^\s)\]"&]+)/.exec(invitation.body.text ?? '')?.[1];
  if (!link) throw new Error('the invitation mail carries no accept link');
  await expectOk(acceptInvitation, { token: admin.token, body: { token: decodeURIComponent(link) } });
}, 120_000);

const asAdmin = () => ({ token: admin.token, headers: inWorkspace(owner.userId) });

/** A project of the Owner's workspace whose client note has a client reply that left an address. */
async function threadWithClientAddress(): Promise<{ detail: ProjectDetail; noteId: string; email: string }> {
  const project = await createProjectAs(owner, { videos: 1 });
  await settledProject(owner, project.id);
  const first = await getProjectAs(owner, project.id);
  await submitNotesAsClient(first, [{ videoIndex: 0, body: 'Make the logo bigger', timecodeMs: 2000 }]);
  const detail = await getProjectAs(owner, project.id);
  const noteId = detail.videos[0]?.notes[0]?.id;
  if (!noteId) throw new Error('the client note was not stored');
  const email = `client-${randomUUID().slice(0, 8)}@test.cutroom.local`;
  await expectOk(replyToReviewNote, {
    params: { token: detail.reviewLink.token, noteId },
    body: { requestId: randomUUID(), body: 'How big?', reviewerName: 'Carla', reviewerEmail: email },
  });
  return { detail, noteId, email };
}

describe("an Admin's reply and note are the Admin's", () => {
  it('the client reads the Admin’s name on the review page and in the reply mail, not the Owner’s', async () => {
    const { detail, noteId, email } = await threadWithClientAddress();
    const projectId = detail.project.id;

    const answered = await expectOk(replyToNote, {
      ...asAdmin(),
      params: { projectId, noteId },
      body: { requestId: randomUUID(), body: 'Twice as big, in v2' },
    });
    expect(answered.reply).toMatchObject({ authorKind: 'editor', authorLabel: 'Ada Admin' });

    const video = detail.videos[0];
    const versionId = video?.currentVersionId ?? '';
    const note = await expectOk(addOwnerNote, {
      ...asAdmin(),
      params: { projectId, videoId: video?.id ?? '' },
      body: {
        requestId: randomUUID(),
        videoVersionId: versionId,
        body: 'Grade this shot',
        timecodeMs: 0,
        frame: 0,
      },
    });
    expect(note.note.reviewerLabel).toBe('Ada Admin');

    const review = await expectOk(getReview, { params: { token: detail.reviewLink.token } });
    const replies = review.videos[0]?.replies ?? [];
    expect(replies.filter((r) => r.authorKind === 'editor').map((r) => r.authorLabel)).toEqual(['Ada Admin']);
    const own = review.videos[0]?.notes.find((n) => n.author === 'editor');
    expect(own?.reviewerLabel).toBe('Ada Admin');
    expect(JSON.stringify(review)).not.toContain('Olivia Owner');

    const mail = await mailSaying(email, 'replied to your note');
    expect(mail.subject).toContain('Ada Admin replied to your note');
    expect(`${mail.subject} ${mail.body.text ?? ''}`).not.toContain('Olivia Owner');
  });

  it('a reply stored before members signed them still shows the name it was stored with', async () => {
    const { detail, noteId } = await threadWithClientAddress();
    const video = detail.videos[0];
    // As replies were stored then: the workspace owner's name as the label, no signature.
    await storeReply(testDbPort(), {
      reply: {
        id: randomUUID(),
        projectId: detail.project.id,
        videoId: video?.id ?? '',
        noteId,
        noteVersionId: video?.currentVersionId ?? '',
        body: 'An answer from before teams',
        authorKind: 'editor',
        authorLabel: 'Olivia Owner',
        requestId: randomUUID(),
        notifyEmail: null,
        createdAt: new Date().toISOString(),
      },
    });
    const review = await expectOk(getReview, { params: { token: detail.reviewLink.token } });
    const old = review.videos[0]?.replies.find((r) => r.body === 'An answer from before teams');
    expect(old?.authorLabel).toBe('Olivia Owner');
  });
});
