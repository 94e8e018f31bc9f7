/**
 * Videos and versions of a project (`PROJECT#<pid>` / `VIDEO#<vid>`, `VERSION#<vid>#<n>`). Every write checks
 * the project is not archived (and, with ownerId, owned) in the same transaction; counters (next orderIndex,
 * next versionNumber, approvedVideosCount) move under conditions on the values read, retried on a race.
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Video, VideoVersion } from '../../../shared/domain/entities';
import type { ReviewVideoStatus } from '../../../shared/domain/status-values';
import { ConflictError, NotFoundError } from '../../../shared/errors/app-error';
import { DB_MESSAGES, projectConditionError, staleRevisionError } from './db-errors';
import type { DbPort } from './db-port';
import {
  toProject,
  toProjectCounters,
  toVersion,
  toVideo,
  toVideoCounters,
  versionItem,
  videoItem,
} from './items';
import { keys } from './keys';
import { newVersion, type NewVersionInput } from './project-repository';
import { transactWrite, type TxOp } from './transact-write';
import { projectGuardOp, projectOpenCondition, putNew } from './tx-ops';

/** Attempts when a counter moved between our read and our write. */
const COUNTER_ATTEMPTS = 5;

async function getVideoItem(db: DbPort, projectId: string, videoId: string) {
  const out = await db.doc.send(
    new GetCommand({ TableName: db.tableName, Key: keys.video(projectId, videoId), ConsistentRead: true }),
  );
  return out.Item;
}

/** GetItem `PROJECT#<pid>` / `VIDEO#<vid>`; null when missing. */
export async function getVideo(db: DbPort, projectId: string, videoId: string): Promise<Video | null> {
  const item = await getVideoItem(db, projectId, videoId);
  return item ? toVideo(item) : null;
}

/** A video's versions, oldest first: one Query (begins_with `VERSION#<vid>#`). */
export async function listVersions(db: DbPort, projectId: string, videoId: string): Promise<VideoVersion[]> {
  const out = await db.doc.send(
    new QueryCommand({
      TableName: db.tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.projectPk(projectId), ':prefix': `VERSION#${videoId}#` },
      ConsistentRead: true,
    }),
  );
  return (out.Items ?? []).map(toVersion);
}

/** Update of the project item that moves approvedVideosCount by `delta`, guarded like projectGuardOp. */
function approvedCountOp(projectId: string, delta: number, ownerId?: string): TxOp {
  const condition = projectOpenCondition(ownerId);
  return {
    op: {
      Update: {
        Key: keys.project(projectId),
        UpdateExpression: 'ADD approvedVideosCount :delta, revision :one',
        ...condition,
        ExpressionAttributeValues: { ...condition.ExpressionAttributeValues, ':delta': delta, ':one': 1 },
      },
    },
    onConditionFailed: (old) => projectConditionError(old, ownerId),
  };
}

export interface SetVideoStatusInput {
  projectId: string;
  videoId: string;
  status: ReviewVideoStatus;
  now: string;
  /** The video revision the editor saw; without it, the revision read here. */
  expectedRevision?: number;
  ownerId?: string;
}

/**
 * Sets a video's review status (lastStatusChangeAt, revision + 1), conditioned on the video's revision;
 * moving into or out of approved adjusts the project's approvedVideosCount in the same transaction.
 * Setting the status it already has changes nothing.
 */
export async function setVideoStatus(db: DbPort, input: SetVideoStatusInput): Promise<Video> {
  const item = await getVideoItem(db, input.projectId, input.videoId);
  if (!item) throw new NotFoundError(DB_MESSAGES.videoNotFound);
  const video = toVideo(item);
  const revision = input.expectedRevision ?? video.revision;
  if (video.revision !== revision) throw staleRevisionError();
  if (video.status === input.status) {
    await transactWrite(db, [projectGuardOp(input.projectId, input.ownerId)]);
    return video;
  }
  const delta = (input.status === 'approved' ? 1 : 0) - (video.status === 'approved' ? 1 : 0);
  await transactWrite(db, [
    {
      op: {
        Update: {
          Key: keys.video(input.projectId, input.videoId),
          UpdateExpression: 'SET #status = :status, lastStatusChangeAt = :now, revision = :next',
          ConditionExpression: 'revision = :rev',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':status': input.status,
            ':now': input.now,
            ':rev': revision,
            ':next': revision + 1,
          },
        },
      },
      onConditionFailed: (old) => (old ? staleRevisionError() : new NotFoundError(DB_MESSAGES.videoNotFound)),
    },
    delta === 0
      ? projectGuardOp(input.projectId, input.ownerId)
      : approvedCountOp(input.projectId, delta, input.ownerId),
  ]);
  return { ...video, status: input.status, lastStatusChangeAt: input.now, revision: revision + 1 };
}

