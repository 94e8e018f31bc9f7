/**
 * Every key string of the table, in one place (see ./README.md for the item and access-pattern tables).
 * Nothing outside the stores (functions/platform/db, functions/<capability>/store) builds a key.
 */
import type { ProjectStatus } from '../../../shared/domain/status-values';

/** Version numbers are zero-padded in sort keys so that they sort numerically. */
const pad = (n: number, width: number) => String(n).padStart(width, '0');

export const ENTITY_TYPES = {
  profile: 'profile',
  project: 'project',
  video: 'video',
  version: 'version',
  note: 'note',
  approval: 'approval',
  shareToken: 'share_token',
  noteBatch: 'note_batch',
  notification: 'notification',
  contactMessage: 'contact_message',
  rateWindow: 'rate_window',
  reminderClaim: 'reminder_claim',
  noteReply: 'note_reply',
  mailSuppression: 'mail_suppression',
  digestEvent: 'digest_event',
  digestPending: 'digest_pending',
  digestClaim: 'digest_claim',
  accountTombstone: 'account_tombstone',
  workspace: 'workspace',
  workspaceMember: 'workspace_member',
  projectFollow: 'project_follow',
  workspaceBrand: 'workspace_brand',
  importCheckpoint: 'import_checkpoint',
  analyticsDigest: 'analytics_digest',
  workspaceReviewHost: 'workspace_review_host',
  reviewHostName: 'review_host_name',
} as const;

/**
 * The due indexes (GSI3 reminders, GSI4 link expiry) spread their entries over this many partitions
 * (by a hash of the project id), so no index partition runs hot; the job queries each shard.
 */
export const DUE_INDEX_SHARDS = 8;

/** The shard of a project id: FNV-1a over its characters, mod DUE_INDEX_SHARDS. */
export function dueShard(projectId: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < projectId.length; i += 1) {
    hash ^= projectId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % DUE_INDEX_SHARDS;
}
export type EntityType = (typeof ENTITY_TYPES)[keyof typeof ENTITY_TYPES];

