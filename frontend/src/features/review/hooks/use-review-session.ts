/**
 * The state and actions the desktop and phone layouts share: which video is shown, the drafts, submitting
 * all notes and approving the current video, with the spec's toasts. The in-progress texts ('Submitting your
 * feedback...', 'Approving video...') are shown on the busy button itself rather than as queued toasts, so
 * the success toast is never held back behind them.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { ReviewNote, ReviewResponse, ReviewVideo } from '../../../../../shared/api/endpoints/review';
import type { MoreNotes } from '../../../lib/use-more-notes';
import { useReviewNotes } from '../api/list-review-notes';
import { REVIEW_MESSAGES } from '../../../../../shared/messages/review-messages';
import { useToast } from '../../../components/toast/toast-context';
import { ApiError } from '../../../lib/api-error';
import { ERROR_CODES } from '../../../../../shared/errors/app-error';
import { draftCapReached, NOTE_LIMITS } from '../../../../../shared/domain/note-limits';
import { useApproveReviewVideo } from '../api/approve-review-video';
import { reviewQueryKey } from '../api/get-review';
import { useSubmitReviewNotes } from '../api/submit-review-notes';
import { useReplyToReviewNote } from '../api/reply-to-review-note';
import type { ReplyInput } from '../../../components/feedback/note-thread';
import { REPLY_MESSAGES } from '../../../../../shared/messages/reply-messages';
import { useNoteDrafts, type NoteDrafts } from './use-note-drafts';

import type { NoteExtras } from '../../../components/annotations/use-note-annotations';
export type { NoteExtras };

export interface ReviewSession {
  /** The link's share token. */
  token: string;
  review: ReviewResponse;
  index: number;
  video: ReviewVideo | null;
  count: number;
  goTo(index: number): void;
  goNext(): void;
  goPrevious(): void;
  drafts: NoteDrafts;
  /**
   * The cap's message when no more notes fit on the current video (its version's cap, or the link's),
   * counting the notes stored and the drafts not sent yet; null while notes can be added.
   */
  noteCapMessage: string | null;
  /** The current video's submitted notes: the answer's first page, then more on demand. */
  notes: MoreNotes<ReviewNote>;
  /**
   * Adds a draft note on the current video at `timecodeMs` (with a range end or drawing in `extras`);
   * false when the text is blank or a cap is reached.
   */
  addNote(body: string, timecodeMs: number, frame?: number | null, extras?: NoteExtras): boolean;
  submitAll(): Promise<boolean>;
  approveCurrent(): Promise<boolean>;
  submitting: boolean;
  approving: boolean;
  /** Fetches the review again (fresh signed playback URLs after one expired). */
  refresh(): void;
  /** Sends the client's reply on a note's thread (with the name they gave); rejects on failure. */
  reply(noteId: string, input: ReplyInput): Promise<void>;
}

/** The cap's message when no more notes fit on `video` (its version's cap, or the link's); null otherwise. */
function noteCapMessageFor(
  review: ReviewResponse,
  video: ReviewVideo | null,
  drafts: NoteDrafts['drafts'],
): string | null {
  const versionId = video?.currentVersion?.id;
  const reached = draftCapReached({
    versionNotes: video?.noteCounts.total ?? 0,
    versionDrafts: drafts.filter((d) => d.videoVersionId === versionId).length,
    linkNotes: review.linkNoteCount,
    allDrafts: drafts.length,
  });
  return reached === 'link'
    ? REVIEW_MESSAGES.linkNoteLimit(NOTE_LIMITS.perLink)
    : reached === 'version'
      ? REVIEW_MESSAGES.versionNoteLimit(NOTE_LIMITS.perVersion)
      : null;
}

/** Fetches the review again, at most once a minute: a file that is really broken must not loop. */
function useThrottledRefresh(token: string): () => void {
  const queryClient = useQueryClient();
  const lastRefresh = useRef(0);
  return useCallback(() => {
    if (Date.now() - lastRefresh.current < 60_000) return;
    lastRefresh.current = Date.now();
    void queryClient.invalidateQueries({ queryKey: reviewQueryKey(token) });
  }, [queryClient, token]);
}

