/**
 * Notes (`PROJECT#<pid>` / `NOTE#<versionId>#<noteId>`) and note batches. A reviewer's submission is one
 * batch: stored with a `BATCH#<batchId>#<chunk>` marker per transaction chunk (attribute_not_exists), so a
 * retried submission stores every note once and only completes the chunks that are missing.
 */
import type { ProjectActivity } from '../../../shared/domain/project-activity';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Note, Project, Video } from '../../../shared/domain/entities';
import type { NoteStatus, ProjectStatus } from '../../../shared/domain/status-values';
import { ConflictError, ERROR_CODES, NotFoundError } from '../../../shared/errors/app-error';
import { NOTE_LIMITS } from '../../../shared/domain/note-limits';
import { REVIEW_MESSAGES } from '../../../shared/messages/review-messages';
import { ProjectStatusMovedError, type NoteOrder } from '../aggregate';
import { projectConditionError, staleRevisionError } from '../../platform/db/db-errors';
import type { DbPort } from '../../platform/db/db-port';
import type { DomainEvent } from '../../../shared/domain/domain-events';
import { outboxOps } from '../../platform/db/outbox';
import { activityOfEvents, activityOps } from './activity-repository';
import { noteBatchItem, noteItem, toNote, toVideo, type RawItem } from '../../platform/db/items';
import { statusChange } from './project-repository';
import { keys } from '../../platform/db/keys';
import { countAllPages, queryAllPages, queryPage } from '../../platform/db/query-pages';
import { decodeCursor, encodeCursor } from '../../platform/db/cursor';
import { MAX_TRANSACTION_ITEMS, chunk, transactWrite, type TxOp } from '../../platform/db/transact-write';
import { projectGuardOp, projectOpenCondition, putNew } from '../../platform/db/tx-ops';
import { PROJECT_MESSAGES } from '../../../shared/messages/project-messages';
import { STATUS_COUNTS_OPS, leavingApprovedGuard, statusCountsOps } from './dashboard-counts';

/** Thrown inside a chunk whose marker exists: that chunk was stored by an earlier attempt. */
class ChunkAlreadyStored extends Error {}

export interface SubmitNoteBatchInput {
  projectId: string;
  /** The client's id for this submission (the idempotency key). */
  batchId: string;
  /** In a stable order: a retry must send the same notes in the same order. */
  notes: Note[];
  /** Videos that move to needs_changes with the first chunk. */
  needsChangesVideoIds?: string[];
  now: string;
  /** Those videos as the caller read them (status, revision); without them one Query reads them. */
  videos?: Video[];
  /**
   * The project status the caller derived for after the batch, written in the first chunk's transaction on
   * condition that the project still has the status the caller read (`project.status`); when it has moved,
   * nothing is written and `ProjectStatusMovedError` tells the caller to read again.
   */
  status?: { project: Project; to: Exclude<ProjectStatus, 'archived'> };
  /**
   * The note caps (shared/domain/note-limits), held by counters written in the first chunk's transaction:
   * `linkNoteCount` on the share item and `noteCount` on each version item, each conditioned on staying
   * within its cap, so concurrent batches cannot pass it together. A counter not written yet starts from
   * the notes the caller counted (`stored`).
   */
  caps?: {
    /** The review link the notes came through (its cap); absent for the editor's own notes. */
    token?: string;
    versions: { videoId: string; versionNumber: number; adding: number; stored: number }[];
  };
  /** Domain events of the batch (the owner's new feedback), written with the first chunk. */
  events?: readonly DomainEvent[];
}

export interface SubmitNoteBatchResult {
  /** false when the batch had been stored before (nothing new was written by this call). */
  created: boolean;
  /** The batch's notes as stored. */
  notes: Note[];
}

/** Every note of a batch (one Query on the project's notes, filtered by batch id). */
export async function listBatchNotes(db: DbPort, projectId: string, batchId: string): Promise<Note[]> {
  const items = await queryAllPages(db, {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :notes)',
    FilterExpression: 'submitBatchId = :batch',
    ExpressionAttributeValues: { ':pk': keys.projectPk(projectId), ':notes': 'NOTE#', ':batch': batchId },
    ConsistentRead: true,
  });
  return items.map(toNote);
}

/**
 * Stores a batch of notes, and moves the listed videos to needs_changes (an approved one leaves the
 * project's approvedVideosCount), in transactions of at most 100 items: the first chunk holds the video
 * updates, every chunk holds its marker and a check that the project is not archived.
 */
