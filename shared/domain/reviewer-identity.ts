/**
 * Who the client says they are when they leave notes: THE one list of the reviewer's own fields on a note.
 * The submit body (what the review form sends), the stored note, the client's and the editor's note answers,
 * the marker notes with the CSV's columns and the feedback list's byline all derive from this module, so a
 * new field a reviewer types (e.g. a client company) is written here and in the review form that asks for it
 * (functions/README.md, 'A field the reviewer types').
 */
import * as z from 'zod/mini';
import { REVIEWER_LABEL_MAX_LENGTH, reviewerLabel } from './reviewer-label';

/** An optional text the reviewer types: trimmed; blank counts as absent. */
const typedText = (max: number) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, `At most ${max} characters`)));

/** Optional reviewer name: trimmed; blank counts as absent (stored as 'Anonymous'). */
export const reviewerNameSchema = typedText(REVIEWER_LABEL_MAX_LENGTH);

/** What the review form sends with a batch of notes (spread into the submit body's schema). */
export const reviewerIdentityInputShape = {
  reviewerName: reviewerNameSchema,
};
export type ReviewerIdentityInput = z.infer<z.ZodMiniObject<typeof reviewerIdentityInputShape>>;

/** What a note keeps of it (spread into the note entity, the client's note answer and the marker note). */
export const reviewerIdentityShape = {
  /** The name as recorded: 'Anonymous' when none, marked when it imitates the editor's label. */
  reviewerLabel: z.string(),
};
export type ReviewerIdentity = z.infer<z.ZodMiniObject<typeof reviewerIdentityShape>>;

/** The identity a client's note stores, from what the form sent. */
export function reviewerIdentityOf(input: ReviewerIdentityInput): ReviewerIdentity {
  return { reviewerLabel: reviewerLabel(input.reviewerName) };
}

/** The identity fields of a note (or of any object that carries them), to copy onto another shape. */
export function pickReviewerIdentity(note: ReviewerIdentity): ReviewerIdentity {
  return { reviewerLabel: note.reviewerLabel };
}

/** The CSV's reviewer columns, in order: the header and the cell of a note. */
export const REVIEWER_CSV_COLUMNS = [
  { header: 'Reviewer', cell: (note: ReviewerIdentity): string => note.reviewerLabel },
] as const;

/** Who wrote the note, as the feedback list shows it. */
export function reviewerByline(note: ReviewerIdentity): string {
  return note.reviewerLabel;
}
