/**
 * Projects: the project aggregate's item (`PROJECT#<pid>` / `META`), its share-token item and the owner's
 * lists. Every write carries its rules as conditions (owner, not archived, expected revision or status,
 * plan cap), so two tabs or two reviewers racing cannot leave a wrong state. See ./README.md.
 */
import type { ProjectActivity } from '../../../shared/domain/project-activity';
import { GetCommand, UpdateCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Approval, Note, Project, Video, VideoVersion } from '../../../shared/domain/entities';
import type { NoteReply } from '../../../shared/domain/note-reply';
import type { ProjectStatus } from '../../../shared/domain/status-values';
import { SHARE_TOKEN_PATTERN } from '../../../shared/domain/review-link-rules';
import { reminderDueAt } from '../../../shared/domain/reminder-rule';
import { reviewableVideos } from '../../../shared/domain/refused-video';
import { EDITOR_LIMITS, type ProjectListFilter } from '../../../shared/api/endpoints/projects';
import { ConflictError, NotFoundError } from '../../../shared/errors/app-error';
import { decodeCursor, encodeCursor, type Page, type PageKey } from '../../platform/db/cursor';
import {
  ShareTokenTakenError,
  archivedError,
  isConditionalCheckFailed,
  oldItemOf,
  projectConditionError,
} from '../../platform/db/db-errors';
import type { DbPort } from '../../platform/db/db-port';
import type { DomainEvent } from '../../../shared/domain/domain-events';
import { outboxOps } from '../../platform/db/outbox';
import { activityOfEvents, activityOps } from './activity-repository';
import {
  approvalItem,
  projectItem,
  shareTokenItem,
  toApproval,
  toNote,
  toProject,
  toShareToken,
  toVersion,
  toVideo,
  versionItem,
  videoItem,
  type RawItem,
} from '../../platform/db/items';
import { ENTITY_TYPES, keys } from '../../platform/db/keys';
import { toNoteReply } from './reply-repository';
import {
  OwnerDeactivationMovedError,
  releaseActiveProjectSlotOp,
  takeActiveProjectSlotOp,
} from './profile-repository';
import { queryAllPages, queryPage } from '../../platform/db/query-pages';
import { MAX_TRANSACTION_ITEMS, chunk, transactWrite, type TxOp } from '../../platform/db/transact-write';
import { putNew } from '../../platform/db/tx-ops';
import { leavingApprovedGuard, statusCountsOps } from './dashboard-counts';
import type { MediaFacts } from './video-repository';
import { PROJECT_MESSAGES } from '../../../shared/messages/project-messages';

// ---- reads ---------------------------------------------------------------------------------------------

async function getProjectItem(db: DbPort, projectId: string): Promise<RawItem | undefined> {
  const out = await db.doc.send(
    new GetCommand({ TableName: db.tableName, Key: keys.project(projectId), ConsistentRead: true }),
  );
  return out.Item;
}

/** GetItem `PROJECT#<pid>` / `META`; null when there is none. */
export async function getProject(db: DbPort, projectId: string): Promise<Project | null> {
  const item = await getProjectItem(db, projectId);
  return item ? toProject(item) : null;
}

/** The project if `ownerId` owns it; another user's or a missing project is the same 404. */
export async function getOwnedProject(db: DbPort, projectId: string, ownerId: string): Promise<Project> {
  const project = await getProject(db, projectId);
  if (!project || project.userId !== ownerId) throw new NotFoundError(PROJECT_MESSAGES.projectNotFound);
  return project;
}

export interface ProjectWhole {
  project: Project;
  /** Ordered by orderIndex. */
  videos: Video[];
  /** Ordered by video, then versionNumber. */
  versions: VideoVersion[];
  /** Ordered by version, then creation (ulid). */
  notes: Note[];
  /** Ordered by creation (ulid). */
  approvals: Approval[];
  /** Replies under the notes, grouped by note. */
  replies: NoteReply[];
}

/**
 * The whole project page in ONE Query on `PROJECT#<pid>` (plus its continuation pages). With `ownerId`,
 * another user's project is a 404 like a missing one.
 */
export async function getProjectWhole(
  db: DbPort,
  projectId: string,
  options: { ownerId?: string; consistent?: boolean } = {},
): Promise<ProjectWhole> {
  const items = await queryAllPages(db, {
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.projectPk(projectId) },
    // A client's review load reads eventually consistent (half the read units on the project's partition).
    ConsistentRead: options.consistent ?? true,
  });
  let project: Project | undefined;
  const videos: Video[] = [];
  const versions: VideoVersion[] = [];
  const notes: Note[] = [];
  const approvals: Approval[] = [];
  const replies: NoteReply[] = [];
  for (const item of items) {
    switch (item['entity']) {
      case ENTITY_TYPES.project:
        project = toProject(item);
        break;
      case ENTITY_TYPES.video:
        videos.push(toVideo(item));
        break;
      case ENTITY_TYPES.version:
        versions.push(toVersion(item));
        break;
      case ENTITY_TYPES.note:
        notes.push(toNote(item));
        break;
      case ENTITY_TYPES.approval:
        approvals.push(toApproval(item));
        break;
      case ENTITY_TYPES.noteReply:
        replies.push(toNoteReply(item));
        break;
      default:
        // Batch markers and other bookkeeping items are not part of the aggregate.
        break;
    }
  }
  if (!project || (options.ownerId !== undefined && project.userId !== options.ownerId)) {
    throw new NotFoundError(PROJECT_MESSAGES.projectNotFound);
  }
  videos.sort((a, b) => a.orderIndex - b.orderIndex);
  return { project, videos, versions, notes, approvals, replies };
}

