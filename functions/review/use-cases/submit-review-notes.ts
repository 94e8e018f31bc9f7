/**
 * Submit a reviewer's batch of notes in one call. The batch id is made by the client, so a retried request
 * (lost answer, double click, flaky connection) stores the notes once. The notes are stored pending with the
 * reviewer's label ('Anonymous' when no name) and truncated IP; every video with notes becomes
 * needs_changes; the project's status follows the one status rule; the owner hears of it through the
 * batch's `notes_submitted` event, stored in the batch's transaction (so never for a replay) and told by
 * functions/notify (notification, e-mail through the project's feedback mail window): the client's request
 * never waits on the mail service.
 */
import type { SubmitNotesBody, SubmitNotesResponse } from '../../../shared/api/endpoints/review';
import type { Note } from '../../../shared/domain/entities';
import { reviewerIdentityOf } from '../../../shared/domain/reviewer-identity';
import { truncateIp } from '../../../shared/lib/ip-truncation';
import { ConflictError, ERROR_CODES, NotFoundError, ValidationError } from '../../../shared/errors/app-error';
import { NOTE_LIMITS, noteCapReached } from '../../../shared/domain/note-limits';
import { REVIEW_MESSAGES } from '../../../shared/messages/review-messages';
import { BUSINESS_METRICS } from '../../../shared/config/business-metrics';
import { deriveProjectStatus } from '../../../shared/domain/project-status-rule';
import { videoRefusal } from '../../../shared/domain/refused-video';
import type { ProjectStatus } from '../../../shared/domain/status-values';
import { ProjectStatusMovedError } from '../../projects';
import { applyStatusRule } from './apply-status-rule';
import { openAdmittedReview, type ReviewCaller } from './open-review';
import { REVIEW_API_ERRORS } from '../../projects';
import type { DomainEvent } from '../../../shared/domain/domain-events';
import type { ReviewPorts, ReviewSnapshot } from '../ports';

import { toReviewNote } from './review-view';
import { checkedNoteTiming } from '../../projects';
/** Reads and derivations when the project's status keeps moving under a batch. */
const STATUS_ATTEMPTS = 3;

export interface SubmitReviewNotesInput extends ReviewCaller {
  token: string;
  body: SubmitNotesBody;
  sourceIp: string;
}

/** The token reaches only its own project: every note must name a video of it and a version of that video. */
function checkNotesInReview(
  notes: SubmitNotesBody['notes'],
  snapshot: ReviewSnapshot,
  versionsById: ReadonlyMap<string, ReviewSnapshot['versions'][number]>,
): void {
  const videosById = new Map(snapshot.videos.map((v) => [v.id, v]));
  for (const note of notes) {
    const version = versionsById.get(note.videoVersionId);
    if (!videosById.has(note.videoId) || !version || version.videoId !== note.videoId) {
      throw new NotFoundError(REVIEW_API_ERRORS.videoNotInReview);
    }
    const video = videosById.get(note.videoId);
    if (video && videoRefusal(video, snapshot.versions))
      throw new ConflictError(REVIEW_MESSAGES.refusedVideo);
  }
}

/** How many of `notes` each version has. */
function countByVersion(notes: readonly { videoVersionId: string }[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const note of notes) counts.set(note.videoVersionId, (counts.get(note.videoVersionId) ?? 0) + 1);
  return counts;
}

/** Per version of the batch, what the counters written with it must hold. */
function versionCaps(
  adding: ReadonlyMap<string, number>,
  stored: ReadonlyMap<string, number>,
  versionsById: ReadonlyMap<string, ReviewSnapshot['versions'][number]>,
) {
  return [...adding].map(([versionId, n]) => {
    const version = versionsById.get(versionId);
    return {
      videoId: version?.videoId ?? '',
      versionNumber: version?.versionNumber ?? 0,
      adding: n,
      stored: stored.get(versionId) ?? 0,
    };
  });
}

/** The event the owner hears of the batch through. */
function notesSubmittedEvent(
  id: string,
  now: string,
  project: ReviewSnapshot['project'],
  label: string,
  notes: readonly Note[],
  videos: ReviewSnapshot['videos'],
): DomainEvent {
  const titles = new Map(videos.map((v) => [v.id, v.title]));
  return {
    type: 'notes_submitted',
    id,
    at: now,
    ownerId: project.userId,
    projectId: project.id,
    projectName: project.name,
    reviewer: label,
    clientDisplayName: project.clientDisplayName,
    notes: notes.map((n) => ({
      videoTitle: titles.get(n.videoId) ?? '',
      timecodeMs: n.timecodeMs,
      body: n.body,
      reviewer: n.reviewerLabel,
      at: n.createdAt,
    })),
  };
}

