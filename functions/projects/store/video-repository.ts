/**
 * Videos and versions of a project (`PROJECT#<pid>` / `VIDEO#<vid>`, `VERSION#<vid>#<n>`). Every write checks
 * the project is not archived (and, with ownerId, owned) in the same transaction; counters (next orderIndex,
 * next versionNumber, approvedVideosCount) move under conditions on the values read, retried on a race.
 */
import type { VersionFrameTiming } from '../../../shared/lib/frame-time';
import type { MediaProbe, ProxyState } from '../../../shared/domain/media-probe';
import {
  BatchGetCommand,
  GetCommand,
  QueryCommand,
  UpdateCommand,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { Project, Video, VideoVersion } from '../../../shared/domain/entities';
import type { DomainEvent } from '../../../shared/domain/domain-events';
import { outboxOps } from '../../platform/db/outbox';
import { activityOps } from './activity-repository';
import type { ReviewVideoStatus } from '../../../shared/domain/status-values';
import { ConflictError, NotFoundError } from '../../../shared/errors/app-error';
import {
  isConditionalCheckFailed,
  projectConditionError,
  staleRevisionError,
} from '../../platform/db/db-errors';
import type { DbPort } from '../../platform/db/db-port';
import {
  toProject,
  toProjectCounters,
  toVersion,
  toVideo,
  toVideoCounters,
  versionItem,
  videoItem,
  type RawItem,
} from '../../platform/db/items';
import { keys } from '../../platform/db/keys';

import { newVersion, type NewVersionInput } from './project-repository';
import { transactWrite, type TxOp } from '../../platform/db/transact-write';
import { projectGuardOp, projectOpenCondition, putNew } from '../../platform/db/tx-ops';
import { PROJECT_MESSAGES } from '../../../shared/messages/project-messages';
import { memberActivity } from '../../../shared/domain/project-activity';

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
  if (!item) throw new NotFoundError(PROJECT_MESSAGES.videoNotFound);
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
      onConditionFailed: (old) =>
        old ? staleRevisionError() : new NotFoundError(PROJECT_MESSAGES.videoNotFound),
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
  const out = await db.doc.send(
    new GetCommand({ TableName: db.tableName, Key: keys.project(input.projectId), ConsistentRead: true }),
  );
  if (!out.Item) throw new NotFoundError(PROJECT_MESSAGES.projectNotFound);
  const project = toProject(out.Item);
  if (input.ownerId !== undefined && project.userId !== input.ownerId) {
    throw new NotFoundError(PROJECT_MESSAGES.projectNotFound);
  }
  const version = newVersion(input.projectId, input.videoId, 1, input.version, input.now);
  return insertVideo(db, {
    ...(input.ownerId !== undefined ? { ownerId: input.ownerId } : {}),
    video: {
      id: input.videoId,
      projectId: input.projectId,
      title: input.title,
      orderIndex: toProjectCounters(out.Item).videoSeq + 1,
      fileId: input.fileId,
      status: 'processing',
      currentVersionId: version.id,
      notes: '',
      lastStatusChangeAt: input.now,
      createdAt: input.now,
      revision: 0,
    },
    version,
  });
}

export interface InsertVideoInput {
  ownerId?: string;
  /** As the use case built it; its orderIndex must be the project's next (counter + 1). */
  video: Video;
  /** Its first version. */
  version: VideoVersion;
}

/**
 * Stores a new video and its first version exactly as given, and moves the project's counter and videoCount,
 * in ONE transaction conditioned on the counter being `video.orderIndex - 1` (and the project open and
 * owned). When another video took that place first, the counter is read and the video appended after it.
 */
