/**
 * A project's activity: who did what, newest first (the project page's Activity panel). Each entry is
 * written in the SAME DynamoDB transaction as the change it records, so a change is never stored without
 * its entry nor an entry without its change; its id is the change's own id (the event's, the version's, the
 * approval's, or one made for the change), written only if absent, so a retried transaction cannot record
 * it twice. Derived from the outbox by the notify consumer instead, an entry could be lost once the stream's
 * 24 h and the outbox item's TTL have passed while that consumer failed. The names are kept as they were
 * at the change (a member renamed later does not rewrite history); a client is named by the name they gave.
 */
import * as z from 'zod/mini';

export const ACTIVITY_KINDS = [
  'notes_submitted',
  'note_completed',
  'note_reopened',
  'version_added',
  'video_approved',
  'project_approved',
  'editor_replied',
  'video_added',
  'project_renamed',
  'project_archived',
  'project_restored',
  'link_opened',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** A member of the workspace, or a client on the review link. */
export const ACTIVITY_ACTORS = ['member', 'client'] as const;

export const projectActivitySchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  projectId: z.string().check(z.minLength(1), z.maxLength(64)),
  at: z.iso.datetime({ offset: true }),
  kind: z.enum(ACTIVITY_KINDS),
  actor: z.object({ kind: z.enum(ACTIVITY_ACTORS), name: z.string() }),
  /** The video it is about (absent for the whole project, or notes on several videos). */
  videoTitle: z.optional(z.string()),
  versionNumber: z.optional(z.int().check(z.positive())),
  /** Notes in a submitted batch. */
  noteCount: z.optional(z.int().check(z.positive())),
  /** A rename: the name the project was given. */
  projectName: z.optional(z.string()),
});
export type ProjectActivity = z.infer<typeof projectActivitySchema>;

/**
 * The entry of a member's change, named as the acting member (the entry takes the change's own id, or one
 * made for it). None when no member is named: a change the system makes on its own records nothing.
 */
export function memberActivity(
  actor: string | undefined,
  entry: Omit<ProjectActivity, 'actor'>,
): ProjectActivity[] {
  return actor ? [{ ...entry, actor: { kind: 'member', name: actor } }] : [];
}

/** Entries per page of the panel (and the most one request answers). */
export const ACTIVITY_PAGE_SIZE = 20;
export const ACTIVITY_PAGE_MAX = 50;