export { PROJECT_LIST_FILTERS, type ProjectListFilter } from '../../../shared/api/endpoints/projects';

/** The list's page sizes: the contract's (EDITOR_LIMITS), not a second set. */
export const DEFAULT_PAGE_SIZE = EDITOR_LIMITS.pageSizeDefault;
export const MAX_PAGE_SIZE = EDITOR_LIMITS.pageSizeMax;

export interface ListProjectsInput {
  userId: string;
  /** `all` = every non-archived project. */
  filter: ProjectListFilter;
  cursor?: string | null;
  limit?: number;
  /** Only the projects this member created (a project from before workspaces: its workspace's account). */
  createdBy?: string | undefined;
}

/** The 'mine' filter: a FilterExpression over the same Query (queryPage follows pages until one is full). */
function createdByFilter(createdBy: string | undefined) {
  if (createdBy === undefined) return { filter: {}, values: {} };
  return {
    filter: { FilterExpression: 'createdBy = :me OR (attribute_not_exists(createdBy) AND userId = :me)' },
    values: { ':me': createdBy },
  };
}

/** The Query of a list filter and where it continues from (the checked cursor); no Limit, no table name. */
export interface ProjectListRange {
  query: Omit<QueryCommandInput, 'TableName' | 'Limit' | 'ExclusiveStartKey'>;
  startKey: PageKey | undefined;
  /** The table's and the index's key names (a continuation key). */
  keyAttributes: readonly string[];
}

/**
 * The key range a list filter reads, newest first. `all` and `archived` read GSI1 (live / archived buckets),
 * the three live statuses read GSI2 (`USER#<uid>#STATUS#<status>`): each filter is one Query. A cursor of
 * another partition or shape is a ValidationError (400). The list and the search read the same range.
 */
export function projectListRange(input: ListProjectsInput): ProjectListRange {
  const mine = createdByFilter(input.createdBy);
  if (input.filter === 'all' || input.filter === 'archived') {
    const pk = keys.projectGsi1Pk(input.userId);
    const prefix = keys.projectGsi1SkPrefix(input.filter === 'archived' ? 'archived' : 'live');
    return {
      query: {
        IndexName: 'GSI1',
        KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)',
        ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix, ...mine.values },
        ...mine.filter,
        ScanIndexForward: false,
      },
      startKey: decodeCursor(input.cursor, 'gsi1pk', pk, { attribute: 'gsi1sk', prefix }),
      keyAttributes: ['pk', 'sk', 'gsi1pk', 'gsi1sk'],
    };
  }
  const pk = keys.projectGsi2Pk(input.userId, input.filter);
  return {
    query: {
      IndexName: 'GSI2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': pk, ...mine.values },
      ...mine.filter,
      ScanIndexForward: false,
    },
    startKey: decodeCursor(input.cursor, 'gsi2pk', pk),
    keyAttributes: ['pk', 'sk', 'gsi2pk', 'gsi2sk'],
  };
}

/** The page size asked for, within the contract's bounds. */
export function listPageSize(limit: number | undefined): number {
  return Math.min(Math.max(1, Math.trunc(limit ?? DEFAULT_PAGE_SIZE)), MAX_PAGE_SIZE);
}

/** The owner's projects of a filter, newest first, one page (one Query, + pages when 'mine' filters). */
export async function listProjectsByOwner(db: DbPort, input: ListProjectsInput): Promise<Page<Project>> {
  const range = projectListRange(input);
  const page = await queryPage(db, range.query, {
    limit: listPageSize(input.limit),
    startKey: range.startKey,
    keyAttributes: range.keyAttributes,
  });
  return { items: page.items.map(toProject), nextCursor: encodeCursor(page.lastKey) };
}

/** Every project of the owner, archived included (dashboard analytics): one GSI1 Query + pages. */
export async function listAllProjectsByOwner(db: DbPort, userId: string): Promise<Project[]> {
  // The live and archived buckets are read side by side: two chains of pages instead of one long one.
  const buckets = await Promise.all(
    (['live', 'archived'] as const).map((bucket) =>
      queryAllPages(db, {
        IndexName: 'GSI1',
        KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)',
        ExpressionAttributeValues: {
          ':pk': keys.projectGsi1Pk(userId),
          ':prefix': keys.projectGsi1SkPrefix(bucket),
        },
      }),
    ),
  );
  return buckets
    .flat()
    .map(toProject)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/**
 * The project id a review token points at: one GetItem `SHARE#<token>`; null when unknown. The SHARE item
 * and the project's shareToken change in one transaction (regenerateShareToken), so they never disagree.
 */
export async function getProjectIdByShareToken(db: DbPort, token: string): Promise<string | null> {
  if (!SHARE_TOKEN_PATTERN.test(token)) return null;
  const out = await db.doc.send(
    new GetCommand({ TableName: db.tableName, Key: keys.shareToken(token), ConsistentRead: true }),
  );
  return out.Item ? toShareToken(out.Item).projectId : null;
}

/**
 * The project a review token points at: GetItem `SHARE#<token>`, then GetItem the project. null when the
 * token is unknown (or no longer the project's token). Expiry is the caller's rule (shareExpiresAt).
 */
