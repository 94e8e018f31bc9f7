/** Server-side refusals of the review API that the spec gives no wording for. */
export const REVIEW_API_ERRORS = {
  videoNotInReview: 'This video is not part of this review.',
  noVersionYet: 'This video has no version to approve yet.',
  frameMismatch: "The note's frame does not match its time in this video.",
  staleVersion: 'This video has a newer version. Please reload the review.',
} as const;
