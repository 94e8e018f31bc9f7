/**
 * Notes not yet sent, kept in localStorage per review token so they survive a reload, a lost connection or
 * a closed tab until the submit succeeds. A submit in flight is remembered with its batch id
 * (`pendingBatch`): retrying after a lost answer resends the same batch, which the server stores once.
 */
import { z } from 'zod/mini';
import { noteDrawingSchema } from '../../../../../shared/domain/note-drawing';

export const draftSchema = z.object({
  localId: z.string(),
  videoId: z.string(),
  videoVersionId: z.string(),
  videoTitle: z.string(),
  body: z.string(),
  timecodeMs: z.int().check(z.nonnegative()),
  /** The frame on screen when the note was typed (sent with the note; absent on drafts from before frames). */
  frame: z.optional(z.int().check(z.nonnegative())),
  /** A range note's out point (exclusive end). */
  rangeEndMs: z.optional(z.int().check(z.positive())),
  rangeEndFrame: z.optional(z.int().check(z.positive())),
  /** Shapes drawn on the note's frame (normalised to the picture). */
  drawing: z.optional(noteDrawingSchema),
  createdAt: z.string(),
});
export type Draft = z.infer<typeof draftSchema>;

export const draftStateSchema = z.object({
  drafts: z.array(draftSchema),
  reviewerName: z._default(z.string(), ''),
  pendingBatch: z._default(
    z.nullable(z.object({ batchId: z.string(), localIds: z.array(z.string()) })),
    null,
  ),
});
export type DraftState = z.infer<typeof draftStateSchema>;

export const EMPTY_DRAFT_STATE: DraftState = { drafts: [], reviewerName: '', pendingBatch: null };

export const draftStorageKey = (token: string) => `cutroom.review.${token}.drafts`;

export function readDraftState(token: string, storage: Storage | undefined = safeStorage()): DraftState {
  if (!storage) return EMPTY_DRAFT_STATE;
  try {
    const raw = storage.getItem(draftStorageKey(token));
    if (!raw) return EMPTY_DRAFT_STATE;
    const parsed = draftStateSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : EMPTY_DRAFT_STATE;
  } catch {
    return EMPTY_DRAFT_STATE;
  }
}

export function writeDraftState(
  token: string,
  state: DraftState,
  storage: Storage | undefined = safeStorage(),
): void {
  if (!storage) return;
  try {
    if (state.drafts.length === 0 && state.reviewerName === '' && !state.pendingBatch) {
      storage.removeItem(draftStorageKey(token));
    } else {
      storage.setItem(draftStorageKey(token), JSON.stringify(state));
    }
  } catch {
    // Storage full or blocked (private mode): drafts stay in memory for this visit.
  }
}

function safeStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
