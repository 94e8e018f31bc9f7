/**
 * A client replies on a note's thread from the review page. The share token reaches only its own project
 * (another project's note id is 'Note not found'); archived projects and expired links are refused by the
 * token gate. The reply and its `reply_added` event are one transaction; a retried request (same request id)
 * stores nothing new and notifies no one again. functions/notify tells the editor (notification, e-mail
 * through the project's feedback mail window, like the client's notes).
 */
import type { ReplyResponse, ReviewReplyBody } from '../../../shared/api/endpoints/replies';
import type { DomainEvent } from '../../../shared/domain/domain-events';
import { toThreadReply, type NoteReply } from '../../../shared/domain/note-reply';
import { reviewerLabel } from '../../../shared/domain/reviewer-label';
import { openReview, type ReviewCaller } from './open-review';
import type { ReviewPorts } from '../ports';
import type { RepliesRepository } from '../../projects';
import { threadTarget } from '../../projects';

export type ClientReplyPorts = Pick<ReviewPorts, 'reviews' | 'clock' | 'viewerLimit' | 'ids' | 'log'> & {
  replies: RepliesRepository;
};

export async function replyAsClient(
  ports: ClientReplyPorts,
  input: ReviewCaller & { token: string; noteId: string; body: ReviewReplyBody },
): Promise<ReplyResponse> {
  const snapshot = await openReview(ports, input.token, input);
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
  const event: DomainEvent = {
    type: 'reply_added',
    id: ports.ids.next(),
    at: now,
    ownerId: project.userId,
    projectId: project.id,
    projectName: project.name,
    reviewer: label,
    videoTitle: snapshot.videos.find((v) => v.id === target.note.videoId)?.title ?? '',
    note: { timecodeMs: target.note.timecodeMs, body: target.note.body },
    reply: reply.body,
  };
  const stored = await ports.replies.storeReply({ reply, events: [event] });
  return { created: stored.created, reply: toThreadReply(stored.reply) };
}