export const keys = {
  /** One fixed-window request counter (the contact form's per-IP limit); removed by TTL. */
  rateWindow: (key: string, windowStart: number) => ({ pk: `RATE#${key}`, sk: `WINDOW#${windowStart}` }),
  userPk: (userId: string) => `USER#${userId}`,
  profile: (userId: string) => ({ pk: `USER#${userId}`, sk: 'PROFILE' }),
  /**
   * The tombstone of a deleted (or deleting) account. Its sort key begins like the profile's, so the one
   * Query that reads the caller's profile (`begins_with(sk, 'PROFILE')`) sees it too; the erasure keeps it.
   */
  accountTombstone: (userId: string) => ({ pk: `USER#${userId}`, sk: 'PROFILE#TOMBSTONE' }),
  profileSkPrefix: 'PROFILE',

  projectPk: (projectId: string) => `PROJECT#${projectId}`,
  project: (projectId: string) => ({ pk: `PROJECT#${projectId}`, sk: 'META' }),
  /**
   * GSI1 of a project: the owner's projects, live ones apart from archived ones, newest first within each.
   * `all` (non-archived) = begins_with `LIVE#`; archived = begins_with `ARCHIVED#`; everything = the pk alone.
   */
  projectGsi1: (userId: string, status: ProjectStatus, createdAt: string, projectId: string) => ({
    gsi1pk: `USER#${userId}#PROJECTS`,
    gsi1sk: `${status === 'archived' ? 'ARCHIVED' : 'LIVE'}#${createdAt}#${projectId}`,
  }),
  projectGsi1Pk: (userId: string) => `USER#${userId}#PROJECTS`,
  projectGsi1SkPrefix: (bucket: 'live' | 'archived') => (bucket === 'archived' ? 'ARCHIVED#' : 'LIVE#'),
  /** GSI2 of a project: the owner's projects of one status, newest first. */
  projectGsi2: (userId: string, status: ProjectStatus, createdAt: string, projectId: string) => ({
    gsi2pk: `USER#${userId}#STATUS#${status}`,
    gsi2sk: `PROJECT#${createdAt}#${projectId}`,
  }),
  projectGsi2Pk: (userId: string, status: ProjectStatus) => `USER#${userId}#STATUS#${status}`,

  video: (projectId: string, videoId: string) => ({ pk: `PROJECT#${projectId}`, sk: `VIDEO#${videoId}` }),
  version: (projectId: string, videoId: string, versionNumber: number) => ({
    pk: `PROJECT#${projectId}`,
    sk: `VERSION#${videoId}#${pad(versionNumber, 5)}`,
  }),
  note: (projectId: string, videoVersionId: string, noteId: string) => ({
    pk: `PROJECT#${projectId}`,
    sk: `NOTE#${videoVersionId}#${noteId}`,
  }),
  /** One marker per chunk of a submitted note batch: makes a retried batch store each note once. */
  noteBatch: (projectId: string, batchId: string, chunkIndex: number) => ({
    pk: `PROJECT#${projectId}`,
    sk: `BATCH#${batchId}#${pad(chunkIndex, 4)}`,
  }),
  /**
   * A reply under a note: `REPLY#<noteId>#<requestId>`. The caller's request id in the key makes a retried
   * request find the reply it stored (attribute_not_exists); `begins_with(sk, 'REPLY#<noteId>#')` is one
   * note's thread. Kept apart from `NOTE#` so that note queries never meet replies.
   */
  noteReply: (projectId: string, noteId: string, requestId: string) => ({
    pk: `PROJECT#${projectId}`,
    sk: `REPLY#${noteId}#${requestId}`,
  }),
  approval: (projectId: string, approvalId: string) => ({
    pk: `PROJECT#${projectId}`,
    sk: `APPROVAL#${approvalId}`,
  }),
  shareToken: (token: string) => ({ pk: `SHARE#${token}`, sk: 'SHARE' }),
  /**
   * Where an import copied across invocations stands (its upload, parts and next byte): a partition of its
   * own, so the project's Query never reads the part list.
   */
  importCheckpoint: (versionId: string) => ({ pk: `IMPORT#${versionId}`, sk: 'CHECKPOINT' }),
  /**
   * When a follower was last mailed about new feedback on a project (one mail per window each). The
   * workspace's own id (its founder) keeps the gate it had before projects had several followers.
   */
  feedbackMailGate: (projectId: string, recipient?: string) => ({
    pk: `PROJECT#${projectId}`,
    sk: recipient ? `MAILGATE#FEEDBACK#${recipient}` : 'MAILGATE#FEEDBACK',
  }),
  /** A member's choice to follow a project or not (project → followers: `begins_with(sk, 'FOLLOW#')`). */
  projectFollow: (projectId: string, userId: string) => ({
    pk: `PROJECT#${projectId}`,
    sk: `FOLLOW#${userId}`,
  }),
  projectFollowSkPrefix: 'FOLLOW#',

  notificationSkPrefix: 'NOTIF#',
  notification: (userId: string, notificationId: string) => ({
    pk: `USER#${userId}`,
    sk: `NOTIF#${notificationId}`,
  }),
  /** Sparse GSI1 entry, present while the notification is unread. */
  unreadNotificationGsi1: (userId: string, notificationId: string) => ({
    gsi1pk: `USER#${userId}#NOTIF#UNREAD`,
    gsi1sk: `NOTIF#${notificationId}`,
  }),
  unreadNotificationGsi1Pk: (userId: string) => `USER#${userId}#NOTIF#UNREAD`,
  /** Sparse GSI2 entry, present while a reminder is unread (dismissing marks it read). */
  unreadReminderGsi2: (userId: string, notificationId: string) => ({
    gsi2pk: `USER#${userId}#REMINDER#UNREAD`,
    gsi2sk: `NOTIF#${notificationId}`,
  }),
  unreadReminderGsi2Pk: (userId: string) => `USER#${userId}#REMINDER#UNREAD`,

  /** GSI3 of a project (or of a claim whose mail is not sent yet): due for a reminder at `dueAt`. */
  reminderDueGsi3: (projectId: string, dueAt: string, suffix = '') => ({
    gsi3pk: `REMINDER#${dueShard(projectId)}`,
    gsi3sk: `${dueAt}#${projectId}${suffix}`,
  }),
  reminderDueGsi3Pk: (shard: number) => `REMINDER#${shard}`,
  /** GSI4 of a project: its review link expires at `expiresAt`. */
  linkExpiryGsi4: (projectId: string, expiresAt: string) => ({
    gsi4pk: `LINKEXP#${dueShard(projectId)}`,
    gsi4sk: `${expiresAt}#${projectId}`,
  }),
  linkExpiryGsi4Pk: (shard: number) => `LINKEXP#${shard}`,
  /**
   * One claim per project, kind and day (the owner's local day), written before the mail: a second run or a
   * retry the same day finds it and sends nothing twice. Lives in the project's partition (erased with it).
   */
  reminderClaim: (projectId: string, kind: 'reminder' | 'link', day: string) => ({
    pk: `PROJECT#${projectId}`,
    sk: `REMINDERCLAIM#${day}#${kind}`,
  }),

  contactMessage: (messageId: string) => ({ pk: `CONTACT#${messageId}`, sk: 'CONTACT' }),

  /** A workspace: its name, Owner and member count; its members live in the same partition. */
  workspacePk: (workspaceId: string) => `WS#${workspaceId}`,
  workspace: (workspaceId: string) => ({ pk: `WS#${workspaceId}`, sk: 'WORKSPACE' }),
  /** A membership (workspace → members: `begins_with(sk, 'MEMBER#')`), read consistently on every request. */
  workspaceMember: (workspaceId: string, userId: string) => ({
    pk: `WS#${workspaceId}`,
    sk: `MEMBER#${userId}`,
  }),
  workspaceMemberSkPrefix: 'MEMBER#',
  /** The workspace's brand (functions/branding): kept whatever the plan, applied only on Pro. */
  workspaceBrand: (workspaceId: string) => ({ pk: `WS#${workspaceId}`, sk: 'BRAND' }),
  /**
   * A project's analytics digest (shared/domain/workspace-analytics.ts): the workspace's digests are a
   * partition of their own, read with one Query by the Advanced analytics page.
   */
  analyticsDigestPk: (workspaceId: string) => `WS#${workspaceId}#ANALYTICS`,
  analyticsDigest: (workspaceId: string, projectId: string) => ({
    pk: `WS#${workspaceId}#ANALYTICS`,
    sk: `PROJECT#${projectId}`,
  }),
  /** The workspace's review address (functions/branding): host name, verification token and status. */
  workspaceReviewHost: (workspaceId: string) => ({ pk: `WS#${workspaceId}`, sk: 'REVIEW_HOST' }),
  /** A review host name's owner: one item per host name, so a name belongs to one workspace at most. */
  reviewHostName: (host: string) => ({ pk: `HOST#${host}`, sk: 'HOST' }),
  /** GSI1 of a membership: user → workspaces. */
  memberGsi1: (workspaceId: string, userId: string) => ({
    gsi1pk: `USER#${userId}#WORKSPACES`,
    gsi1sk: `WS#${workspaceId}`,
  }),
  memberGsi1Pk: (userId: string) => `USER#${userId}#WORKSPACES`,

  /** Client-activity events waiting for the editor's digest (in the user's partition: erased with it). */
  digestEventSkPrefix: 'DIGEST#EV#',
  digestEvent: (userId: string, at: string, eventId: string) => ({
    pk: `USER#${userId}`,
    sk: `DIGEST#EV#${at}#${eventId}`,
  }),
  /** The editor's pending digest (one), with its GSI3 entry keyed by when it is due. */
  digestPending: (userId: string) => ({ pk: `USER#${userId}`, sk: 'DIGEST#PENDING' }),
  digestDueGsi3: (userId: string, dueAt: string) => ({
    gsi3pk: `DIGEST#${dueShard(userId)}`,
    gsi3sk: `${dueAt}#${userId}`,
  }),
  digestDueGsi3Pk: (shard: number) => `DIGEST#${shard}`,
  /** One claim per editor and due time, written before the digest mail (a re-run sends nothing twice). */
  digestClaim: (userId: string, dueAt: string) => ({ pk: `USER#${userId}`, sk: `DIGEST#SENT#${dueAt}` }),

  /** An address the product no longer mails (bounce or complaint); the address normalized (lower case). */
  mailSuppression: (normalizedAddress: string) => ({
    pk: `MAILSUPPRESS#${normalizedAddress}`,
    sk: 'SUPPRESS',
  }),
} as const;

