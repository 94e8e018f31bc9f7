/** Note statuses are shown as Pending or Done. */
import type { NoteStatus } from './status-values';

export const NOTE_STATUS_LABELS = {
  pending: 'Pending',
  completed: 'Done',
} as const satisfies Record<NoteStatus, string>;
