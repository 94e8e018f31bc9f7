/**
 * The one project-status rule. Editor actions (set a video's status, toggle a note, add a video or a version,
 * approve the project) and client actions (submit notes, approve a video) all end by deriving the project's
 * status from its videos and notes with {@link deriveProjectStatus} and saving it only when
 * {@link nextProjectStatus} reports a change.
 *
 * How the spec's rules collapse into it (DESIGN.md, "Departures from the spec"):
 * - Editor rule (spec, editor §4): videos exist, all approved and no note pending → approved; notes exist
 *   (some pending, or none pending) → pending; otherwise active. Status and last_status_change_at change only
 *   when the result differs. This is exactly {@link deriveProjectStatus} + {@link nextProjectStatus}.
 * - Client submits notes (spec, review §4): the affected videos become needs_changes and the project becomes
 *   pending "only if no video is active or pending_review (as coded)". Here the notes exist, so the project
 *   becomes pending whatever the other videos' statuses: the coded guard, which could leave a project
 *   'active' while it has fresh pending feedback, is dropped.
 * - Client approves a video: the video becomes approved; "when all videos are approved the project becomes
 *   approved". Here that holds when no note is still pending; with pending notes the project stays pending
 *   until the editor completes them (or approves the whole project), as the editor rule already said.
 * - Editor approves the project: every video approved and every note completed first, so the rule yields
 *   approved.
 * - Archived is terminal for the rule: an archived project is read-only and never changes status here.
 * - A refused video (its current file damaged or not a video, shared/domain/refused-video) is not reviewable:
 *   the rule counts only the reviewable videos, so a broken file neither holds a project back from approved
 *   nor makes an empty project look approved.
 */
import { reviewableVideos, type RefusalVersion, type RefusalVideo } from './refused-video';
import type { NoteStatus, ProjectStatus, VideoStatus } from './status-values';

export interface StatusRuleVideo extends RefusalVideo {
  readonly status: VideoStatus;
}
export interface StatusRuleNote {
  readonly status: NoteStatus;
}

/**
 * The status a (non-archived) project should have, given all its videos, their versions (which tell the
 * refused ones) and all notes on them. Never returns 'archived': archiving is an explicit owner action.
 */
export function deriveProjectStatus(
  videos: readonly StatusRuleVideo[],
  notes: readonly StatusRuleNote[],
  versions: readonly RefusalVersion[],
): Exclude<ProjectStatus, 'archived'> {
  const reviewable = reviewableVideos(videos, versions);
  const allApproved = reviewable.length > 0 && reviewable.every((v) => v.status === 'approved');
  const anyPendingNote = notes.some((n) => n.status === 'pending');
  if (allApproved && !anyPendingNote) return 'approved';
  if (notes.length > 0) return 'pending';
  return 'active';
}

/**
 * The status to save, or `null` when nothing should be written: the derived status differs from the current
 * one and the project is not archived. A non-null result means "set status and last_status_change_at".
 */
export function nextProjectStatus(current: ProjectStatus, derived: ProjectStatus): ProjectStatus | null {
  if (current === 'archived') return null;
  return derived === current ? null : derived;
}

/** {@link deriveProjectStatus} then {@link nextProjectStatus} in one call. */
export function projectStatusChange(
  current: ProjectStatus,
  videos: readonly StatusRuleVideo[],
  notes: readonly StatusRuleNote[],
  versions: readonly RefusalVersion[],
): ProjectStatus | null {
  return nextProjectStatus(current, deriveProjectStatus(videos, notes, versions));
}
