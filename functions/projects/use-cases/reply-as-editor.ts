/**
 * A workspace member replies to a client's note from the project page. Only the workspace's own projects'
 * notes are reached (another workspace's project or note is a 404), archived projects refuse (409 ARCHIVED).
 * The reply is signed by the acting member (their profile name, from the verified caller), so the client
 * reads who actually answered, not the workspace owner. It is one transaction (reply + note and project
 * checks + its `editor_replied` event + its activity entry), so once stored (never on a retry) every client
 * who left an address on the thread is e-mailed by functions/notify. Nobody is notified of their own reply.
 */
import type { OwnerReplyBody, ReplyResponse } from '../../../shared/api/endpoints/replies';
import type { DomainEvent } from '../../../shared/domain/domain-events';
import {
  memberSignature,
  threadMailRecipients,
  toThreadReply,
  type NoteReply,
} from '../../../shared/domain/note-reply';
import type { Profile } from '../../../shared/domain/entities';
import { memberActivity } from '../../../shared/domain/project-activity';
import type { EditorPorts } from '../ports';
import { loadMutableTree } from './owned-project';
import type { RepliesRepository } from '../reply-ports';
import { threadTarget } from './thread-rules';

export type EditorReplyPorts = Pick<EditorPorts, 'projects' | 'clock' | 'ids' | 'log'> & {
  replies: RepliesRepository;
};

export async function replyAsEditor(
  ports: EditorReplyPorts,
  input: {
    userId: string;
    projectId: string;
    noteId: string;
    body: OwnerReplyBody;
    /** The acting member's own profile (an API key acts with the workspace's). */
    author: Pick<Profile, 'displayName' | 'fullName'>;
    /** How the project's activity names the acting member; absent: nothing is recorded. */
    actor?: string | undefined;
  },
): Promise<ReplyResponse> {
  const tree = await loadMutableTree(ports.projects, input.userId, input.projectId);
  const target = threadTarget(tree, input.noteId, input.body.requestId, 'editor');
  if (target.replayed) return { created: false, reply: toThreadReply(target.replayed) };

  const label = memberSignature(input.author);
  const reply: NoteReply = {
    id: ports.ids.next(),
    projectId: tree.project.id,
    videoId: target.note.videoId,
    noteId: target.note.id,
    noteVersionId: target.note.videoVersionId,
    body: input.body.body,
    authorKind: 'editor',
    authorLabel: label,
    requestId: input.body.requestId,
    notifyEmail: null,
    createdAt: ports.clock.now().toISOString(),
  };
  const videoTitle = tree.videos.find((v) => v.id === target.note.videoId)?.title ?? '';
  // Every client who left an address on the thread hears of it through the reply's event (functions/notify).
  const recipients = threadMailRecipients(target.thread);
  const events: DomainEvent[] =
    recipients.length === 0
      ? []
      : [
          {
            type: 'editor_replied',
            id: ports.ids.next(),
            at: reply.createdAt,
            ownerId: input.userId,
            projectId: tree.project.id,
            projectName: tree.project.name,
            recipients,
            shareToken: tree.project.shareToken,
            editorLabel: label,
            videoTitle,
            note: { timecodeMs: target.note.timecodeMs, body: target.note.body },
            reply: reply.body,
          },
        ];
  const activity = memberActivity(input.actor, {
    id: reply.id,
    projectId: tree.project.id,
    at: reply.createdAt,
    kind: 'editor_replied',
    ...(videoTitle ? { videoTitle } : {}),
  });
  const stored = await ports.replies.storeReply({ reply, ownerId: input.userId, events, activity });
  return { created: stored.created, reply: toThreadReply(stored.reply) };
}