export async function insertVideo(
  db: DbPort,
  input: InsertVideoInput,
): Promise<{ video: Video; version: VideoVersion }> {
  let video = input.video;
  const { version } = input;
  const projectId = video.projectId;
  for (let attempt = 1; ; attempt++) {
    const seq = video.orderIndex - 1;
    const condition = projectOpenCondition(input.ownerId);
    let raced = false;
    try {
      await transactWrite(db, [
        {
          op: {
            Update: {
              Key: keys.project(projectId),
              UpdateExpression:
                'SET videoSeq = :next, videoCount = videoCount + :one, revision = revision + :one',
              ConditionExpression: `${condition.ConditionExpression} AND videoSeq = :seq`,
              ExpressionAttributeNames: condition.ExpressionAttributeNames,
              ExpressionAttributeValues: {
                ...condition.ExpressionAttributeValues,
                ':seq': seq,
                ':next': seq + 1,
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
          videoItem(video, { latestVersionNumber: version.versionNumber }),
          () => new ConflictError('A video with this id already exists.'),
        ),
        putNew(versionItem(version)),
        // The member who added it, in the project's activity (the entry takes its first version's id).
        ...activityOps(
          memberActivity(version.addedBy, {
            id: version.id,
            projectId,
            at: version.createdAt,
            kind: 'video_added',
            videoTitle: video.title,
          }),
        ),
      ]);
      return { video, version };
    } catch (error) {
      if (!raced || attempt >= COUNTER_ATTEMPTS) throw error;
      const out = await db.doc.send(
        new GetCommand({ TableName: db.tableName, Key: keys.project(projectId), ConsistentRead: true }),
      );
      if (!out.Item) throw new NotFoundError(PROJECT_MESSAGES.projectNotFound);
      video = { ...video, orderIndex: toProjectCounters(out.Item).videoSeq + 1 };
    }
  }
}

export interface AddVersionInput {
  projectId: string;
  ownerId?: string;
  videoId: string;
  /** As the use case built it; only its number is given here (the video's highest + 1). */
  version: Omit<VideoVersion, 'versionNumber'>;
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
    if (!item) throw new NotFoundError(PROJECT_MESSAGES.videoNotFound);
    const video = toVideo(item);
    const { latestVersionNumber } = toVideoCounters(item);
    const version: VideoVersion = { ...input.version, versionNumber: latestVersionNumber + 1 };
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
            if (!old) return new NotFoundError(PROJECT_MESSAGES.videoNotFound);
            raced = true;
            return staleRevisionError();
          },
        },
        putNew(versionItem(version)),
        video.status === 'approved'
          ? approvedCountOp(input.projectId, -1, input.ownerId)
          : projectGuardOp(input.projectId, input.ownerId),
        // The member who added it, in the project's activity (the entry takes the version's id).
        ...activityOps(
          version.addedBy
            ? [
                {
                  id: version.id,
                  projectId: input.projectId,
                  at: input.now,
                  kind: 'version_added',
                  actor: { kind: 'member', name: version.addedBy },
                  videoTitle: video.title,
                  versionNumber: version.versionNumber,
                },
              ]
            : [],
        ),
      ]);
      return { video: updated, version };
    } catch (error) {
      if (!raced || attempt >= COUNTER_ATTEMPTS) throw error;
    }
  }
}

/** The media facts of a version (probed from the stored copy); absent = unknown. */
export type MediaFacts = Partial<Pick<VideoVersion, 'durationMs' | 'width' | 'height' | 'frameRate'>>;

export interface StoredResult extends MediaFacts {
  kind: 'stored';
  storagePath: string;
  thumbnailPath: string | null;
  /** null keeps what the version had (the size Drive reported at import). */
  fileSize: number | null;
  /** null keeps what the version had. */
  mimeType: string | null;
  /** The probe's frame timing (rational rate, drop-frame, frame count, start timecode) or 'unknown'. */
  frameTiming?: VersionFrameTiming;
  /** What the probe read from the file. */
  media?: MediaProbe;
  /** Set when the source gets proxies: `processing` at 0% (the transcoder records the rest). */
  proxy?: ProxyState;
}

/** The transcoder's result for a stored version whose proxy is processing (the version keeps `stored`). */
export interface ProxyResult {
  kind: 'proxy';
  proxy: ProxyState;
}

/** The file was refused (empty, truncated, not a video, undecodable): the version is `failed`, never played. */
export interface DamagedResult {
  kind: 'damaged';
  /** 'This file is damaged or not a video — upload a new version'. */
  statusNote: string;
  media: MediaProbe;
  fileSize: number | null;
  mimeType: string | null;
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
  /** The version's number: with the ids it is the item's key (no Query to find it). */
  versionNumber: number;
  result: StoredResult | DriveLinkResult | DamagedResult | ProxyResult;
  /**
   * Whether the video leaves `processing` for `active` in the same transaction (it is processing and this is
   * its current version). Unknown (undefined): tried, and dropped when the video has moved on.
   */
  activateVideo?: boolean;
  /** When the result arrived (the video's lastStatusChangeAt when it becomes active). */
  now?: string;
  /** The version as the caller read it (the answer is built from it; without it the item is read after). */
  version?: VideoVersion;
  /** The domain events of this result (version ready, import failed): written in the same transaction. */
  events?: readonly DomainEvent[];
  /**
   * The workspace (the project owner's profile) whose storage counter a stored original's bytes add to, in
   * the same transaction as the version leaving `processing` (so a redelivered result never counts twice).
   */
  workspaceId?: string;
}

