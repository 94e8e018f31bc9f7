/**
 * Item shapes (what is stored) and their mapping to the entities of shared/domain/entities.ts (what the API
 * sees). Reads are validated with zod: an item that does not match is a bug or corrupt data, never silently
 * passed on. Writes go through the `*Item` builders so that the keys and GSI keys always follow the entity.
 */
import * as z from '../zod';
import {
  approvalSchema,
  noteSchema,
  notificationSchema,
  profileSchema,
  projectSchema,
  videoSchema,
  videoVersionSchema,
  type Approval,
  type Note,
  type Notification,
  type Profile,
  type Project,
  type Video,
  type VideoVersion,
} from '../../../shared/domain/entities';
import { reminderDueAt } from '../../../shared/domain/reminder-rule';
import { ENTITY_TYPES, keys, type EntityType } from './keys';

/** A raw item as the DocumentClient returns it. */
export type RawItem = Record<string, unknown>;

export class CorruptItemError extends Error {
  constructor(entity: string, issues: string, key?: unknown) {
    super(`Stored ${entity} item does not match its schema (${JSON.stringify(key)}): ${issues}`);
    this.name = 'CorruptItemError';
  }
}

function parseWith<S extends z.core.$ZodType>(schema: S, entity: EntityType, item: RawItem): z.infer<S> {
  if (item['entity'] !== entity) {
    throw new CorruptItemError(entity, `entity is ${String(item['entity'])}`, {
      pk: item['pk'],
      sk: item['sk'],
    });
  }
  const result = z.safeParse(schema, item);
  if (!result.success) {
    throw new CorruptItemError(entity, z.prettifyError(result.error), { pk: item['pk'], sk: item['sk'] });
  }
  return result.data;
}

// ---- profile -------------------------------------------------------------------------------------------

export function profileItem(profile: Profile): RawItem {
  return { ...keys.profile(profile.id), entity: ENTITY_TYPES.profile, ...profile };
}
export const toProfile = (item: RawItem): Profile => parseWith(profileSchema, ENTITY_TYPES.profile, item);

// ---- project -------------------------------------------------------------------------------------------

/** Internal counters kept on the project item besides the entity's fields. */
const projectCountersSchema = z.object({
  /** Highest orderIndex handed out so far (addVideo takes the next one). */
  videoSeq: z.int().check(z.nonnegative()),
});
export type ProjectCounters = z.infer<typeof projectCountersSchema>;

/** The due-index entries of a new project item: reminder due (GSI3) and link expiry (GSI4), when any. */
function projectDueKeys(project: Project): RawItem {
  const dueAt = reminderDueAt(project, null);
  return {
    ...(dueAt === null ? {} : keys.reminderDueGsi3(project.id, dueAt)),
    ...(project.shareExpiresAt === null ? {} : keys.linkExpiryGsi4(project.id, project.shareExpiresAt)),
  };
}

export function projectItem(project: Project, counters: ProjectCounters): RawItem {
  return {
    ...keys.project(project.id),
    ...keys.projectGsi1(project.userId, project.status, project.createdAt, project.id),
    ...keys.projectGsi2(project.userId, project.status, project.createdAt, project.id),
    ...projectDueKeys(project),
    entity: ENTITY_TYPES.project,
    ...project,
    ...counters,
  };
}
export const toProject = (item: RawItem): Project => parseWith(projectSchema, ENTITY_TYPES.project, item);
export const toProjectCounters = (item: RawItem): ProjectCounters =>
  parseWith(projectCountersSchema, ENTITY_TYPES.project, item);

// ---- video ---------------------------------------------------------------------------------------------

const videoCountersSchema = z.object({
  /** Highest versionNumber of the video (addVersion takes the next one). */
  latestVersionNumber: z.int().check(z.nonnegative()),
});
export type VideoCounters = z.infer<typeof videoCountersSchema>;

export function videoItem(video: Video, counters: VideoCounters): RawItem {
  return { ...keys.video(video.projectId, video.id), entity: ENTITY_TYPES.video, ...video, ...counters };
}
export const toVideo = (item: RawItem): Video => parseWith(videoSchema, ENTITY_TYPES.video, item);
export const toVideoCounters = (item: RawItem): VideoCounters =>
  parseWith(videoCountersSchema, ENTITY_TYPES.video, item);

// ---- version -------------------------------------------------------------------------------------------

export function versionItem(version: VideoVersion): RawItem {
  return {
    ...keys.version(version.projectId, version.videoId, version.versionNumber),
    entity: ENTITY_TYPES.version,
    ...version,
  };
}
export const toVersion = (item: RawItem): VideoVersion =>
  parseWith(videoVersionSchema, ENTITY_TYPES.version, item);

// ---- note ----------------------------------------------------------------------------------------------

export function noteItem(note: Note): RawItem {
  return { ...keys.note(note.projectId, note.videoVersionId, note.id), entity: ENTITY_TYPES.note, ...note };
}
export const toNote = (item: RawItem): Note => parseWith(noteSchema, ENTITY_TYPES.note, item);

// ---- approval ------------------------------------------------------------------------------------------

export function approvalItem(approval: Approval): RawItem {
  return { ...keys.approval(approval.projectId, approval.id), entity: ENTITY_TYPES.approval, ...approval };
}
export const toApproval = (item: RawItem): Approval => parseWith(approvalSchema, ENTITY_TYPES.approval, item);

// ---- share token ---------------------------------------------------------------------------------------

const shareTokenItemSchema = z.object({ token: z.string(), projectId: z.string(), createdAt: z.string() });
export type ShareTokenRecord = z.infer<typeof shareTokenItemSchema>;

export function shareTokenItem(record: ShareTokenRecord): RawItem {
  return { ...keys.shareToken(record.token), entity: ENTITY_TYPES.shareToken, ...record };
}
export const toShareToken = (item: RawItem): ShareTokenRecord =>
  parseWith(shareTokenItemSchema, ENTITY_TYPES.shareToken, item);

// ---- note batch marker ---------------------------------------------------------------------------------

export function noteBatchItem(
  projectId: string,
  batchId: string,
  chunkIndex: number,
  createdAt: string,
): RawItem {
  return {
    ...keys.noteBatch(projectId, batchId, chunkIndex),
    entity: ENTITY_TYPES.noteBatch,
    batchId,
    chunkIndex,
    createdAt,
  };
}

// ---- notification --------------------------------------------------------------------------------------

export function notificationItem(notification: Notification): RawItem {
  const unread = !notification.isRead;
  return {
    ...keys.notification(notification.userId, notification.id),
    ...(unread ? keys.unreadNotificationGsi1(notification.userId, notification.id) : {}),
    ...(unread && notification.type === 'project_reminder'
      ? keys.unreadReminderGsi2(notification.userId, notification.id)
      : {}),
    entity: ENTITY_TYPES.notification,
    ...notification,
  };
}
export const toNotification = (item: RawItem): Notification =>
  parseWith(notificationSchema, ENTITY_TYPES.notification, item);

// ---- contact message -----------------------------------------------------------------------------------

export const contactMessageSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  email: z.string(),
  reason: z.string(),
  message: z.string(),
  /** The signed-in sender, when there is one. */
  userId: z.nullable(z.string()),
  /** Truncated (privacy), like reviewers' addresses. */
  senderIp: z.nullable(z.string()),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export function contactMessageItem(message: ContactMessage): RawItem {
  return { ...keys.contactMessage(message.id), entity: ENTITY_TYPES.contactMessage, ...message };
}
export const toContactMessage = (item: RawItem): ContactMessage =>
  parseWith(contactMessageSchema, ENTITY_TYPES.contactMessage, item);