export interface AddVideoInput {
  projectId: string;
  ownerId?: string;
  videoId: string;
  title: string;
  fileId: string;
  /** Version 1 (processing until the download records its result). */
  version: NewVersionInput;
  now: string;
}

/**
 * Appends a video (orderIndex = the project's counter + 1) with its first version; the project's videoCount
 * and counter move in the same transaction, conditioned on the counter read (retried on a race).
 */
export async function addVideo(
  db: DbPort,
  input: AddVideoInput,
): Promise<{ video: Video; version: VideoVersion }> {
  for (let attempt = 1; ; attempt++) {
    const out = await db.doc.send(
      new GetCommand({ TableName: db.tableName, Key: keys.project(input.projectId), ConsistentRead: true }),
    );
    if (!out.Item) throw new NotFoundError(DB_MESSAGES.projectNotFound);
    const project = toProject(out.Item);
    if (input.ownerId !== undefined && project.userId !== input.ownerId) {
      throw new NotFoundError(DB_MESSAGES.projectNotFound);
    }
    const { videoSeq } = toProjectCounters(out.Item);
    const version = newVersion(input.projectId, input.videoId, 1, input.version, input.now);
    const video: Video = {
      id: input.videoId,
      projectId: input.projectId,
      title: input.title,
      orderIndex: videoSeq + 1,
      fileId: input.fileId,
      status: 'processing',
      currentVersionId: version.id,
      notes: '',
      lastStatusChangeAt: input.now,
      createdAt: input.now,
      revision: 0,
    };
    const condition = projectOpenCondition(input.ownerId);
    let raced = false;
    try {
      await transactWrite(db, [
        {
          op: {
            Update: {
              Key: keys.project(input.projectId),
              UpdateExpression:
                'SET videoSeq = :next, videoCount = videoCount + :one, revision = revision + :one',
              ConditionExpression: `${condition.ConditionExpression} AND videoSeq = :seq`,
              ExpressionAttributeNames: condition.ExpressionAttributeNames,
              ExpressionAttributeValues: {
                ...condition.ExpressionAttributeValues,
                ':seq': videoSeq,
                ':next': videoSeq + 1,
                ':one': 1,
              },
            },
          },
          onConditionFailed: (old) =>
            projectConditionError(old, input.ownerId, () => {
              raced = true;
              return staleRevisionError();
            }),
        },
        putNew(
          videoItem(video, { latestVersionNumber: 1 }),
          () => new ConflictError('A video with this id already exists.'),
        ),
        putNew(versionItem(version)),
      ]);
      return { video, version };
    } catch (error) {
      if (!raced || attempt >= COUNTER_ATTEMPTS) throw error;
    }
  }
}

export interface AddVersionInput {
  projectId: string;
  ownerId?: string;
  videoId: string;
  version: NewVersionInput;
  now: string;
}

/**
 * A new version of a video: versionNumber = highest + 1, it becomes the current version, the video goes to
 * pending_review (an approved video leaves the project's approvedVideosCount), all in one transaction.
 */
export async function addVersion(
  db: DbPort,
  input: AddVersionInput,
): Promise<{ video: Video; version: VideoVersion }> {
  for (let attempt = 1; ; attempt++) {
    const item = await getVideoItem(db, input.projectId, input.videoId);
    if (!item) throw new NotFoundError(DB_MESSAGES.videoNotFound);
    const video = toVideo(item);
    const { latestVersionNumber } = toVideoCounters(item);
    const version = newVersion(
      input.projectId,
      input.videoId,
      latestVersionNumber + 1,
      input.version,
      input.now,
    );
    const updated: Video = {
      ...video,
      currentVersionId: version.id,
      status: 'pending_review',
      lastStatusChangeAt: input.now,
      revision: video.revision + 1,
    };
    let raced = false;
    try {
      await transactWrite(db, [
        {
          op: {
            Update: {
              Key: keys.video(input.projectId, input.videoId),
              UpdateExpression:
                'SET latestVersionNumber = :n, currentVersionId = :vid, #status = :pending, lastStatusChangeAt = :now, revision = revision + :one',
              ConditionExpression: 'latestVersionNumber = :prev',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: {
                ':n': version.versionNumber,
                ':prev': latestVersionNumber,
                ':vid': version.id,
                ':pending': 'pending_review',
                ':now': input.now,
                ':one': 1,
              },
            },
          },
          onConditionFailed: (old) => {
            if (!old) return new NotFoundError(DB_MESSAGES.videoNotFound);
            raced = true;
            return staleRevisionError();
          },
        },
        putNew(versionItem(version)),
        video.status === 'approved'
          ? approvedCountOp(input.projectId, -1, input.ownerId)
          : projectGuardOp(input.projectId, input.ownerId),
      ]);
      return { video: updated, version };
    } catch (error) {
      if (!raced || attempt >= COUNTER_ATTEMPTS) throw error;
    }
  }
}