function noteLimitError(reached: 'link' | 'version'): ConflictError {
  return new ConflictError(
    reached === 'link'
      ? REVIEW_MESSAGES.linkNoteLimit(NOTE_LIMITS.perLink)
      : REVIEW_MESSAGES.versionNoteLimit(NOTE_LIMITS.perVersion),
    ERROR_CODES.noteLimit,
  );
}

export async function submitReviewNotes(
  ports: ReviewPorts,
  input: SubmitReviewNotesInput,
): Promise<SubmitNotesResponse> {
  const { snapshot, token, linkNoteCount } = await openAdmittedReview(ports, input.token, {
    session: input.session,
    viewer: input.viewer,
    write: true,
  });
  const { project } = snapshot;
  const versionsById = new Map(snapshot.versions.map((v) => [v.id, v]));

  checkNotesInReview(input.body.notes, snapshot, versionsById);
  // The frame the client saw agrees with its ms; a range's out point follows its in point, within the video.
  const timings = input.body.notes.map((note, index) =>
    checkedNoteTiming(note, versionsById.get(note.videoVersionId), `notes.${index}.`),
  );

  // The caps (shared/domain/note-limits): refused whole, before anything is written, with the cap's message;
  // the counters written in the batch's transaction hold them under concurrent batches too.
  const adding = countByVersion(input.body.notes);
  if (adding.size > NOTE_LIMITS.versionsPerBatch) {
    throw new ValidationError(REVIEW_API_ERRORS.tooManyVersions, {
      notes: REVIEW_API_ERRORS.tooManyVersions,
    });
  }
  const stored = countByVersion(snapshot.notes);
  const reached = noteCapReached({ adding, stored, linkNotes: linkNoteCount });
  const caps = { token, versions: versionCaps(adding, stored, versionsById) };

  const now = ports.clock.now().toISOString();
  const identity = reviewerIdentityOf(input.body);
  const label = identity.reviewerLabel;
  const ip = truncateIp(input.sourceIp);
  const notes: Note[] = input.body.notes.map((n, index) => ({
    id: ports.ids.next(),
    projectId: project.id,
    videoId: n.videoId,
    videoVersionId: n.videoVersionId,
    body: n.body,
    status: 'pending',
    timecodeMs: n.timecodeMs,
    frame: timings[index]?.frame ?? 0,
    ...(timings[index]?.range ?? {}),
    ...(n.drawing ? { drawing: n.drawing } : {}),
    ...identity,
    submitBatchId: input.body.batchId,
    reviewerIp: ip,
    createdAt: now,
  }));
  const videoIds = [...new Set(notes.map((n) => n.videoId))];
  // The owner hears of the batch through its event, stored with it (a replay stores neither).
  const feedback = notesSubmittedEvent(ports.ids.next(), now, project, label, notes, snapshot.videos);

  // The status rule is applied in the batch's own transaction, to the project as read plus this batch, on
  // condition that the project's status has not moved since the read; when it has, read again and derive
  // again. A replayed batch (stored before) reads what is stored now.
  const store = (read: ReviewSnapshot) => {
    const moved = new Set(videoIds);
    const videosAfter = read.videos.map((v) =>
      moved.has(v.id) ? { ...v, status: 'needs_changes' as const } : v,
    );
    const status = deriveProjectStatus(videosAfter, [...read.notes, ...notes], read.versions);
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
        caps,
        events: [feedback],
      }),
    };
  };
  // A replay of a stored batch is answered as before even at the cap (its marker decides, not the counters).
  const replay = snapshot.notes.some((n) => n.submitBatchId === input.body.batchId);
  if (reached && !replay) {
    throw noteLimitError(reached);
  }
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
  const result = await attempt.stored;
  let after: ReviewSnapshot = {
    ...attempt.after,
    project: { ...read.project, status: attempt.status },
  };
  let projectStatus: ProjectStatus = attempt.status;
  if (!result.created) {
    const rule = await applyStatusRule(ports, project.id, now, snapshot);
    after = rule.snapshot;
    projectStatus = rule.status;
  }

  if (result.created) ports.metrics.count(BUSINESS_METRICS.notesSubmitted, result.notes.length);

  const touched = new Set(result.notes.map((n) => n.videoId));
  return {
    batchId: input.body.batchId,
    created: result.created,
    notes: result.notes.map((n) => toReviewNote(n, versionsById.get(n.videoVersionId))),
    videos: after.videos.filter((v) => touched.has(v.id)).map((v) => ({ id: v.id, status: v.status })),
    projectStatus,
  };
}
