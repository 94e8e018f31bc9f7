/**
 * A client replies on a note's thread from the review page. The share token reaches only its own project
 * (another project's note id is 'Note not found'); archived projects and expired links are refused by the
 * token gate. The reply and the editor's in-app notification are one transaction; a retried request (same
 * request id) stores nothing new and notifies no one again. The editor is e-mailed through the project's
 * feedback mail window, like the client's notes (owner-alerts).
 */
import type { ReplyResponse, ReviewReplyBody } from '../../../shared/api/endpoints/replies';
import { toThreadReply, type NoteReply } from '../../../shared/domain/note-reply';
import { newNotification, noteReplyNotification } from '../../../shared/domain/notification-texts';
import { reviewerLabel } from '../../../shared/domain/reviewer-label';
import { digestSummary } from '../../../shared/domain/digest';
import { MAIL_MESSAGES } from '../../../shared/messages/mail-messages';
import { clientReplyMail } from '../../lib/mail/templates/client-reply-mail';
import { openReview } from './open-review';
import { absoluteProjectUrl, alertOwner, type OwnerAlertPorts } from '../../use-cases/review/owner-alerts';
import type { RepliesRepository } from '../../projects';
import { threadTarget } from '../../projects';

export type ClientReplyPorts = OwnerAlertPorts & {
  replies: RepliesRepository;
};

export async function replyAsClient(
  ports: ClientReplyPorts,
  input: { token: string; session?: string | undefined; noteId: string; body: ReviewReplyBody },
): Promise<ReplyResponse> {
  const snapshot = await openReview(ports, input.token, input.session);
  const { project } = snapshot;
  const target = threadTarget(snapshot, input.noteId, input.body.requestId, 'client');
  if (target.replayed) return { created: false, reply: toThreadReply(target.replayed) };

  const now = ports.clock.now().toISOString();
  const label = reviewerLabel(input.body.reviewerName);
  const email = input.body.reviewerEmail?.trim();
  const reply: NoteReply = {
    id: ports.ids.next(),
    projectId: project.id,
    videoId: target.note.videoId,
    noteId: target.note.id,
    noteVersionId: target.note.videoVersionId,
    body: input.body.body,
    authorKind: 'client',
    authorLabel: label,
    requestId: input.body.requestId,
    notifyEmail: email ? email : null,
    createdAt: now,
  };
  const videoTitle = snapshot.videos.find((v) => v.id === target.note.videoId)?.title ?? '';
  const text = noteReplyNotification({
    projectId: project.id,
    projectName: project.name,
    videoTitle,
    reviewer: label,
  });
  const notification = newNotification({
    id: ports.ids.next(),
    userId: project.userId,
    text,
    createdAt: now,
  });
  const stored = await ports.replies.storeReply({ reply, notification });
  if (stored.created) {
    await alertOwner(ports, { userId: project.userId, projectId: project.id }, [
      {
        text,
        notificationStored: true,
        mail: (ownerName, footer) =>
          clientReplyMail({
            ownerName,
            projectName: project.name,
            videoTitle,
            note: target.note,
            reviewerLabel: label,
            reply: reply.body,
            projectUrl: absoluteProjectUrl(ports.appUrl, project.id),
            footer,
          }),
        digest: [
          {
            kind: 'reply',
            at: now,
            projectName: project.name,
            videoTitle: videoTitle || null,
            timecodeMs: target.note.timecodeMs,
            reviewer: label,
            summary: MAIL_MESSAGES.digest.replied(digestSummary(reply.body)),
          },
        ],
        wait: 'feedbackWindow',
      },
    ]);
  }
  return { created: stored.created, reply: toThreadReply(stored.reply) };
}