export async function submitNoteBatch(
  db: DbPort,
  input: SubmitNoteBatchInput,
): Promise<SubmitNoteBatchResult> {
  const videoIds = [...new Set(input.needsChangesVideoIds ?? [])];
  const capOps = input.caps ? noteCapOps(input.projectId, input.caps, input.notes.length) : [];
  capOps.push(...outboxOps(input.events), ...activityOps(activityOfEvents(input.events)));
  // The first transaction also holds the marker, the project and (on a status change) the dashboard counters.
  const firstFixed = 2 + STATUS_COUNTS_OPS;
  if (videoIds.length + capOps.length > MAX_TRANSACTION_ITEMS - firstFixed - 1)
    throw new Error('Too many videos in one note batch');
  const firstSize = MAX_TRANSACTION_ITEMS - firstFixed - videoIds.length - capOps.length;
  const chunks = [
    input.notes.slice(0, firstSize),
    ...chunk(input.notes.slice(firstSize), MAX_TRANSACTION_ITEMS - 2),
  ];
  let createdAll = true;
  let createdFirst = true;
  for (const [index, notes] of chunks.entries()) {
    const marker = putNew(
      noteBatchItem(input.projectId, input.batchId, index, input.now),
      () => new ChunkAlreadyStored(),
    );
    try {
      if (index === 0) {
        await submitFirstChunk(db, input, videoIds, [marker, ...capOps], notes);
      } else {
        await transactWrite(db, [
          marker,
          projectGuardOp(input.projectId),
          ...notes.map((n) => putNew(noteItem(n))),
        ]);
      }
    } catch (error) {
      if (!(error instanceof ChunkAlreadyStored)) throw error;
      createdAll = false;
      if (index === 0) createdFirst = false;
    }
  }
  if (createdAll) return { created: true, notes: input.notes };
  return { created: createdFirst, notes: await listBatchNotes(db, input.projectId, input.batchId) };
}

async function submitFirstChunk(
  db: DbPort,
  input: SubmitNoteBatchInput,
  videoIds: string[],
  /** The chunk's marker and the cap counters. */
  bookkeeping: TxOp[],
  notes: Note[],
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    // The videos' current status and revision: as the caller read them, else (and after a race) one Query.
    const videos =
      videoIds.length === 0
        ? []
        : attempt === 1 && input.videos
          ? input.videos
          : ((
              await db.doc.send(
                new QueryCommand({
                  TableName: db.tableName,
                  KeyConditionExpression: 'pk = :pk AND begins_with(sk, :videos)',
                  ExpressionAttributeValues: { ':pk': keys.projectPk(input.projectId), ':videos': 'VIDEO#' },
                  ConsistentRead: true,
                }),
              )
            ).Items?.map(toVideo) ?? []);
    const moving = videoIds.map((id) => {
      const video = videos.find((v) => v.id === id);
      if (!video) throw new NotFoundError(PROJECT_MESSAGES.videoNotFound);
      return video;
    });
    const leavingApproved = moving.filter((v) => v.status === 'approved').length;
    let raced = false;
    const videoOps: TxOp[] = moving
      .filter((v) => v.status !== 'needs_changes')
      .map((v) => ({
        op: {
          Update: {
            Key: keys.video(input.projectId, v.id),
            UpdateExpression: 'SET #status = :nc, lastStatusChangeAt = :now, revision = :next',
            ConditionExpression: 'revision = :rev',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':nc': 'needs_changes',
              ':now': input.now,
              ':rev': v.revision,
              ':next': v.revision + 1,
            },
          },
        },
        onConditionFailed: () => {
          raced = true;
          return staleRevisionError();
        },
      }));
    const condition = projectOpenCondition();
    const projectOp: TxOp = input.status
      ? projectStatusOp(input.status.project, input.status.to, leavingApproved, input.now)
      : leavingApproved === 0
        ? projectGuardOp(input.projectId)
        : {
            op: {
              Update: {
                Key: keys.project(input.projectId),
                UpdateExpression: 'ADD approvedVideosCount :delta, revision :one',
                ...condition,
                ExpressionAttributeValues: {
                  ...condition.ExpressionAttributeValues,
                  ':delta': -leavingApproved,
                  ':one': 1,
                },
              },
            },
            onConditionFailed: projectGuardOp(input.projectId).onConditionFailed,
          };
    try {
      await transactWrite(db, [
        ...bookkeeping,
        projectOp,
        ...(input.status && input.status.to !== input.status.project.status
          ? statusCountsOps(input.status.project, input.status.project.status, input.status.to, input.now)
          : []),
        ...videoOps,
        ...notes.map((n) => putNew(noteItem(n))),
      ]);
      return;
    } catch (error) {
      if (!raced || attempt >= 5) throw error;
    }
  }
}