/** Adds a stored original's bytes to its workspace's `storageBytes` counter (the storage shown in Settings). */
function storageBytesOp(workspaceId: string, bytes: number): TxOp {
  return {
    op: {
      Update: {
        Key: keys.profile(workspaceId),
        UpdateExpression: 'ADD storageBytes :bytes',
        // Never creates a profile: a workspace erased meanwhile refuses (the message is retried, then dropped).
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':bytes': bytes },
      },
    },
    onConditionFailed: () => new NotFoundError(PROJECT_MESSAGES.profileNotFound),
  };
}

/** Why the video part of a download-result transaction failed: the video is no longer processing. */
class VideoMovedOn extends Error {}

/** The version had left `processing` already: its stored state (from the failed condition's old item). */
class AlreadyRecorded extends Error {
  constructor(readonly old: RawItem | undefined) {
    super('already recorded');
  }
}

/**
 * The version item a download job is for, its video and its project (whose owner hears how it ended), in ONE
 * BatchGetItem by key.
 */
export async function getDownloadTarget(
  db: DbPort,
  ref: { projectId: string; videoId: string; versionId: string; versionNumber: number },
): Promise<{
  version: VideoVersion;
  pendingUploadId: string | null;
  video: Video | null;
  project: Project | null;
} | null> {
  const versionKey = keys.version(ref.projectId, ref.videoId, ref.versionNumber);
  const videoKey = keys.video(ref.projectId, ref.videoId);
  const projectKey = keys.project(ref.projectId);
  const out = await db.doc.send(
    new BatchGetCommand({
      RequestItems: { [db.tableName]: { Keys: [versionKey, videoKey, projectKey], ConsistentRead: true } },
    }),
  );
  let items = out.Responses?.[db.tableName] ?? [];
  if (Object.keys(out.UnprocessedKeys ?? {}).length > 0) {
    // Throttled: read them one by one (rare).
    const [versionItemRaw, videoItemRaw, projectItemRaw] = await Promise.all([
      db.doc.send(new GetCommand({ TableName: db.tableName, Key: versionKey, ConsistentRead: true })),
      getVideoItem(db, ref.projectId, ref.videoId),
      db.doc.send(new GetCommand({ TableName: db.tableName, Key: projectKey, ConsistentRead: true })),
    ]);
    items = [versionItemRaw.Item, videoItemRaw, projectItemRaw.Item].filter((i) => i !== undefined);
  }
  const versionRaw = items.find((i) => i['sk'] === versionKey.sk);
  const videoRaw = items.find((i) => i['sk'] === videoKey.sk);
  const projectRaw = items.find((i) => i['sk'] === projectKey.sk);
  if (!versionRaw) return null;
  const version = toVersion(versionRaw);
  if (version.id !== ref.versionId) return null;
  const pending = versionRaw[PENDING_UPLOAD];
  return {
    version,
    pendingUploadId: typeof pending === 'string' ? pending : null,
    video: videoRaw ? toVideo(videoRaw) : null,
    project: projectRaw ? toProject(projectRaw) : null,
  };
}

/**
 * One conditional update of an item that a later state may already have passed (a redelivered message, a
 * result that came first): when the condition no longer holds there is nothing to do.
 */
async function updateIfStill(db: DbPort, update: Omit<UpdateCommandInput, 'TableName'>): Promise<void> {
  try {
    await db.doc.send(new UpdateCommand({ TableName: db.tableName, ...update }));
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
  }
}

/** Attribute of a version that remembers the multipart upload in flight (cleared by the result). */
export const PENDING_UPLOAD = 'pendingUploadId';

/** Remembers the multipart upload a download started (only while the version is processing). */
export async function recordPendingUpload(
  db: DbPort,
  ref: { projectId: string; videoId: string; versionNumber: number },
  uploadId: string,
): Promise<void> {
  await updateIfStill(db, {
    Key: keys.version(ref.projectId, ref.videoId, ref.versionNumber),
    UpdateExpression: `SET ${PENDING_UPLOAD} = :u`,
    ConditionExpression: 'attribute_exists(pk) AND #status = :processing',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':u': uploadId, ':processing': 'processing' },
  });
}

