/**
 * The domain events someone must hear about: written in the same DynamoDB transaction as the change they
 * describe (an outbox item with a TTL), read off the table's stream by the one `notify` Lambda, which tells
 * the owner through its channels (in-app notification, e-mail instant / bundled / digest). An event carries
 * what its channels need to say it (names, titles, counts as they were at the change), so telling never reads
 * the project again and a later rename cannot change what an old event says.
 *
 * `id` is a ulid made by the writer: the notification it becomes has that id and every channel's write is
 * conditional on it, so a redelivered stream batch tells nobody twice. `at` is when the change happened: the
 * channels decide timing (the feedback mail window, bundles, digests) by it, not by when the stream delivered.
 */
import * as z from 'zod/mini';
import { CONTACT_REASONS } from '../forms/contact-reasons';

const base = {
  id: z.string().check(z.minLength(1)),
  at: z.string().check(z.minLength(1)),
  /** The owner told (the project's owner). */
  ownerId: z.string().check(z.minLength(1)),
  projectId: z.string().check(z.minLength(1)),
  projectName: z.string(),
};

const feedbackNote = z.object({
  videoTitle: z.string(),
  timecodeMs: z.int().check(z.nonnegative()),
  body: z.string(),
  reviewer: z.string(),
  at: z.string(),
});

/** The version a media event is about, as it was when its processing ended. */
const versionRef = {
  videoId: z.string().check(z.minLength(1)),
  videoTitle: z.string(),
  versionNumber: z.int().check(z.positive()),
};

export const domainEventSchema = z.discriminatedUnion('type', [
  z.object({
    ...base,
    type: z.literal('notes_submitted'),
    reviewer: z.string(),
    clientDisplayName: z.string(),
    notes: z.array(feedbackNote).check(z.minLength(1)),
  }),
  z.object({
    ...base,
    type: z.literal('reply_added'),
    reviewer: z.string(),
    videoTitle: z.string(),
    note: z.object({ timecodeMs: z.int().check(z.nonnegative()), body: z.string() }),
    reply: z.string(),
  }),
  z.object({
    ...base,
    type: z.literal('editor_replied'),
    /** The clients who left an address on the thread (the owner is never told of their own reply). */
    recipients: z.array(z.string()).check(z.minLength(1)),
    shareToken: z.string(),
    editorLabel: z.string(),
    videoTitle: z.string(),
    note: z.object({ timecodeMs: z.int().check(z.nonnegative()), body: z.string() }),
    reply: z.string(),
  }),
  z.object({
    ...base,
    type: z.literal('video_approved'),
    reviewer: z.string(),
    videoTitle: z.string(),
    versionNumber: z.int().check(z.positive()),
    /** Reviewable videos approved after this one, and all of them (refused files are not waiting). */
    approvedCount: z.int().check(z.nonnegative()),
    videoCount: z.int().check(z.nonnegative()),
  }),
  z.object({
    ...base,
    type: z.literal('project_approved'),
    reviewer: z.string(),
    clientDisplayName: z.string(),
    videoCount: z.int().check(z.nonnegative()),
  }),
  z.object({ ...base, type: z.literal('link_opened') }),
  z.object({
    ...base,
    type: z.literal('reminder_due'),
    idleDays: z.int().check(z.nonnegative()),
    pendingNotes: z.int().check(z.nonnegative()),
  }),
  z.object({ ...base, type: z.literal('link_expiring'), expiresAt: z.string() }),
  z.object({ ...base, type: z.literal('version_ready'), ...versionRef }),
  z.object({
    ...base,
    type: z.literal('import_failed'),
    ...versionRef,
    /** refused: the file is damaged or not a video; drive_link: the copy failed, the Drive link plays it. */
    outcome: z.enum(['refused', 'drive_link']),
  }),
  // An invitation to a workspace: mailed to the invitee (no project; `ownerId` is the workspace's id, so one
  // workspace's invitations are told in order). The link is signed when the mail is made, from these fields.
  z.object({
    id: z.string().check(z.minLength(1)),
    at: z.string().check(z.minLength(1)),
    ownerId: z.string().check(z.minLength(1)),
    type: z.literal('member_invited'),
    workspaceId: z.string().check(z.minLength(1)),
    workspaceName: z.string(),
    inviterName: z.string(),
    email: z.string().check(z.minLength(3)),
    role: z.enum(['admin', 'editor', 'viewer']),
    invitationId: z.string().check(z.minLength(1)),
    nonce: z.string().check(z.minLength(1)),
    expiresAt: z.string().check(z.minLength(1)),
  }),
  // An endpoint disabled after repeated failed deliveries: mailed to the workspace's Admins and Owner as they
  // were when it was disabled (no project; `ownerId` is the workspace's id).
  z.object({
    id: z.string().check(z.minLength(1)),
    at: z.string().check(z.minLength(1)),
    ownerId: z.string().check(z.minLength(1)),
    type: z.literal('webhook_disabled'),
    workspaceName: z.string(),
    endpointId: z.string().check(z.minLength(1)),
    url: z.string(),
    failures: z.int().check(z.positive()),
    recipients: z.array(z.string()).check(z.minLength(1)),
  }),
]);

export type DomainEvent = z.infer<typeof domainEventSchema>;
export type DomainEventType = DomainEvent['type'];
export type DomainEventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;
/** The events about a project (every one but a workspace's own: an invitation, a disabled webhook). */
export type ProjectEvent = Exclude<DomainEvent, { type: 'member_invited' | 'webhook_disabled' }>;

/**
 * A message of the public contact form, stored with it: support is mailed it, the sender a confirmation.
 * Nobody's project, so no owner: the support inbox hears of it (never rendered inside the request).
 */
export const contactReceivedSchema = z.object({
  id: base.id,
  at: base.at,
  type: z.literal('contact_received'),
  /** The stored message's id (the browser's submission id), named in support's mail. */
  messageId: z.string().check(z.minLength(1)),
  name: z.string(),
  email: z.string(),
  reason: z.enum(CONTACT_REASONS),
  message: z.string(),
});
export type ContactReceived = z.infer<typeof contactReceivedSchema>;

/** Every event the outbox carries to the notify Lambda: the owners' domain events and the contact form's. */
export const outboxEventSchema = z.union([domainEventSchema, contactReceivedSchema]);
export type OutboxEvent = DomainEvent | ContactReceived;

/**
 * How long an outbox item stays in the table: the stream keeps records 24 h, so an event is read long before
 * it goes; the TTL only keeps the table from growing.
 */
export const OUTBOX_TTL_SECONDS = 3 * 24 * 60 * 60;