/** The counters of the note caps: the link's (share item) and each version's, within their caps. */
function noteCapOps(
  projectId: string,
  caps: NonNullable<SubmitNoteBatchInput['caps']>,
  total: number,
): TxOp[] {
  const counter = (attribute: string, start: number, adding: number, max: number) => ({
    UpdateExpression: `SET ${attribute} = if_not_exists(${attribute}, :start) + :n`,
    ConditionExpression: `attribute_exists(pk) AND (attribute_not_exists(${attribute}) OR ${attribute} <= :max)`,
    ExpressionAttributeValues: { ':start': start, ':n': adding, ':max': max - adding },
  });
  const token = caps.token;
  return [
    ...(token === undefined
      ? []
      : [
          {
            op: {
              Update: {
                Key: keys.shareToken(token),
                ...counter('linkNoteCount', 0, total, NOTE_LIMITS.perLink),
              },
            },
            onConditionFailed: (old) =>
              old
                ? new ConflictError(REVIEW_MESSAGES.linkNoteLimit(NOTE_LIMITS.perLink), ERROR_CODES.noteLimit)
                : new NotFoundError(REVIEW_MESSAGES.notFound),
          } satisfies TxOp,
        ]),
    ...caps.versions.map((v): TxOp => ({
      op: {
        Update: {
          Key: keys.version(projectId, v.videoId, v.versionNumber),
          ...counter('noteCount', v.stored, v.adding, NOTE_LIMITS.perVersion),
        },
      },
      onConditionFailed: (old) =>
        old
          ? new ConflictError(REVIEW_MESSAGES.versionNoteLimit(NOTE_LIMITS.perVersion), ERROR_CODES.noteLimit)
          : new NotFoundError(PROJECT_MESSAGES.videoNotFound),
    })),
  ];
}

/**
 * The project item's part of a batch's first transaction when the caller derived the status: the status
 * change (when it differs) and the approvedVideosCount of videos leaving approved, on condition that the
 * project is open and still has the status read.
 */
function projectStatusOp(
  project: Project,
  to: Exclude<ProjectStatus, 'archived'>,
  leavingApproved: number,
  now: string,
): TxOp {
  const open = projectOpenCondition();
  const guard = leavingApprovedGuard(project);
  const condition = {
    ConditionExpression: `${open.ConditionExpression} AND #pstatus = :pfrom${guard.condition}`,
    ExpressionAttributeNames: open.ExpressionAttributeNames,
  };
  const onConditionFailed = (old: RawItem | undefined) =>
    projectConditionError(old, undefined, () => new ProjectStatusMovedError());
  const values = { ...open.ExpressionAttributeValues, ':pfrom': project.status, ...guard.values };
  const change = to !== project.status ? statusChange(project, to, now) : null;
  if (!change && leavingApproved === 0) {
    return {
      op: {
        ConditionCheck: {
          Key: keys.project(project.id),
          ...condition,
          ExpressionAttributeValues: values,
        },
      },
      onConditionFailed,
    };
  }
  const set = change ? change.set : 'revision = revision + :one';
  return {
    op: {
      Update: {
        Key: keys.project(project.id),
        UpdateExpression: `SET ${set}${leavingApproved > 0 ? ' ADD approvedVideosCount :delta' : ''}${change ? change.remove : ''}`,
        ...condition,
        ExpressionAttributeNames: { ...condition.ExpressionAttributeNames, '#status': 'status' },
        ExpressionAttributeValues: {
          ...values,
          ':one': 1,
          ...(change ? change.values : {}),
          ...(leavingApproved > 0 ? { ':delta': -leavingApproved } : {}),
        },
      },
    },
    onConditionFailed,
  };
}

export interface SetNoteStatusInput {
  projectId: string;
  videoVersionId: string;
  noteId: string;
  status: NoteStatus;
  ownerId?: string;
  /** The member who changes it (their label), kept on the note. */
  actor?: string | undefined;
  /** The project's activity entry of the change, written in its transaction. */
  activity?: ProjectActivity | undefined;
}