export async function getProjectByShareToken(db: DbPort, token: string): Promise<Project | null> {
  const projectId = await getProjectIdByShareToken(db, token);
  if (!projectId) return null;
  const project = await getProject(db, projectId);
  return project && project.shareToken === token ? project : null;
}

export interface ShareLinkAdmission {
  /** The project the token points at. */
  projectId: string;
  /** Requests on this token in the current window, this one included. */
  count: number;
  /** When the current window ends (epoch seconds). */
  windowEnd: number;
  /** Notes sent through this link so far (its cap: shared/domain/note-limits `perLink`). */
  linkNoteCount: number;
  /** Opens of the link so far, this one included (only when the call counted an open). */
  openCount: number | null;
  /** Whether the owner has been told of the first open already. */
  firstOpenNotified: boolean;
  /** The link's password hash (functions/projects/adapters/review-password-hash.ts); null when it has none. */
  passwordHash: string | null;
}

/** Windows before the current one whose counters each admission removes (see admitShareToken). */
const STALE_WINDOWS_REMOVED = 10;

/**
 * A review call's first request, on `SHARE#<token>`; null when the token is unknown. A write call
 * (`countRequest`) is ONE UpdateItem that counts the call in the link's fixed rate-limit window and answers
 * the project id the token points at. A read writes nothing unless it opens the review (`countOpen`: one
 * UpdateItem of the open counters only); a re-read is one eventually consistent GetItem, so a link opened by
 * hundreds of viewers has no write per call on its one item.
 * The window's counter is an attribute named after the window (`rate<window start>`), so counting needs no
 * read and no second request when a window starts; the counters of the previous windows are removed in the
 * same update (a window left after a gap longer than that stays as one small attribute until the link is
 * regenerated or deleted). A link marked `ownerDeactivated` (the owner deactivated the account) answers null
 * like an unknown token, in the same one request.
 */
export async function admitShareToken(
  db: DbPort,
  token: string,
  now: Date,
  windowSeconds: number,
  options: { countOpen?: boolean; countRequest?: boolean } = { countRequest: true },
): Promise<ShareLinkAdmission | null> {
  if (!SHARE_TOKEN_PATTERN.test(token)) return null;
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const windowStart = nowSeconds - (nowSeconds % windowSeconds);
  if (!options.countRequest) return readShareLink(db, token, now, windowStart + windowSeconds, options);
  const stale = Array.from(
    { length: STALE_WINDOWS_REMOVED },
    (_, i) => `rate${windowStart - (i + 1) * windowSeconds}`,
  );
  try {
    const out = await db.doc.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: keys.shareToken(token),
        // Opening the review (not notes or approvals) also counts the open, atomically, in this same write.
        UpdateExpression: options.countOpen
          ? `ADD #cur :one, openCount :one SET lastOpenedAt = :now, firstOpenedAt = if_not_exists(firstOpenedAt, :now) REMOVE ${stale.map((_, i) => `#s${i}`).join(', ')}`
          : `ADD #cur :one REMOVE ${stale.map((_, i) => `#s${i}`).join(', ')}`,
        // A deactivated owner's links are marked (setAccountDeactivated), a link the owner turned off carries
        // `revokedAt` (setReviewLinkSettings): both answer as unknown tokens.
        ConditionExpression:
          'attribute_exists(pk) AND attribute_not_exists(ownerDeactivated) AND attribute_not_exists(revokedAt)',
        ExpressionAttributeNames: {
          '#cur': `rate${windowStart}`,
          ...Object.fromEntries(stale.map((name, i) => [`#s${i}`, name])),
        },
        ExpressionAttributeValues: options.countOpen
          ? { ':one': 1, ':now': now.toISOString() }
          : { ':one': 1 },
        ReturnValues: 'ALL_NEW',
      }),
    );
    const item = out.Attributes;
    if (!item) return null;
    return toAdmission(item, Number(item[`rate${windowStart}`] ?? 1), windowStart + windowSeconds, options);
  } catch (error) {
    if (isConditionalCheckFailed(error)) return null;
    throw error;
  }
}

function toAdmission(
  item: Record<string, unknown>,
  count: number,
  windowEnd: number,
  options: { countOpen?: boolean },
): ShareLinkAdmission {
  return {
    projectId: toShareToken(item).projectId,
    count,
    windowEnd,
    linkNoteCount: Number(item['linkNoteCount'] ?? 0),
    openCount: options.countOpen ? Number(item['openCount'] ?? 1) : null,
    firstOpenNotified: typeof item['firstOpenNotifiedAt'] === 'string',
    passwordHash: typeof item['passwordHash'] === 'string' ? item['passwordHash'] : null,
  };
}

/**
 * A read call's admission: the open counters only when it opens the review (one conditional UpdateItem),
 * else one eventually consistent GetItem (half a read unit; a link turned off a moment ago may still answer
 * once). The link's write window is not counted (`count` 0).
 */
