/** Replies as both pages see them: one video's threads, oldest first, without addresses or request ids. */
import {
  threadOrder,
  toThreadReply,
  type NoteReply,
  type ThreadReply,
} from '../../../shared/domain/note-reply';

export function videoThread(replies: readonly NoteReply[], videoId: string): ThreadReply[] {
  return threadOrder(replies.filter((r) => r.videoId === videoId)).map(toThreadReply);
}