/** The projects' dashboard figures of a workspace, kept on one item (functions/projects/store/dashboard-counts.ts). */
export const dashboardCountsKey = (workspaceId: string) => ({ pk: `USER#${workspaceId}`, sk: 'DASHCOUNTS' });
/** The same figures of the projects one member created in the workspace (the dashboard's 'mine'). */
export const memberDashboardCountsKey = (workspaceId: string, memberId: string) => ({
  pk: `USER#${workspaceId}`,
  sk: `DASHCOUNTS#MEMBER#${memberId}`,
});

/** A change's stored domain events and their mail claims (the outbox, functions/platform/db/outbox.ts). */
export const outboxKeys = {
  event: (eventId: string) => ({ pk: `EVENT#${eventId}`, sk: 'EVENT' }),
  mailClaim: (eventId: string) => ({ pk: `EVENT#${eventId}`, sk: 'MAIL' }),
};

/** Billing's items (the table in functions/billing/store/billing-repository.ts). */
export const billingKeys = {
  event: (eventId: string) => ({ pk: `BILLING_EVENT#${eventId}`, sk: 'EVENT' }),
  subscription: (userId: string, subscriptionId: string) => ({
    pk: keys.userPk(userId),
    sk: `SUBSCRIPTION#${subscriptionId}`,
  }),
  subscriptionPrefix: 'SUBSCRIPTION#',
  alert: (userId: string, subscriptionIds: readonly string[]) => ({
    pk: keys.userPk(userId),
    sk: `BILLING_ALERT#${[...subscriptionIds].sort().join('+')}`,
  }),
};