export interface StoredResult {
  kind: 'stored';
  storagePath: string;
  thumbnailPath: string | null;
  fileSize: number | null;
  mimeType: string | null;
  durationMs?: number | null;
  width?: number | null;
  height?: number | null;
  frameRate?: number | null;
}

export interface DriveLinkResult {
  kind: 'drive_link';
  /** 'Video stored as Google Drive link (download failed)'. */
  statusNote: string;
}

export interface RecordDownloadInput {
  projectId: string;
  videoId: string;
  versionId: string;
  result: StoredResult | DriveLinkResult;
}

/**
 * The download worker's result for a version: stored (storage path, size, media facts) or the Drive-link
 * fallback with its note. A processing video whose current version this is becomes active. Idempotent: a
 * version that already has a result keeps it (a redelivered queue message changes nothing) and is returned.
 * Archived projects still record results (background work, no user mutation).
 */
export async function recordDownloadResult(db: DbPort, input: RecordDownloadInput): Promise<VideoVersion> {
  const [versions, videoItemRaw] = await Promise.all([
    listVersions(db, input.projectId, input.videoId),
    getVideoItem(db, input.projectId, input.videoId),
  ]);
  const version = versions.find((v) => v.id === input.versionId);
  if (!version || !videoItemRaw) throw new NotFoundError(DB_MESSAGES.versionNotFound);
  if (version.status !== 'processing') return version;
  const video = toVideo(videoItemRaw);
  const r = input.result;
  const fields: Partial<VideoVersion> =
    r.kind === 'stored'
      ? {
          status: 'stored',
          storagePath: r.storagePath,
          thumbnailPath: r.thumbnailPath,
          fileSize: r.fileSize ?? version.fileSize,
          mimeType: r.mimeType ?? version.mimeType,
          durationMs: r.durationMs ?? version.durationMs,
          width: r.width ?? version.width,
          height: r.height ?? version.height,
          frameRate: r.frameRate ?? version.frameRate,
          statusNote: null,
        }
      : { status: 'drive_link', statusNote: r.statusNote };
  const entries = Object.entries(fields);
  const names = Object.fromEntries(entries.map(([k], i) => [`#f${i}`, k]));
  const values = Object.fromEntries(entries.map(([, v], i) => [`:v${i}`, v]));
  const ops: TxOp[] = [
    {
      op: {
        Update: {
          Key: keys.version(input.projectId, input.videoId, version.versionNumber),
          UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
          ConditionExpression: '#vstatus = :processing',
          ExpressionAttributeNames: { ...names, '#vstatus': 'status' },
          ExpressionAttributeValues: { ...values, ':processing': 'processing' },
        },
      },
      onConditionFailed: () => new ConflictError('already recorded'),
    },
  ];
  const activates = video.status === 'processing' && video.currentVersionId === version.id;
  if (activates) {
    ops.push({
      op: {
        Update: {
          Key: keys.video(input.projectId, input.videoId),
          UpdateExpression: 'SET #status = :active, revision = revision + :one',
          ConditionExpression: '#status = :processing',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':active': 'active', ':processing': 'processing', ':one': 1 },
        },
      },
      onConditionFailed: () => new ConflictError('video changed'),
    });
  }
  try {
    await transactWrite(db, ops);
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    // A concurrent delivery recorded it first, or the video moved on: answer what is stored now.
    const now = (await listVersions(db, input.projectId, input.videoId)).find(
      (v) => v.id === input.versionId,
    );
    if (now && now.status !== 'processing') return now;
    throw error;
  }
  return { ...version, ...fields };
}

export interface SetVideoNotesInput {
  projectId: string;
  videoId: string;
  notes: string;
  ownerId?: string;
}

/** The owner's video-level notes text (not on archived projects). */
export async function setVideoNotes(db: DbPort, input: SetVideoNotesInput): Promise<Video> {
  await transactWrite(db, [
    {
      op: {
        Update: {
          Key: keys.video(input.projectId, input.videoId),
          UpdateExpression: 'SET notes = :notes, revision = revision + :one',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':notes': input.notes, ':one': 1 },
        },
      },
      onConditionFailed: () => new NotFoundError(DB_MESSAGES.videoNotFound),
    },
    projectGuardOp(input.projectId, input.ownerId),
  ]);
  const video = await getVideo(db, input.projectId, input.videoId);
  if (!video) throw new NotFoundError(DB_MESSAGES.videoNotFound);
  return video;
}
