/**
 * A client replies on a note's thread from the review page. The share token reaches only its own project
 * (another project's note id is 'Note not found'); archived projects and expired links are refused by the
 * token gate. The reply and the editor's in-app notification are one transaction; a retried request (same
 * request id) stores nothing new and notifies no one again.
 */
import type { ReplyResponse, ReviewReplyBody } from '../../../shared/api/endpoints/replies';
import type { Notification } from '../../../shared/domain/entities';
import { toThreadReply, type NoteReply } from '../../../shared/domain/note-reply';
import { noteReplyNotification } from '../../../shared/domain/notification-texts';
import { reviewerLabel } from '../../../shared/domain/reviewer-label';
import { openReview } from '../review/open-review';
import type { ReviewPorts } from '../review/review-ports';
import type { RepliesRepository } from './reply-ports';
import { threadTarget } from './thread-rules';

export type ClientReplyPorts = Pick<ReviewPorts, 'reviews' | 'clock' | 'ids'> & {
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
  const text = noteReplyNotification({
    projectId: project.id,
    projectName: project.name,
    videoTitle: snapshot.videos.find((v) => v.id === target.note.videoId)?.title ?? '',
    reviewer: label,
  });
  const notification: Notification = {
    id: ports.ids.next(),
    userId: project.userId,
    type: text.type,
    title: text.title,
    body: text.body,
    link: text.link,
    isRead: false,
    dismissed: false,
    createdAt: now,
  };
  const stored = await ports.replies.storeReply({ reply, notification });
  return { created: stored.created, reply: toThreadReply(stored.reply) };
}