async function readShareLink(
  db: DbPort,
  token: string,
  now: Date,
  windowEnd: number,
  options: { countOpen?: boolean },
): Promise<ShareLinkAdmission | null> {
  if (options.countOpen) {
    try {
      const out = await db.doc.send(
        new UpdateCommand({
          TableName: db.tableName,
          Key: keys.shareToken(token),
          UpdateExpression:
            'ADD openCount :one SET lastOpenedAt = :now, firstOpenedAt = if_not_exists(firstOpenedAt, :now)',
          ConditionExpression:
            'attribute_exists(pk) AND attribute_not_exists(ownerDeactivated) AND attribute_not_exists(revokedAt)',
          ExpressionAttributeValues: { ':one': 1, ':now': now.toISOString() },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return out.Attributes ? toAdmission(out.Attributes, 0, windowEnd, options) : null;
    } catch (error) {
      if (isConditionalCheckFailed(error)) return null;
      throw error;
    }
  }
  const out = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: keys.shareToken(token) }));
  const item = out.Item;
  if (!item || item['ownerDeactivated'] !== undefined || item['revokedAt'] !== undefined) return null;
  return toAdmission(item, 0, windowEnd, options);
}

// ---- create --------------------------------------------------------------------------------------------

export interface NewVersionInput extends MediaFacts {
  id: string;
  sourceUrl: string;
  fileId: string;
  previewUrl: string | null;
  thumbnailUrl: string | null;
  fileName: string | null;
  fileSize: number | null;
  mimeType: string | null;
}

export interface NewVideoInput {
  id: string;
  title: string;
  fileId: string;
  /** Version 1 of the video (status processing until the download records its result). */
  version: NewVersionInput;
}

export interface NewProjectInput {
  id: string;
  userId: string;
  name: string;
  clientDisplayName: string;
  shareToken: string;
  shareExpiresAt: string | null;
  createdAt: string;
  /** In display order (orderIndex 1..n). */
  videos: NewVideoInput[];
  /** The owner's plan cap of active projects; null = unlimited. */
  activeProjectCap: number | null;
  /** The PLAN_LIMIT text (e.g. BILLING_MESSAGES.planLimitReached(plan, limit)); a generic one otherwise. */
  planLimitMessage?: string;
  /** The member who creates it in the workspace `userId` (absent: the workspace's account). */
  createdBy?: string;
}

export interface CreatedProject {
  project: Project;
  videos: Video[];
  versions: VideoVersion[];
}

export function newVersion(
  projectId: string,
  videoId: string,
  versionNumber: number,
  input: NewVersionInput,
  createdAt: string,
): VideoVersion {
  return {
    id: input.id,
    videoId,
    projectId,
    versionNumber,
    sourceType: 'drive',
    sourceUrl: input.sourceUrl,
    fileId: input.fileId,
    previewUrl: input.previewUrl,
    thumbnailUrl: input.thumbnailUrl,
    fileName: input.fileName,
    fileSize: input.fileSize,
    mimeType: input.mimeType,
    storagePath: null,
    thumbnailPath: null,
    status: 'processing',
    statusNote: null,
    durationMs: input.durationMs ?? null,
    width: input.width ?? null,
    height: input.height ?? null,
    frameRate: input.frameRate ?? null,
    createdAt,
  };
}

/**
 * Creates the project with its videos (version 1 each, processing), its share-token item (unique by
 * condition) and takes one active-project slot on the profile (refused past the cap: PLAN_LIMIT), all in
 * one transaction. Up to 48 videos fit in that transaction, which is why the API caps an import at 48
 * (EDITOR_LIMITS.importVideosMax). Larger sets (seeding, benchmarks) follow in further transactions that each
 * check the project still exists; those are not atomic and never reach this from a request.
 */
export function createProject(db: DbPort, input: NewProjectInput): Promise<CreatedProject> {
  const videos: Video[] = [];
  const versions: VideoVersion[] = [];
  input.videos.forEach((v, i) => {
    const version = newVersion(input.id, v.id, 1, v.version, input.createdAt);
    versions.push(version);
    videos.push({
      id: v.id,
      projectId: input.id,
      title: v.title,
      orderIndex: i + 1,
      fileId: v.fileId,
      status: 'processing',
      currentVersionId: version.id,
      notes: '',
      lastStatusChangeAt: input.createdAt,
      createdAt: input.createdAt,
      revision: 0,
    });
  });
  const project: Project = {
    id: input.id,
    userId: input.userId,
    name: input.name,
    clientDisplayName: input.clientDisplayName,
    shareToken: input.shareToken,
    shareExpiresAt: input.shareExpiresAt,
    status: 'active',
    createdAt: input.createdAt,
    lastStatusChangeAt: input.createdAt,
    archivedAt: null,
    approvedVideosCount: 0,
    videoCount: videos.length,
    revision: 0,
    ...(input.createdBy ? { createdBy: input.createdBy } : {}),
  };
  return insertProject(db, {
    project,
    videos,
    versions,
    activeProjectCap: input.activeProjectCap,
    ...(input.planLimitMessage !== undefined ? { planLimitMessage: input.planLimitMessage } : {}),
  });
}

export interface InsertProjectInput extends CreatedProject {
  /** The owner's plan cap of active projects; null = unlimited. */
  activeProjectCap: number | null;
  planLimitMessage?: string;
}

/**
 * Stores ready-made entities (project with status and counters of a new project, its videos and their
 * versions; `versions[i]` belongs to `videos[i]`) exactly as createProject does: one transaction with the
 * share token and the plan slot, videos past 48 in follow-up transactions.
 */
