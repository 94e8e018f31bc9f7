/**
 * The ports of replies (vocabulary: ../ports.ts). `RepliesRepository` is implemented by
 * functions/projects/store/reply-repository.ts (`replyRepository` in store/repositories.ts).
 */
import type { DomainEvent } from '../../shared/domain/domain-events';
import type { NoteReply } from '../../shared/domain/note-reply';
import type { ProjectActivity } from '../../shared/domain/project-activity';

export interface RepliesRepository {
  /**
   * Stores a reply and (a client's reply) the domain events (who must hear of it) in one transaction, on condition that the
   * note exists and the project is open (and, with `ownerId`, that user's), with its activity entry (a
   * member's reply). A request stored before writes nothing and answers the stored reply with `created: false`.
   */
  storeReply(input: {
    reply: NoteReply;
    events?: readonly DomainEvent[];
    ownerId?: string;
    activity?: readonly ProjectActivity[];
  }): Promise<{ created: boolean; reply: NoteReply }>;
}