/**
 * The one writer of a download's result: the version becomes stored (storage path, size, media facts), keeps
 * the Drive link with its note, or is refused as damaged (`failed`, with the probe and the reason); and its
 * processing video becomes active — ONE transaction, found by key.
 * Idempotent: a version that already left `processing` is not written again and is answered as stored.
 * Archived projects still record results (background work, no user mutation).
 */
export async function recordDownloadResult(db: DbPort, input: RecordDownloadInput): Promise<VideoVersion> {
  const r = input.result;
  if (r.kind === 'proxy') return recordProxyResult(db, input, r);
  const fields: Record<string, unknown> =
    r.kind === 'stored'
      ? {
          status: 'stored',
          storagePath: r.storagePath,
          thumbnailPath: r.thumbnailPath,
          ...(r.fileSize !== null ? { fileSize: r.fileSize } : {}),
          ...(r.mimeType !== null ? { mimeType: r.mimeType } : {}),
          ...(r.durationMs !== undefined ? { durationMs: r.durationMs } : {}),
          ...(r.width !== undefined ? { width: r.width } : {}),
          ...(r.height !== undefined ? { height: r.height } : {}),
          ...(r.frameRate !== undefined ? { frameRate: r.frameRate } : {}),
          ...(r.frameTiming !== undefined ? { frameTiming: r.frameTiming } : {}),
          ...(r.media !== undefined ? { media: r.media } : {}),
          ...(r.proxy !== undefined ? { proxy: r.proxy } : {}),
          statusNote: null,
        }
      : r.kind === 'damaged'
        ? {
            status: 'failed',
            storagePath: null,
            statusNote: r.statusNote,
            media: r.media,
            ...(r.fileSize !== null ? { fileSize: r.fileSize } : {}),
            ...(r.mimeType !== null ? { mimeType: r.mimeType } : {}),
          }
        : { status: 'drive_link', statusNote: r.statusNote };
  const entries = Object.entries(fields);
  const versionOp: TxOp = {
    op: {
      Update: {
        Key: keys.version(input.projectId, input.videoId, input.versionNumber),
        UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :v${i}`).join(', ')} REMOVE ${PENDING_UPLOAD}`,
        ConditionExpression: 'attribute_exists(pk) AND id = :id AND #vstatus = :processing',
        ExpressionAttributeNames: {
          ...Object.fromEntries(entries.map(([k], i) => [`#f${i}`, k])),
          '#vstatus': 'status',
        },
        ExpressionAttributeValues: {
          ...Object.fromEntries(entries.map(([, v], i) => [`:v${i}`, v])),
          ':processing': 'processing',
          ':id': input.versionId,
        },
      },
    },
    onConditionFailed: (old) => new AlreadyRecorded(old),
  };
  const videoOp: TxOp = {
    op: {
      Update: {
        Key: keys.video(input.projectId, input.videoId),
        UpdateExpression: `SET #status = :active, revision = revision + :one${input.now ? ', lastStatusChangeAt = :now' : ''}`,
        ConditionExpression: '#status = :processing AND currentVersionId = :vid',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':active': 'active',
          ':processing': 'processing',
          ':one': 1,
          ':vid': input.versionId,
          ...(input.now ? { ':now': input.now } : {}),
        },
      },
    },
    onConditionFailed: () => new VideoMovedOn(),
  };
  const storedBytes = r.kind === 'stored' ? (r.fileSize ?? input.version?.fileSize ?? null) : null;
  const storageOps =
    input.workspaceId !== undefined && storedBytes !== null && storedBytes > 0
      ? [storageBytesOp(input.workspaceId, storedBytes)]
      : [];
  let activate = input.activateVideo !== false;
  for (;;) {
    try {
      await transactWrite(db, [
        versionOp,
        ...(activate ? [videoOp] : []),
        ...storageOps,
        ...outboxOps(input.events),
      ]);
      break;
    } catch (error) {
      if (error instanceof VideoMovedOn && activate) {
        activate = false;
        continue;
      }
      if (error instanceof AlreadyRecorded) {
        if (error.old && error.old['id'] === input.versionId) {
          return toVersion(error.old);
        }
        throw new NotFoundError(PROJECT_MESSAGES.versionNotFound);
      }
      throw error;
    }
  }
  if (input.version) return { ...input.version, ...fields } as VideoVersion;
  const out = await db.doc.send(
    new GetCommand({
      TableName: db.tableName,
      Key: keys.version(input.projectId, input.videoId, input.versionNumber),
      ConsistentRead: true,
    }),
  );
  if (!out.Item) throw new NotFoundError(PROJECT_MESSAGES.versionNotFound);
  return toVersion(out.Item);
}