export async function insertProject(db: DbPort, input: InsertProjectInput): Promise<CreatedProject> {
  const { project, videos, versions } = input;
  if (versions.length !== videos.length) throw new Error('insertProject: one version per video');
  const exists = () => new ConflictError('A project with this id already exists.');
  const head = (ownerDeactivated: boolean): TxOp[] => [
    takeActiveProjectSlotOp(project.userId, input.activeProjectCap, input.planLimitMessage, ownerDeactivated),
    putNew(
      {
        ...shareTokenItem({ token: project.shareToken, projectId: project.id, createdAt: project.createdAt }),
        // A project made while the account is deactivated gets a link that answers only on reactivation.
        ...(ownerDeactivated ? { ownerDeactivated: true } : {}),
      },
      () => new ShareTokenTakenError(),
    ),
    putNew(projectItem(project, { videoSeq: Math.max(0, ...videos.map((v) => v.orderIndex)) }), exists),
    ...statusCountsOps(project, null, project.status, project.createdAt),
  ];
  const pairs: TxOp[][] = videos.map((video, i) => {
    const version = versions[i] as VideoVersion;
    return [
      putNew(videoItem(video, { latestVersionNumber: version.versionNumber }), exists),
      putNew(versionItem(version), exists),
    ];
  });
  const firstPairs = Math.floor((MAX_TRANSACTION_ITEMS - head(false).length) / 2);
  const first = pairs.slice(0, firstPairs).flat();
  // Assume the account active (the usual case); when the profile says otherwise, the share item is marked.
  for (let attempt = 1; ; attempt++) {
    const ownerDeactivated = attempt % 2 === 0;
    try {
      await transactWrite(db, [...head(ownerDeactivated), ...first]);
      break;
    } catch (error) {
      if (!(error instanceof OwnerDeactivationMovedError) || attempt >= 4) throw error;
    }
  }
  const projectStillThere: TxOp = {
    op: { ConditionCheck: { Key: keys.project(project.id), ConditionExpression: 'attribute_exists(pk)' } },
    onConditionFailed: () => new NotFoundError(PROJECT_MESSAGES.projectNotFound),
  };
  for (const group of chunk(pairs.slice(firstPairs), Math.floor((MAX_TRANSACTION_ITEMS - 1) / 2))) {
    await transactWrite(db, [projectStillThere, ...group.flat()]);
  }
  return { project, videos, versions };
}

// ---- updates of the project item ------------------------------------------------------------------------

/** The link-expiry index entry (GSI4) follows shareExpiresAt on every write of it. */
const LINK_EXPIRY_SET = 'gsi4pk = :gsi4pk, gsi4sk = :gsi4sk';
function linkExpiryValues(projectId: string, shareExpiresAt: string) {
  const g = keys.linkExpiryGsi4(projectId, shareExpiresAt);
  return { ':gsi4pk': g.gsi4pk, ':gsi4sk': g.gsi4sk };
}

/** SET clause and values for a status change (the GSI keys follow the status). */
export function statusChange(project: Project, to: ProjectStatus, now: string) {
  // The reminder rule's inputs change here (status, lastStatusChangeAt), so the due key is written here, once.
  // A project is reminded no later than now, so its last reminder never delays the new due instant.
  const dueAt = reminderDueAt({ status: to, lastStatusChangeAt: now }, null);
  const due = dueAt === null ? null : keys.reminderDueGsi3(project.id, dueAt);
  return {
    set: `#status = :to, lastStatusChangeAt = :now, gsi1sk = :gsi1sk, gsi2pk = :gsi2pk, gsi2sk = :gsi2sk, revision = revision + :one${due ? ', gsi3pk = :gsi3pk, gsi3sk = :gsi3sk' : ''}`,
    /** Append after the caller's SET clause: leaves the due index when the project is no longer due. */
    remove: due ? '' : ' REMOVE gsi3pk, gsi3sk',
    values: {
      ...(due ? { ':gsi3pk': due.gsi3pk, ':gsi3sk': due.gsi3sk } : {}),
      ':to': to,
      ':now': now,
      ':one': 1,
      ':gsi1sk': keys.projectGsi1(project.userId, to, project.createdAt, project.id).gsi1sk,
      ...(() => {
        const g = keys.projectGsi2(project.userId, to, project.createdAt, project.id);
        return { ':gsi2pk': g.gsi2pk, ':gsi2sk': g.gsi2sk };
      })(),
    },
  };
}

async function updateProjectItem(
  db: DbPort,
  projectId: string,
  update: {
    expression: string;
    condition: string;
    names?: Record<string, string>;
    values: Record<string, unknown>;
  },
  onConditionFailed: (old: RawItem | undefined) => Error,
  events?: readonly DomainEvent[],
  /** Other items' updates of the same change (the dashboard counters), in the same transaction. */
  alongside: readonly TxOp[] = [],
): Promise<Project> {
  if (events?.length || alongside.length) {
    // With events the update joins their outbox items in one transaction (which answers no item: read it).
    await transactWrite(db, [
      {
        op: {
          Update: {
            Key: keys.project(projectId),
            UpdateExpression: update.expression,
            ConditionExpression: update.condition,
            ...(update.names ? { ExpressionAttributeNames: update.names } : {}),
            ExpressionAttributeValues: update.values,
          },
        },
        onConditionFailed,
      },
      ...alongside,
      ...outboxOps(events ?? []),
      ...activityOps(activityOfEvents(events)),
    ]);
    const saved = await getProject(db, projectId);
    if (!saved) throw new NotFoundError(PROJECT_MESSAGES.projectNotFound);
    return saved;
  }
  try {
    const out = await db.doc.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: keys.project(projectId),
        UpdateExpression: update.expression,
        ConditionExpression: update.condition,
        ...(update.names ? { ExpressionAttributeNames: update.names } : {}),
        ExpressionAttributeValues: update.values,
        ReturnValues: 'ALL_NEW',
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    if (!out.Attributes) throw new NotFoundError(PROJECT_MESSAGES.projectNotFound);
    return toProject(out.Attributes);
  } catch (error) {
    if (isConditionalCheckFailed(error)) {
      throw onConditionFailed(oldItemOf((error as { Item?: unknown }).Item));
    }
    throw error;
  }
}

