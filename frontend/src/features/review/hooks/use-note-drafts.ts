/**
 * The reviewer's draft notes for one review token (see lib/draft-store): add, remove, the optional name,
 * and `submitAll`, which sends the drafts as batches with client-made ids and removes only what the server
 * confirmed. A failed submit leaves every draft in place.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SubmitNotesBody, SubmitNotesResponse } from '../../../../../shared/api/endpoints/review';
import { REVIEW_LIMITS } from '../../../../../shared/api/endpoints/review';
import {
  readDraftState,
  writeDraftState,
  draftStorageKey,
  type Draft,
  type DraftState,
} from '../lib/draft-store';
import { randomUuid } from '../lib/random-id';

export type NewDraft = Omit<Draft, 'localId' | 'createdAt'>;

export interface NoteDrafts {
  drafts: readonly Draft[];
  reviewerName: string;
  setReviewerName(name: string): void;
  addDraft(draft: NewDraft): Draft;
  removeDraft(localId: string): void;
  /** Sends every draft; resolves with the number of notes stored, rejects (drafts kept) on failure. */
  submitAll(send: (body: SubmitNotesBody) => Promise<SubmitNotesResponse>): Promise<number>;
}

export function useNoteDrafts(token: string): NoteDrafts {
  const [state, setState] = useState<DraftState>(() => readDraftState(token));
  const ref = useRef(state);

  const commit = useCallback(
    (update: (current: DraftState) => DraftState) => {
      const next = update(ref.current);
      ref.current = next;
      writeDraftState(token, next);
      setState(next);
    },
    [token],
  );

  // Another tab of the same review changed the drafts: follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== draftStorageKey(token)) return;
      const next = readDraftState(token);
      ref.current = next;
      setState(next);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [token]);

  const addDraft = useCallback(
    (draft: NewDraft): Draft => {
      const created: Draft = { ...draft, localId: randomUuid(), createdAt: new Date().toISOString() };
      commit((s) => ({ ...s, drafts: [...s.drafts, created] }));
      return created;
    },
    [commit],
  );

  const removeDraft = useCallback(
    (localId: string) =>
      commit((s) => ({
        ...s,
        drafts: s.drafts.filter((d) => d.localId !== localId),
        // A batch that lost a member is not resent as it was.
        pendingBatch: s.pendingBatch?.localIds.includes(localId) ? null : s.pendingBatch,
      })),
    [commit],
  );

  const setReviewerName = useCallback(
    (name: string) => commit((s) => ({ ...s, reviewerName: name })),
    [commit],
  );

  const submitAll = useCallback(
    async (send: (body: SubmitNotesBody) => Promise<SubmitNotesResponse>): Promise<number> => {
      let stored = 0;
      for (;;) {
        const current = ref.current;
        if (current.drafts.length === 0) return stored;
        const byId = new Map(current.drafts.map((d) => [d.localId, d]));
        let batch = current.pendingBatch;
        if (batch && !batch.localIds.every((id) => byId.has(id))) batch = null;
        if (!batch) {
          const ids = current.drafts.slice(0, REVIEW_LIMITS.notesPerBatch).map((d) => d.localId);
          batch = { batchId: randomUuid(), localIds: ids };
          const pending = batch;
          commit((s) => ({ ...s, pendingBatch: pending }));
        }
        const members = batch.localIds.map((id) => byId.get(id)).filter((d): d is Draft => d !== undefined);
        const name = ref.current.reviewerName.trim();
        const response = await send({
          batchId: batch.batchId,
          ...(name ? { reviewerName: name } : {}),
          notes: members.map((d) => ({
            videoId: d.videoId,
            videoVersionId: d.videoVersionId,
            body: d.body,
            timecodeMs: d.timecodeMs,
            ...(d.frame !== undefined ? { frame: d.frame } : {}),
            ...(d.rangeEndMs !== undefined ? { rangeEndMs: d.rangeEndMs } : {}),
            ...(d.rangeEndFrame !== undefined ? { rangeEndFrame: d.rangeEndFrame } : {}),
            ...(d.drawing ? { drawing: d.drawing } : {}),
          })),
        });
        stored += response.notes.length;
        const sent = new Set(batch.localIds);
        commit((s) => ({ ...s, drafts: s.drafts.filter((d) => !sent.has(d.localId)), pendingBatch: null }));
      }
    },
    [commit],
  );

  return {
    drafts: state.drafts,
    reviewerName: state.reviewerName,
    setReviewerName,
    addDraft,
    removeDraft,
    submitAll,
  };
}