/** The proxy had left `processing` already (a late or repeated completion). Never leaves this file. */
class ProxyRecorded extends Error {}

/** The condition of every proxy write: the version is stored and its proxy still processing. */
const PROXY_PROCESSING = 'attribute_exists(pk) AND id = :id AND #proxy.#pstatus = :processing';

/**
 * The proxy branch of the one writer: ready (paths) or failed (error), only while the proxy is processing, so
 * a late or repeated completion never overwrites a result. Answers the version as stored after the write.
 */
async function recordProxyResult(
  db: DbPort,
  input: RecordDownloadInput,
  r: ProxyResult,
): Promise<VideoVersion> {
  const key = keys.version(input.projectId, input.videoId, input.versionNumber);
  const update = {
    Key: key,
    UpdateExpression: 'SET #proxy = :proxy',
    ConditionExpression: PROXY_PROCESSING,
    ExpressionAttributeNames: { '#proxy': 'proxy', '#pstatus': 'status' },
    ExpressionAttributeValues: { ':proxy': r.proxy, ':id': input.versionId, ':processing': 'processing' },
  };
  try {
    if (input.events && input.events.length > 0) {
      // With its event: one transaction, so a late or repeated completion tells nobody again.
      await transactWrite(db, [
        { op: { Update: update }, onConditionFailed: () => new ProxyRecorded() },
        ...outboxOps(input.events),
      ]);
    } else {
      const out = await db.doc.send(
        new UpdateCommand({ TableName: db.tableName, ...update, ReturnValues: 'ALL_NEW' }),
      );
      return toVersion(out.Attributes ?? {});
    }
  } catch (error) {
    if (!isConditionalCheckFailed(error) && !(error instanceof ProxyRecorded)) throw error;
  }
  // Written with its event, or recorded before: the version as stored now.
  const out = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: key, ConsistentRead: true }));
  if (!out.Item) throw new NotFoundError(PROJECT_MESSAGES.versionNotFound);
  return toVersion(out.Item);
}

/** The transcoder's progress (0–100) on a version whose proxy is processing; nothing once it has a result. */
export async function recordProxyProgress(
  db: DbPort,
  ref: { projectId: string; videoId: string; versionId: string; versionNumber: number },
  progress: number,
): Promise<void> {
  await updateIfStill(db, {
    Key: keys.version(ref.projectId, ref.videoId, ref.versionNumber),
    UpdateExpression: 'SET #proxy.#progress = :p',
    ConditionExpression: PROXY_PROCESSING,
    ExpressionAttributeNames: { '#proxy': 'proxy', '#pstatus': 'status', '#progress': 'progress' },
    ExpressionAttributeValues: {
      ':p': Math.max(0, Math.min(100, Math.round(progress))),
      ':id': ref.versionId,
      ':processing': 'processing',
    },
  });
}

/** A processing video whose current version is this one becomes active (a redelivery after a crash). */
export async function activateProcessingVideo(
  db: DbPort,
  ref: { projectId: string; videoId: string; versionId: string },
  now: string,
): Promise<void> {
  await updateIfStill(db, {
    Key: keys.video(ref.projectId, ref.videoId),
    UpdateExpression: 'SET #status = :active, lastStatusChangeAt = :at ADD revision :one',
    ConditionExpression: 'attribute_exists(pk) AND #status = :processing AND currentVersionId = :vid',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':active': 'active',
      ':processing': 'processing',
      ':at': now,
      ':one': 1,
      ':vid': ref.versionId,
    },
  });
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
      onConditionFailed: () => new NotFoundError(PROJECT_MESSAGES.videoNotFound),
    },
    projectGuardOp(input.projectId, input.ownerId),
  ]);
  const video = await getVideo(db, input.projectId, input.videoId);
  if (!video) throw new NotFoundError(PROJECT_MESSAGES.videoNotFound);
  return video;
}