export interface RenameProjectInput {
  projectId: string;
  ownerId: string;
  name: string;
  clientDisplayName?: string;
  /**
   * The revision the editor saw; a concurrent change makes this a 409 CONFLICT. Without it the rename is
   * last-writer-wins (still owner-only and refused on archived projects).
   */
  expectedRevision?: number;
  /** Its activity entry (a member renamed it), in the same transaction. */
  activity?: readonly ProjectActivity[] | undefined;
}

/** Rename (and optionally change the client display name) with optimistic concurrency on `revision`. */
export function renameProject(db: DbPort, input: RenameProjectInput): Promise<Project> {
  const withClient = input.clientDisplayName !== undefined;
  const withRevision = input.expectedRevision !== undefined;
  return updateProjectItem(
    db,
    input.projectId,
    {
      expression: `SET #name = :name, revision = revision + :one${withClient ? ', clientDisplayName = :client' : ''}`,
      condition: `userId = :owner AND #status <> :archived${withRevision ? ' AND revision = :rev' : ''}`,
      names: { '#name': 'name', '#status': 'status' },
      values: {
        ':name': input.name,
        ':one': 1,
        ':owner': input.ownerId,
        ':archived': 'archived',
        ...(withRevision ? { ':rev': input.expectedRevision } : {}),
        ...(withClient ? { ':client': input.clientDisplayName } : {}),
      },
    },
    (old) => projectConditionError(old, input.ownerId),
    undefined,
    activityOps(input.activity),
  );
}

export interface ExtendLinkInput {
  projectId: string;
  ownerId: string;
  /** now + 7 days, from the domain rule. */
  shareExpiresAt: string;
}

/** Sets a new expiry on the review link (owner only, not archived). */
export function extendShareLink(db: DbPort, input: ExtendLinkInput): Promise<Project> {
  return updateProjectItem(
    db,
    input.projectId,
    {
      expression: `SET shareExpiresAt = :exp, revision = revision + :one, ${LINK_EXPIRY_SET}`,
      condition: 'userId = :owner AND #status <> :archived',
      names: { '#status': 'status' },
      values: {
        ':exp': input.shareExpiresAt,
        ':one': 1,
        ':owner': input.ownerId,
        ':archived': 'archived',
        ...linkExpiryValues(input.projectId, input.shareExpiresAt),
      },
    },
    (old) => projectConditionError(old, input.ownerId),
  );
}

/**
 * Moves the project to `to` if its status is still `project.status` (the status the caller derived from),
 * and only if it differs; returns the updated project, or null when there was nothing to change.
 * Archived projects never change here (archive/restore have their own functions).
 */
export async function updateProjectStatus(
  db: DbPort,
  project: Project,
  to: Exclude<ProjectStatus, 'archived'>,
  now: string,
  /** Domain events of the change (the owner's project approved), written in the same transaction. */
  events?: readonly DomainEvent[],
): Promise<Project | null> {
  if (project.status === 'archived') throw archivedError();
  if (project.status === to) return null;
  const change = statusChange(project, to, now);
  const guard = leavingApprovedGuard(project);
  return updateProjectItem(
    db,
    project.id,
    {
      expression: `SET ${change.set}${change.remove}`,
      condition: `attribute_exists(pk) AND #status = :from${guard.condition}`,
      names: { '#status': 'status' },
      values: { ...change.values, ':from': project.status, ...guard.values },
    },
    (old) =>
      projectConditionError(old, undefined, () => new ConflictError(PROJECT_MESSAGES.changedElsewhere)),
    events,
    statusCountsOps(project, project.status, to, now),
  );
}

export interface ArchiveProjectInput {
  projectId: string;
  ownerId: string;
  now: string;
  /** Its activity entry (the member who archived it), in the same transaction. */
  activity?: readonly ProjectActivity[] | undefined;
}

/** Archive: status archived, archivedAt, lastStatusChangeAt and one active-project slot given back. */
export async function archiveProject(db: DbPort, input: ArchiveProjectInput): Promise<Project> {
  const project = await getOwnedProject(db, input.projectId, input.ownerId);
  if (project.status === 'archived') throw archivedError();
  const change = statusChange(project, 'archived', input.now);
  const guard = leavingApprovedGuard(project);
  await transactWrite(db, [
    {
      op: {
        Update: {
          Key: keys.project(project.id),
          UpdateExpression: `SET ${change.set}, archivedAt = :now${change.remove}`,
          ConditionExpression: `userId = :owner AND #status = :from${guard.condition}`,
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ...change.values,
            ':owner': input.ownerId,
            ':from': project.status,
            ...guard.values,
          },
        },
      },
      onConditionFailed: (old) => projectConditionError(old, input.ownerId),
    },
    releaseActiveProjectSlotOp(input.ownerId),
    ...statusCountsOps(project, project.status, 'archived', input.now),
    ...activityOps(input.activity),
  ]);
  return getOwnedProject(db, project.id, input.ownerId);
}