/** API keys (the table in functions/api-keys/store/api-key-store.ts). */
export const apiKeyKeys = {
  key: (keyId: string) => ({ pk: `APIKEY#${keyId}`, sk: 'APIKEY' }),
  listPk: (workspaceId: string) => `WS#${workspaceId}#APIKEYS`,
  count: (workspaceId: string) => ({ pk: `WS#${workspaceId}`, sk: 'APIKEYS' }),
  idempotency: (keyId: string, idempotencyKeyHash: string) => ({
    pk: `IDEM#${keyId}#${idempotencyKeyHash}`,
    sk: 'IDEM',
  }),
};

/** Webhook endpoints, their count, delivery claims and logs, Slack connections (functions/webhooks/store). */
export const webhookKeys = {
  endpoint: (workspaceId: string, endpointId: string) => ({
    pk: keys.workspacePk(workspaceId),
    sk: `WEBHOOK#${endpointId}`,
  }),
  endpointSkPrefix: 'WEBHOOK#',
  count: (workspaceId: string) => ({ pk: keys.workspacePk(workspaceId), sk: 'WEBHOOKS' }),
  /** An endpoint's own partition: its delivery claims and its log. */
  endpointPk: (endpointId: string) => `WEBHOOK#${endpointId}`,
  logSkPrefix: 'LOG#',
  claim: (endpointId: string, messageId: string) => ({ pk: `WEBHOOK#${endpointId}`, sk: `MSG#${messageId}` }),
  /** A Slack connection's own partition: its delivery log. */
  slackLogPk: (workspaceId: string, scope: string) => `SLACKLOG#${workspaceId}#${scope}`,
  /** One logged attempt in a log's partition (an endpoint's or a Slack connection's). */
  log: (partition: string, at: string, messageId: string, attempt: number) => ({
    pk: partition,
    sk: `LOG#${at}#${messageId}#${String(attempt).padStart(2, '0')}`,
  }),
  slack: (workspaceId: string, scope: string) => ({
    pk: keys.workspacePk(workspaceId),
    sk: `SLACK#${scope}`,
  }),
  slackSkPrefix: 'SLACK#',
};

/** The viewing counters and the viewing setting (the table in functions/analytics/store/viewing-store.ts). */
export const viewingKeys = {
  batch: (batchId: string) => ({ pk: `VIEWBATCH#${batchId}`, sk: 'VIEWBATCH' }),
  versionShard: (versionId: string, shard: number) => ({
    pk: `VIEWSTATS#${versionId}#${shard}`,
    sk: 'VERSION',
  }),
  versionViewer: (versionId: string, viewerId: string) => ({
    pk: `VIEWER#${versionId}#${viewerId}`,
    sk: 'VERSION',
  }),
  completion: (versionId: string, viewerId: string) => ({
    pk: `VIEWER#${versionId}#${viewerId}`,
    sk: 'COMPLETED',
  }),
  linkDayPk: (projectId: string) => `LINKSTATS#${projectId}`,
  linkDay: (projectId: string, day: string) => ({ pk: `LINKSTATS#${projectId}`, sk: `DAY#${day}` }),
  daySkPrefix: 'DAY#',
  dayViewer: (projectId: string, viewerId: string, day: string) => ({
    pk: `VIEWER#${projectId}#${viewerId}`,
    sk: `DAY#${day}`,
  }),
  hourViewer: (projectId: string, viewerId: string, hour: string) => ({
    pk: `VIEWER#${projectId}#${viewerId}`,
    sk: `HOUR#${hour}`,
  }),
  projectViewer: (projectId: string, viewerId: string) => ({
    pk: `VIEWER#${projectId}#${viewerId}`,
    sk: 'PROJECT',
  }),
  projectTotal: (projectId: string) => ({ pk: `LINKSTATS#${projectId}`, sk: 'TOTAL' }),
  settings: (workspaceId: string) => ({ pk: `USER#${workspaceId}`, sk: 'SETTINGS#ANALYTICS' }),
};

/**
 * A migration's checkpoint (infra/migrations, platform/db/resumable-scan.ts): one per migration, or one per
 * Scan segment when the table is walked in parallel segments.
 */
export const migrationCheckpointKey = (name: string, segment?: { index: number; total: number }) => ({
  pk: `MIGRATION#${name}`,
  sk: segment ? `CHECKPOINT#${segment.index}/${segment.total}` : 'CHECKPOINT',
});
