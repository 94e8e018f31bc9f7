/** What both sides' replies check before writing: the note exists in the project, the thread has room. */
import type { Note } from '../../../shared/domain/entities';
import { REPLY_LIMITS, type NoteReply, type ReplyAuthorKind } from '../../../shared/domain/note-reply';
import { ConflictError, NotFoundError, ValidationError } from '../../../shared/errors/app-error';
import { REPLY_MESSAGES } from '../../../shared/messages/reply-messages';
import type { ProjectAggregate } from '../aggregate';

export interface ThreadTarget {
  note: Note;
  thread: NoteReply[];
  /** The reply this request stored before, if it did (a retry). */
  replayed: NoteReply | null;
}

/**
 * The note `noteId` of this project (another project's note id is not found: the caller's project is all it
 * reaches), its thread, and the reply stored by an earlier attempt of the same request.
 */
export function threadTarget(
  aggregate: ProjectAggregate,
  noteId: string,
  requestId: string,
  author: ReplyAuthorKind,
): ThreadTarget {
  const note = aggregate.notes.find((n) => n.id === noteId);
  if (!note) throw new NotFoundError(REPLY_MESSAGES.noteNotFound);
  const thread = aggregate.replies.filter((r) => r.noteId === noteId);
  const replayed = thread.find((r) => r.requestId === requestId) ?? null;
  if (replayed && replayed.authorKind !== author) throw new ConflictError(REPLY_MESSAGES.authorMismatch);
  if (!replayed && thread.length >= REPLY_LIMITS.perNote) {
    throw new ValidationError(REPLY_MESSAGES.threadFull, { body: REPLY_MESSAGES.threadFull });
  }
  return { note, thread, replayed };
}