/** The note has the status asked for already (a concurrent toggle won): nothing to write or record. */
class NoteStatusUnchanged extends Error {}

/** Sets a note pending/completed (the toggle of the video panel); not on archived projects. */
export async function setNoteStatus(db: DbPort, input: SetNoteStatusInput): Promise<Note> {
  const key = keys.note(input.projectId, input.videoVersionId, input.noteId);
  try {
    await writeNoteStatus(db, key, input);
  } catch (error) {
    if (!(error instanceof NoteStatusUnchanged)) throw error;
  }
  const out = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: key, ConsistentRead: true }));
  if (!out.Item) throw new NotFoundError(PROJECT_MESSAGES.noteNotFound);
  return toNote(out.Item);
}

/** Only an actual change is written, so its activity entry is recorded once however often it is asked. */
async function writeNoteStatus(db: DbPort, key: ReturnType<typeof keys.note>, input: SetNoteStatusInput) {
  await transactWrite(db, [
    {
      op: {
        Update: {
          Key: key,
          UpdateExpression: `SET #status = :status${input.actor ? ', statusChangedBy = :actor' : ''}`,
          ConditionExpression: 'attribute_exists(pk) AND #status <> :status',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':status': input.status,
            ...(input.actor ? { ':actor': input.actor } : {}),
          },
        },
      },
      onConditionFailed: (old) =>
        old ? new NoteStatusUnchanged() : new NotFoundError(PROJECT_MESSAGES.noteNotFound),
    },
    projectGuardOp(input.projectId, input.ownerId),
    ...activityOps(input.activity ? [input.activity] : []),
  ]);
}

// ---- pages of a version's notes (answers stay bounded) -------------------------------------------------

const notePrefix = (versionId: string) => `NOTE#${versionId}#`;

/** Sorts after every note id of a version (ULIDs and ids use [A-Za-z0-9_-] only). */
const AFTER_EVERY_ID = '~';

/** The cursor that continues after `note`: its own key (exclusive start), in either order. */
export function noteCursorAfter(note: Pick<Note, 'projectId' | 'videoVersionId' | 'id'>): string {
  return encodeCursor(keys.note(note.projectId, note.videoVersionId, note.id)) ?? '';
}

/** The cursor before a version's first note in `order` (a key just outside its notes). */
export function noteCursorAtStart(projectId: string, versionId: string, order: NoteOrder): string {
  const sk = order === 'oldest' ? notePrefix(versionId) : `${notePrefix(versionId)}${AFTER_EVERY_ID}`;
  return encodeCursor({ pk: keys.projectPk(projectId), sk }) ?? '';
}

/**
 * One page of a version's notes: ONE Query on `pk = PROJECT#<pid> AND begins_with(sk, NOTE#<versionId>#)`,
 * oldest or newest first, from a cursor validated to this partition and this version's notes (400 otherwise).
 */
export async function listVersionNotesPage(
  db: DbPort,
  input: {
    projectId: string;
    versionId: string;
    order: NoteOrder;
    limit: number;
    cursor?: string | undefined;
  },
): Promise<{ notes: Note[]; nextCursor: string | null }> {
  const pk = keys.projectPk(input.projectId);
  const startKey = decodeCursor(input.cursor, 'pk', pk, {
    attribute: 'sk',
    prefix: notePrefix(input.versionId),
  });
  const { items, lastKey } = await queryPage(
    db,
    {
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :notes)',
      ExpressionAttributeValues: { ':pk': pk, ':notes': notePrefix(input.versionId) },
      ScanIndexForward: input.order === 'oldest',
    },
    { limit: input.limit, startKey, keyAttributes: ['pk', 'sk'] },
  );
  return { notes: items.map(toNote), nextCursor: encodeCursor(lastKey) };
}

/** Whether the project has a version with this id (one Query of its version items, COUNT). */
export async function versionExists(db: DbPort, projectId: string, versionId: string): Promise<boolean> {
  const count = await countAllPages(db, {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :versions)',
    FilterExpression: '#id = :id',
    ExpressionAttributeNames: { '#id': 'id' },
    ExpressionAttributeValues: {
      ':pk': keys.projectPk(projectId),
      ':versions': 'VERSION#',
      ':id': versionId,
    },
  });
  return count > 0;
}
