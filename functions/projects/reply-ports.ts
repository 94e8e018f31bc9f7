/**
 * The ports of replies (vocabulary: ../ports.ts). `RepliesRepository` is implemented by
 * functions/projects/store/reply-repository.ts (`replyRepository` in store/repositories.ts).
 */
import type { Notification } from '../../shared/domain/entities';
import type { NoteReply } from '../../shared/domain/note-reply';

export interface RepliesRepository {
  /**
   * Stores a reply and (a client's reply) the owner's notification in one transaction, on condition that the
   * note exists and the project is open (and, with `ownerId`, that user's). A request stored before writes
   * nothing and answers the stored reply with `created: false`.
   */
  storeReply(input: {
    reply: NoteReply;
    notification?: Notification;
    ownerId?: string;
  }): Promise<{ created: boolean; reply: NoteReply }>;
}
