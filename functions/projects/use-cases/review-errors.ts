import { NOTE_LIMITS } from '../../../shared/domain/note-limits';

/** Server-side refusals of the review API that the spec gives no wording for. */
export const REVIEW_API_ERRORS = {
  videoNotInReview: 'This video is not part of this review.',
  noVersionYet: 'This video has no version to approve yet.',
  frameMismatch: "The note's frame does not match its time in this video.",
  tooManyVersions: `A submission can name at most ${NOTE_LIMITS.versionsPerBatch} video versions. Please send the notes in parts.`,
  staleVersion: 'This video has a newer version. Please reload the review.',
} as const;
