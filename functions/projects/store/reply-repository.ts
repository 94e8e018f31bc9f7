/**
 * Replies under notes (`PROJECT#<pid>` / `REPLY#<noteId>#<requestId>`). A reply is written in ONE transaction
 * with what goes with it: the reply (attribute_not_exists: the same request stores one reply), a check that
 * its note exists, a check that the project is open (and the caller's, on owner routes) and, for a client's
 * reply, the owner's in-app notification.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { noteReplySchema, type NoteReply } from '../../../shared/domain/note-reply';
import { ConflictError, NotFoundError } from '../../../shared/errors/app-error';
import { REPLY_MESSAGES } from '../../../shared/messages/reply-messages';
import type { DbPort } from '../../platform/db/db-port';
import type { DomainEvent } from '../../../shared/domain/domain-events';
import { outboxOps } from '../../platform/db/outbox';
import type { ProjectActivity } from '../../../shared/domain/project-activity';
import { activityOps } from './activity-repository';
import { CorruptItemError, type RawItem } from '../../platform/db/items';
import { ENTITY_TYPES, keys } from '../../platform/db/keys';
import { transactWrite } from '../../platform/db/transact-write';
import { projectGuardOp, putNew } from '../../platform/db/tx-ops';

export function noteReplyItem(reply: NoteReply): RawItem {
  return {
    ...keys.noteReply(reply.projectId, reply.noteId, reply.requestId),
    entity: ENTITY_TYPES.noteReply,
    ...reply,
  };
}

export function toNoteReply(item: RawItem): NoteReply {
  const result = noteReplySchema.safeParse(item);
  if (item['entity'] !== ENTITY_TYPES.noteReply || !result.success) {
    throw new CorruptItemError(ENTITY_TYPES.noteReply, result.error?.message ?? 'entity', {
      pk: item['pk'],
      sk: item['sk'],
    });
  }
  return result.data;
}

/** Thrown by the reply's Put when the request had been stored before. */
class ReplyAlreadyStored extends Error {}

export interface StoreReplyInput {
  reply: NoteReply;
  /** Domain events of the reply (who must hear of it), written in the same transaction. */
  events?: readonly DomainEvent[];
  /** Owner routes: the project must be this user's (else 404). */
  ownerId?: string;
  /** A member's reply: its entry in the project's activity. */
  activity?: readonly ProjectActivity[] | undefined;
}

/**
 * Stores a reply with its notification, all or nothing. A request stored before writes nothing and answers
 * the reply stored then (`created: false`); a request id used by the other side is a conflict.
 */
export async function storeReply(
  db: DbPort,
  input: StoreReplyInput,
): Promise<{ created: boolean; reply: NoteReply }> {
  const { reply } = input;
  try {
    await transactWrite(db, [
      putNew(noteReplyItem(reply), () => new ReplyAlreadyStored()),
      {
        op: {
          ConditionCheck: {
            Key: keys.note(reply.projectId, reply.noteVersionId, reply.noteId),
            ConditionExpression: 'attribute_exists(pk)',
          },
        },
        onConditionFailed: () => new NotFoundError(REPLY_MESSAGES.noteNotFound),
      },
      projectGuardOp(reply.projectId, input.ownerId),
      ...outboxOps(input.events),
      ...activityOps(input.activity),
    ]);
    return { created: true, reply };
  } catch (error) {
    if (!(error instanceof ReplyAlreadyStored)) throw error;
  }
  const out = await db.doc.send(
    new GetCommand({
      TableName: db.tableName,
      Key: keys.noteReply(reply.projectId, reply.noteId, reply.requestId),
      ConsistentRead: true,
    }),
  );
  if (!out.Item) throw new NotFoundError(REPLY_MESSAGES.noteNotFound);
  const stored = toNoteReply(out.Item);
  if (stored.authorKind !== reply.authorKind) throw new ConflictError(REPLY_MESSAGES.authorMismatch);
  return { created: false, reply: stored };
}