export interface RestoreProjectInput {
  projectId: string;
  ownerId: string;
  /** The status the project returns to (derived from its videos and notes by the domain rule). */
  status: Exclude<ProjectStatus, 'archived'>;
  now: string;
  /** The owner's plan cap; null = unlimited. Restoring past the cap is PLAN_LIMIT. */
  activeProjectCap: number | null;
  planLimitMessage?: string;
  /** Its activity entry (the member who restored it), in the same transaction. */
  activity?: readonly ProjectActivity[] | undefined;
}

/** Restore an archived project: takes an active-project slot again (under the cap). */
export async function restoreProject(db: DbPort, input: RestoreProjectInput): Promise<Project> {
  const project = await getOwnedProject(db, input.projectId, input.ownerId);
  if (project.status !== 'archived') throw new ConflictError(PROJECT_MESSAGES.notArchived);
  const change = statusChange(project, input.status, input.now);
  await transactWrite(db, [
    {
      op: {
        Update: {
          Key: keys.project(project.id),
          UpdateExpression: `SET ${change.set}, archivedAt = :null${change.remove}`,
          ConditionExpression: 'userId = :owner AND #status = :archived',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ...change.values,
            ':owner': input.ownerId,
            ':archived': 'archived',
            ':null': null,
          },
        },
      },
      onConditionFailed: (old) =>
        projectConditionError(old, input.ownerId, () => new ConflictError(PROJECT_MESSAGES.notArchived)),
    },
    takeActiveProjectSlotOp(input.ownerId, input.activeProjectCap, input.planLimitMessage),
    ...statusCountsOps(project, 'archived', input.status, input.now),
    ...activityOps(input.activity),
  ]);
  return getOwnedProject(db, project.id, input.ownerId);
}

export interface RegenerateTokenInput {
  projectId: string;
  ownerId: string;
  /** 32 hex characters from the domain's token rule. */
  newToken: string;
  shareExpiresAt: string | null;
  now: string;
}

/**
 * A new review link: the old `SHARE#` item is deleted, the new one put (unique by condition; a collision is
 * ShareTokenTakenError, draw again) and the project updated, in one transaction. The old token then misses.
 * A new link starts on (a turned-off link's `shareRevokedAt` goes).
 */
export async function regenerateShareToken(db: DbPort, input: RegenerateTokenInput): Promise<Project> {
  const project = await getOwnedProject(db, input.projectId, input.ownerId);
  if (project.status === 'archived') throw archivedError();
  // The new link carries the old one's deactivation mark (setAccountDeactivated); the delete is
  // conditioned on that mark, so a concurrent (de)activation makes this a conflict, never an unmarked link.
  const old = await db.doc.send(
    new GetCommand({
      TableName: db.tableName,
      Key: keys.shareToken(project.shareToken),
      ConsistentRead: true,
    }),
  );
  const ownerDeactivated = old.Item?.ownerDeactivated === true;
  await transactWrite(db, [
    {
      op: {
        Delete: {
          Key: keys.shareToken(project.shareToken),
          ConditionExpression: ownerDeactivated
            ? 'ownerDeactivated = :yes'
            : 'attribute_not_exists(ownerDeactivated)',
          ...(ownerDeactivated ? { ExpressionAttributeValues: { ':yes': true } } : {}),
        },
      },
    },
    putNew(
      {
        ...shareTokenItem({ token: input.newToken, projectId: project.id, createdAt: input.now }),
        ...(ownerDeactivated ? { ownerDeactivated: true } : {}),
      },
      () => new ShareTokenTakenError(),
    ),
    {
      op: {
        Update: {
          Key: keys.project(project.id),
          UpdateExpression:
            input.shareExpiresAt === null
              ? 'SET shareToken = :new, shareExpiresAt = :exp, revision = revision + :one REMOVE gsi4pk, gsi4sk, shareRevokedAt'
              : `SET shareToken = :new, shareExpiresAt = :exp, revision = revision + :one, ${LINK_EXPIRY_SET} REMOVE shareRevokedAt`,
          ConditionExpression: 'userId = :owner AND shareToken = :old AND #status <> :archived',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':new': input.newToken,
            ':exp': input.shareExpiresAt,
            ':one': 1,
            ':owner': input.ownerId,
            ':old': project.shareToken,
            ...(input.shareExpiresAt === null ? {} : linkExpiryValues(project.id, input.shareExpiresAt)),
            ':archived': 'archived',
          },
        },
      },
      onConditionFailed: (old) => projectConditionError(old, input.ownerId),
    },
  ]);
  return getOwnedProject(db, project.id, input.ownerId);
}

// ---- approve the whole project -------------------------------------------------------------------------

export interface ApproveProjectInput {
  projectId: string;
  /** Set on the owner's path; the review path passes none (the share token was checked). */
  ownerId?: string;
  approvalId: string;
  reviewerLabel: string;
  now: string;
}

/**
 * Approve the project: every video approved, every note completed, the project approved and one
 * project-scope approval. Refused when the project is approved (409) or archived (409 ARCHIVED). Past 100
 * items it runs in chunks; each chunk checks the project is still open, the project update comes last, and
 * re-running after a failure completes the rest (every step is idempotent).
 */
