/** The first page of each version's notes in one answer (the editor's project and the client's review). */
import { NOTE_LIMITS, takeWithinBudget } from '../../../shared/domain/note-limits';
import type { NoteOrder, NotePagesPort } from '../aggregate';

/**
 * The first page of each video's notes for an answer: at most a page per video (oldest first), and all of
 * them together within the answer's notes budget (shared/domain/note-limits); where a video's notes are cut
 * short, the cursor continues after the last one given (or from the start when none fit).
 */
export function firstNotePages<N extends { id: string }>(
  groups: readonly { projectId: string; versionId: string; notes: readonly N[] }[],
  cursors: Pick<NotePagesPort, 'cursorAfter' | 'cursorAtStart'>,
  order: NoteOrder,
): { notes: N[]; nextCursor: string | null }[] {
  let budget = NOTE_LIMITS.answerNotesBudgetBytes;
  return groups.map((group) => {
    const page = group.notes.slice(0, NOTE_LIMITS.pageSize);
    const { kept, bytes } = takeWithinBudget(page, budget, false);
    budget -= bytes;
    const last = kept.at(-1);
    const nextCursor =
      kept.length === group.notes.length
        ? null
        : last
          ? cursors.cursorAfter(
              { projectId: group.projectId, videoVersionId: group.versionId, id: last.id },
              order,
            )
          : cursors.cursorAtStart(group.projectId, group.versionId, order);
    return { notes: kept, nextCursor };
  });
}
