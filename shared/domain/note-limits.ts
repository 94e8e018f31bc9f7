/**
 * Bounds on reviewer notes: how many notes one version and one review link may hold,
 * how notes are paged in the API, and the byte budget of the notes an answer carries. One review link
 * used to grow the review and project answers without limit (five batches: 2 KB to 1.3 MB).
 */
import { REVIEW_LIMITS } from '../api/endpoints/review';

export const NOTE_LIMITS = {
  /** Notes one video version may hold (a batch that would pass it is refused whole). */
  perVersion: 200,
  /** Notes one review link may submit in all (a new link starts again). */
  perLink: 1000,
  /** Notes per page: the first page rides in the review / project answer, the rest come from the notes endpoints. */
  pageSize: 25,
  /**
   * Bytes of note JSON one answer may carry (all embedded first pages together, or one notes page). A note
   * body is at most 5000 characters; escaped as JSON that is at most 30 000 bytes, so a page never exceeds
   * this by more than one note and every answer stays well under 1 MB.
   */
  answerNotesBudgetBytes: 384 * 1024,
  /** Distinct video versions one batch may name (each one's counter is updated in the batch's transaction). */
  versionsPerBatch: 40,
} as const;

/** The worst JSON size of one note body (every character escaped as \uXXXX). */
export const WORST_NOTE_BODY_BYTES = REVIEW_LIMITS.noteBodyMax * 6;

/** How many more notes fit, given what is stored on the version and through the link (never negative). */
export function noteRoom(input: { versionNotes: number; linkNotes: number }): number {
  return Math.max(
    0,
    Math.min(NOTE_LIMITS.perVersion - input.versionNotes, NOTE_LIMITS.perLink - input.linkNotes),
  );
}

export type NoteCapReached = 'version' | 'link' | null;

/**
 * Which cap a batch would pass: `adding` notes per version id, on top of `stored` per version id and
 * `linkNotes` already sent through the link. The link cap is checked first (it ends the whole review).
 */
export function noteCapReached(input: {
  adding: ReadonlyMap<string, number>;
  stored: ReadonlyMap<string, number>;
  linkNotes: number;
}): NoteCapReached {
  const total = [...input.adding.values()].reduce((sum, n) => sum + n, 0);
  if (input.linkNotes + total > NOTE_LIMITS.perLink) return 'link';
  for (const [versionId, n] of input.adding) {
    if ((input.stored.get(versionId) ?? 0) + n > NOTE_LIMITS.perVersion) return 'version';
  }
  return null;
}

/** Open / done counts of a set of notes (from every note of the version, never from a loaded page). */
export function countNotes(notes: readonly { status: 'pending' | 'completed' }[]): {
  total: number;
  pending: number;
  completed: number;
} {
  const pending = notes.filter((n) => n.status === 'pending').length;
  return { total: notes.length, pending, completed: notes.length - pending };
}

/**
 * The longest prefix of `items` whose JSON fits `budget` bytes (UTF-8), with at least one item when
 * `atLeastOne` (a page must move forward). Answers the kept items and the bytes they used.
 */
export function takeWithinBudget<T>(
  items: readonly T[],
  budget: number,
  atLeastOne: boolean,
): { kept: T[]; bytes: number } {
  const kept: T[] = [];
  let bytes = 0;
  const encoder = new TextEncoder();
  for (const item of items) {
    const size = encoder.encode(JSON.stringify(item)).length + 1;
    if (bytes + size > budget && !(atLeastOne && kept.length === 0)) break;
    kept.push(item);
    bytes += size;
  }
  return { kept, bytes };
}

/** At most one "new feedback" e-mail per project in this many minutes; the rest fold into the next one. */
export const FEEDBACK_MAIL_WINDOW_MINUTES = 15;

/**
 * The client's side of the caps: whether the reviewer may add another draft on a version, counting the
 * notes stored (exact counts from the answer) and the drafts not sent yet. `link` when the link is full.
 */
export function draftCapReached(input: {
  versionNotes: number;
  versionDrafts: number;
  linkNotes: number;
  allDrafts: number;
}): NoteCapReached {
  if (input.linkNotes + input.allDrafts >= NOTE_LIMITS.perLink) return 'link';
  if (input.versionNotes + input.versionDrafts >= NOTE_LIMITS.perVersion) return 'version';
  return null;
}
