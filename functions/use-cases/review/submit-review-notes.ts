/**
 * Submit a reviewer's batch of notes in one call. The batch id is made by the client, so a retried request
 * (lost answer, double click, flaky connection) stores the notes once. The notes are stored pending with the
 * reviewer's label ('Anonymous' when no name) and truncated IP; every video with notes becomes
 * needs_changes; the project's status follows the one status rule; the owner gets a new_feedback
 * notification and an e-mail (only for a batch stored now, never for a replay).
 */
import type { SubmitNotesBody, SubmitNotesResponse } from '../../../shared/api/endpoints/review';
import type { Note } from '../../../shared/domain/entities';
import { reviewerLabel } from '../../../shared/domain/reviewer-label';
import { truncateIp } from '../../../shared/lib/ip-truncation';
import { NotFoundError, ValidationError } from '../../../shared/errors/app-error';
import { checkedNoteFrame } from '../../../shared/lib/frame-time';
import { deriveProjectStatus } from '../../../shared/domain/project-status-rule';
import type { ProjectStatus } from '../../../shared/domain/status-values';
import { ProjectStatusMovedError } from '../ports';
import { newFeedbackMail } from '../../lib/mail/templates/new-feedback-mail';
import { absoluteProjectUrl, alertOwner } from './owner-alerts';
import { newFeedbackNotification } from '../../../shared/domain/notification-texts';
import { applyStatusRule } from './apply-status-rule';
import { openReview } from './open-review';
import { REVIEW_API_ERRORS } from './review-errors';
import type { ReviewPorts, ReviewSnapshot } from './review-ports';

/** Reads and derivations when the project's status keeps moving under a batch. */
const STATUS_ATTEMPTS = 3;
import { toReviewNote } from './review-view';

export interface SubmitReviewNotesInput {
  token: string;
  body: SubmitNotesBody;
  sourceIp: string;
}

export async function submitReviewNotes(
  ports: ReviewPorts,
  input: SubmitReviewNotesInput,
): Promise<SubmitNotesResponse> {
  const snapshot = await openReview(ports, input.token);
  const { project } = snapshot;
  const videosById = new Map(snapshot.videos.map((v) => [v.id, v]));
  const versionsById = new Map(snapshot.versions.map((v) => [v.id, v]));

  // The token reaches only its own project: every note must name a video of it and a version of that video.
  for (const note of input.body.notes) {
    const version = versionsById.get(note.videoVersionId);
    if (!videosById.has(note.videoId) || !version || version.videoId !== note.videoId) {
      throw new NotFoundError(REVIEW_API_ERRORS.videoNotInReview);
    }
  }
  // The frame the client saw must agree with its milliseconds at the version's rate (within one frame).
  const frames = input.body.notes.map((note, index) => {
    const checked = checkedNoteFrame(note.timecodeMs, note.frame, versionsById.get(note.videoVersionId));
    if (!checked.agrees)
      throw new ValidationError(REVIEW_API_ERRORS.frameMismatch, {
        [`notes.${index}.frame`]: REVIEW_API_ERRORS.frameMismatch,
      });
    return checked.frame;
  });

  const now = ports.clock.now().toISOString();
  const label = reviewerLabel(input.body.reviewerName);
  const ip = truncateIp(input.sourceIp);
  const notes: Note[] = input.body.notes.map((n, index) => ({
    id: ports.ids.next(),
    projectId: project.id,
    videoId: n.videoId,
    videoVersionId: n.videoVersionId,
    body: n.body,
    status: 'pending',
    timecodeMs: n.timecodeMs,
    frame: frames[index] ?? 0,
    reviewerLabel: label,
    submitBatchId: input.body.batchId,
    reviewerIp: ip,
    createdAt: now,
  }));
  const videoIds = [...new Set(notes.map((n) => n.videoId))];

  // The status rule is applied in the batch's own transaction, to the project as read plus this batch, on
  // condition that the project's status has not moved since the read; when it has, read again and derive
  // again. A replayed batch (stored before) reads what is stored now.
  const store = (read: ReviewSnapshot) => {
    const moved = new Set(videoIds);
    const videosAfter = read.videos.map((v) =>
      moved.has(v.id) ? { ...v, status: 'needs_changes' as const } : v,
    );
    const status = deriveProjectStatus(videosAfter, [...read.notes, ...notes]);
    return {
      status,
      after: { ...read, videos: videosAfter },
      stored: ports.reviews.storeNoteBatch({
        projectId: project.id,
        batchId: input.body.batchId,
        notes,
        videoIds,
        now,
        snapshot: read,
        status,
      }),
    };
  };
  let read = snapshot;
  let attempt = store(read);
  for (let tries = 1; ; tries += 1) {
    try {
      await attempt.stored;
      break;
    } catch (error) {
      if (!(error instanceof ProjectStatusMovedError) || tries >= STATUS_ATTEMPTS) throw error;
      read = (await ports.reviews.loadProject(project.id)) ?? read;
      attempt = store(read);
    }
  }
  const stored = await attempt.stored;
  let after: ReviewSnapshot = {
    ...attempt.after,
    project: { ...read.project, status: attempt.status },
  };
  let projectStatus: ProjectStatus = attempt.status;
  if (!stored.created) {
    const rule = await applyStatusRule(ports, project.id, now, snapshot);
    after = rule.snapshot;
    projectStatus = rule.status;
  }

  if (stored.created) {
    const count = stored.notes.length;
    const titles = new Map(snapshot.videos.map((v) => [v.id, v.title]));
    await alertOwner(ports, { userId: project.userId, projectId: project.id }, [
      {
        text: newFeedbackNotification({
          projectId: project.id,
          projectName: project.name,
          noteCount: count,
          reviewer: label,
        }),
        mail: (ownerName, footer) =>
          newFeedbackMail({
            ownerName,
            projectName: project.name,
            clientDisplayName: project.clientDisplayName,
            reviewerLabel: label,
            notes: stored.notes.map((n) => ({
              videoTitle: titles.get(n.videoId) ?? '',
              timecodeMs: n.timecodeMs,
              body: n.body,
            })),
            projectUrl: absoluteProjectUrl(ports.appUrl, project.id),
            footer,
          }),
      },
    ]);
  }

  const touched = new Set(stored.notes.map((n) => n.videoId));
  return {
    batchId: input.body.batchId,
    created: stored.created,
    notes: stored.notes.map((n) => toReviewNote(n, versionsById.get(n.videoVersionId))),
    videos: after.videos.filter((v) => touched.has(v.id)).map((v) => ({ id: v.id, status: v.status })),
    projectStatus,
  };
}
