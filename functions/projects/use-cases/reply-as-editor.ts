/**
 * The editor replies to a client's note from the project page. Only the owner's own projects' notes are
 * reached (another user's project or note is a 404), archived projects refuse (409 ARCHIVED). The reply is
 * one transaction (reply + note and project checks); once stored (never on a retry), every client who left an
 * address on the thread is e-mailed. The editor is never notified of their own reply.
 */
import type { OwnerReplyBody, ReplyResponse } from '../../../shared/api/endpoints/replies';
import { PRODUCT_NAME } from '../../../shared/config/product';
import {
  reviewPageLink,
  threadMailRecipients,
  toThreadReply,
  type NoteReply,
} from '../../../shared/domain/note-reply';
import { REPLY_MESSAGES } from '../../../shared/messages/reply-messages';
import type { MailPort } from '../../lib/mail/mail-port';
import { sendMailSafely } from '../../lib/mail/send-mail-safely';
import { editorReplyMail } from '../../lib/mail/templates/editor-reply-mail';
import type { EditorPorts } from '../ports';
import { loadMutableTree } from './owned-project';
import type { RepliesRepository } from '../reply-ports';
import { threadTarget } from './thread-rules';

export type EditorReplyPorts = Pick<EditorPorts, 'projects' | 'profiles' | 'clock' | 'ids' | 'log'> & {
  replies: RepliesRepository;
  mail: MailPort;
  /** The SPA's origin, for the review link in the e-mail. */
  appUrl: string;
};

export async function replyAsEditor(
  ports: EditorReplyPorts,
  input: { userId: string; projectId: string; noteId: string; body: OwnerReplyBody },
): Promise<ReplyResponse> {
  const tree = await loadMutableTree(ports.projects, input.userId, input.projectId);
  const target = threadTarget(tree, input.noteId, input.body.requestId, 'editor');
  if (target.replayed) return { created: false, reply: toThreadReply(target.replayed) };

  const profile = await ports.profiles.get(input.userId);
  const label = profile?.displayName?.trim() || profile?.fullName?.trim() || REPLY_MESSAGES.editorAuthor;
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
  const stored = await ports.replies.storeReply({ reply, ownerId: input.userId });
  if (stored.created) {
    const videoTitle = tree.videos.find((v) => v.id === target.note.videoId)?.title ?? '';
    const reviewUrl = `${ports.appUrl.replace(/\/$/, '')}${reviewPageLink(tree.project.shareToken)}`;
    for (const to of threadMailRecipients(target.thread)) {
      await sendMailSafely(
        ports.mail,
        {
          to,
          fromName: PRODUCT_NAME,
          ...(await editorReplyMail({
            projectName: tree.project.name,
            videoTitle,
            note: target.note,
            editorLabel: label,
            reply: reply.body,
            reviewUrl,
          })),
        },
        ports.log,
      );
    }
  }
  return { created: stored.created, reply: toThreadReply(stored.reply) };
}