export async function approveProject(db: DbPort, input: ApproveProjectInput): Promise<ProjectWhole> {
  const whole = await getProjectWhole(
    db,
    input.projectId,
    input.ownerId !== undefined ? { ownerId: input.ownerId } : {},
  );
  const { project } = whole;
  if (project.status === 'archived') throw archivedError();
  if (project.status === 'approved') throw new ConflictError(PROJECT_MESSAGES.alreadyApproved);
  const reviewable = reviewableVideos(whole.videos, whole.versions);
  await storeProjectApproval(db, {
    ...(input.ownerId !== undefined ? { ownerId: input.ownerId } : {}),
    project,
    videoIds: reviewable.filter((v) => v.status !== 'approved').map((v) => v.id),
    notApprovedCount: whole.videos.filter((v) => !reviewable.includes(v) && v.status !== 'approved').length,
    notes: whole.notes.filter((n) => n.status !== 'completed'),
    approval: {
      id: input.approvalId,
      projectId: project.id,
      scope: 'project',
      scopeId: project.id,
      versionId: null,
      reviewerLabel: input.reviewerLabel,
      approvedAt: input.now,
      createdAt: input.now,
    },
    now: input.now,
  });
  return getProjectWhole(db, project.id);
}

export interface StoreProjectApprovalInput {
  /** The caller on the owner's path: the project update is conditioned on that owner. */
  ownerId?: string;
  /** The project as the caller read it (open, not approved: the caller checked). */
  project: Project;
  /** The videos to approve (those not approved yet). */
  videoIds: string[];
  /** Videos the approval leaves unapproved (refused files); none when absent. */
  notApprovedCount?: number;
  /** The notes to complete (those not completed yet). */
  notes: Note[];
  /** The project-scope approval, stored as it is. */
  approval: Approval;
  now: string;
  /** The project's activity entry of the approval (a member's), written with the approval. */
  activity?: ProjectActivity | undefined;
}

/**
 * Writes an approval of the whole project the caller read: every listed video approved, every listed note
 * completed, the approval stored, the project approved (`approvedVideosCount = videoCount` less the refused
 * files left unapproved) — one transaction
 * (chunks with a ConditionCheck past 100 items, the project update last). No read: answers the project as
 * written. Refused when the project is approved (409) or archived (409 ARCHIVED) at write time.
 */
export async function storeProjectApproval(db: DbPort, input: StoreProjectApprovalInput): Promise<Project> {
  const { project } = input;
  const notApproved = input.notApprovedCount ?? 0;
  const refusal = (old: RawItem | undefined) =>
    !old || (input.ownerId !== undefined && old['userId'] !== input.ownerId)
      ? new NotFoundError(PROJECT_MESSAGES.projectNotFound)
      : old['status'] === 'archived'
        ? archivedError()
        : old['status'] === 'approved'
          ? new ConflictError(PROJECT_MESSAGES.alreadyApproved)
          : new ConflictError(PROJECT_MESSAGES.changedElsewhere);
  const steps: TxOp[] = [
    ...input.videoIds.map<TxOp>((videoId) => ({
      op: {
        Update: {
          Key: keys.video(project.id, videoId),
          UpdateExpression: 'SET #status = :approved, lastStatusChangeAt = :now, revision = revision + :one',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':approved': 'approved', ':now': input.now, ':one': 1 },
        },
      },
      onConditionFailed: () => new NotFoundError(PROJECT_MESSAGES.videoNotFound),
    })),
    ...input.notes.map<TxOp>((n) => ({
      op: {
        Update: {
          Key: keys.note(project.id, n.videoVersionId, n.id),
          UpdateExpression: 'SET #status = :completed',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':completed': 'completed' },
        },
      },
      onConditionFailed: () => new NotFoundError(PROJECT_MESSAGES.noteNotFound),
    })),
  ];
  const owner = input.ownerId !== undefined ? ' AND userId = :owner' : '';
  const ownerValue = input.ownerId !== undefined ? { ':owner': input.ownerId } : {};
  const change = statusChange(project, 'approved', input.now);
  const final: TxOp[] = [
    putNew(approvalItem(input.approval), () => new ConflictError(PROJECT_MESSAGES.alreadyApproved)),
    ...activityOps(input.activity ? [input.activity] : []),
    {
      op: {
        Update: {
          Key: keys.project(project.id),
          UpdateExpression: `SET ${change.set}, approvedVideosCount = videoCount - :notApproved${change.remove}`,
          // On the status read (not only 'open'): the dashboard counters move from that status.
          ConditionExpression: `attribute_exists(pk) AND #status = :from${owner}`,
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ...change.values,
            ':from': project.status,
            ':notApproved': notApproved,
            ...ownerValue,
          },
        },
      },
      onConditionFailed: refusal,
    },
    ...statusCountsOps(project, project.status, 'approved', input.now),
  ];
  const openCheck: TxOp = {
    op: {
      ConditionCheck: {
        Key: keys.project(project.id),
        ConditionExpression: `attribute_exists(pk) AND #status <> :archived AND #status <> :approved${owner}`,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':archived': 'archived', ':approved': 'approved', ...ownerValue },
      },
    },
    onConditionFailed: refusal,
  };
  if (steps.length + final.length <= MAX_TRANSACTION_ITEMS) {
    await transactWrite(db, [...steps, ...final]);
  } else {
    for (const group of chunk(steps, MAX_TRANSACTION_ITEMS - 1))
      await transactWrite(db, [openCheck, ...group]);
    await transactWrite(db, final);
  }
  return {
    ...project,
    status: 'approved',
    lastStatusChangeAt: input.now,
    approvedVideosCount: project.videoCount - notApproved,
    revision: project.revision + 1,
  };
}