/** A draft note on `video`'s current version: a whole non-negative frame, a complete range end, a drawing. */
function draftOf(
  video: ReviewVideo,
  versionId: string,
  text: string,
  timecodeMs: number,
  frame: number | null | undefined,
  extras: NoteExtras | undefined,
): Parameters<NoteDrafts['addDraft']>[0] {
  return {
    videoId: video.id,
    videoVersionId: versionId,
    videoTitle: video.title,
    body: text,
    timecodeMs: Math.max(0, Math.round(timecodeMs)),
    ...(typeof frame === 'number' && Number.isInteger(frame) && frame >= 0 ? { frame } : {}),
    ...(extras?.rangeEndMs !== undefined && extras.rangeEndFrame !== undefined
      ? { rangeEndMs: extras.rangeEndMs, rangeEndFrame: extras.rangeEndFrame }
      : {}),
    ...(extras?.drawing ? { drawing: extras.drawing } : {}),
  };
}

export function useReviewSession(token: string, review: ReviewResponse): ReviewSession {
  const toast = useToast();
  const drafts = useNoteDrafts(token);
  const submit = useSubmitReviewNotes(token);
  const approve = useApproveReviewVideo(token);
  const replyMutation = useReplyToReviewNote(token);
  const [rawIndex, setIndex] = useState(0);
  const count = review.videos.length;
  const index = count === 0 ? 0 : Math.min(rawIndex, count - 1);
  const video = review.videos[index] ?? null;

  const goTo = useCallback(
    (i: number) => setIndex(Math.max(0, Math.min(i, Math.max(0, count - 1)))),
    [count],
  );
  const goNext = useCallback(() => goTo(index + 1), [goTo, index]);
  const goPrevious = useCallback(() => goTo(index - 1), [goTo, index]);

  const notes = useReviewNotes(token, video);
  const noteCapMessage = noteCapMessageFor(review, video, drafts.drafts);

  const addNote = useCallback(
    (body: string, timecodeMs: number, frame?: number | null, extras?: NoteExtras) => {
      const text = body.trim();
      if (!text || !video?.currentVersion) return false;
      if (noteCapMessage) {
        toast.error(noteCapMessage);
        return false;
      }
      drafts.addDraft(draftOf(video, video.currentVersion.id, text, timecodeMs, frame, extras));
      toast.success(REVIEW_MESSAGES.noteAdded);
      return true;
    },
    [drafts, video, toast, noteCapMessage],
  );

  const submitAll = useCallback(async () => {
    if (drafts.drafts.length === 0) {
      toast.info(REVIEW_MESSAGES.noNotesToSubmit);
      return false;
    }
    try {
      await drafts.submitAll((body) => submit.mutateAsync(body));
      toast.success(REVIEW_MESSAGES.submitted);
      return true;
    } catch (error) {
      // A cap reached meanwhile says which; the drafts stay (nothing was stored).
      toast.error(
        error instanceof ApiError && error.code === ERROR_CODES.noteLimit
          ? error.message
          : REVIEW_MESSAGES.submitFailed,
      );
      return false;
    }
  }, [drafts, submit, toast]);

  const approveCurrent = useCallback(async () => {
    if (!video?.currentVersion) return false;
    try {
      const name = drafts.reviewerName.trim();
      await approve.mutateAsync({
        videoId: video.id,
        versionId: video.currentVersion.id,
        ...(name ? { reviewerName: name } : {}),
      });
      toast.success(REVIEW_MESSAGES.approved);
      return true;
    } catch {
      toast.error(REVIEW_MESSAGES.approveFailed);
      return false;
    }
  }, [video, drafts.reviewerName, approve, toast]);

  const refresh = useThrottledRefresh(token);

  const reply = useCallback(
    async (noteId: string, input: ReplyInput) => {
      const name = drafts.reviewerName.trim();
      await replyMutation.mutateAsync({
        noteId,
        body: {
          requestId: input.requestId,
          body: input.body,
          ...(name ? { reviewerName: name } : {}),
          ...(input.email ? { reviewerEmail: input.email } : {}),
        },
      });
      toast.success(REPLY_MESSAGES.sent);
    },
    [drafts.reviewerName, replyMutation, toast],
  );

  return {
    token,
    review,
    index,
    video,
    count,
    goTo,
    goNext,
    goPrevious,
    drafts,
    noteCapMessage,
    notes,
    addNote,
    submitAll,
    approveCurrent,
    submitting: submit.isPending,
    approving: approve.isPending,
    refresh,
    reply,
  };
}
