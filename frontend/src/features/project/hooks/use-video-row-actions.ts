/**
 * What the owner changes from a video row, each with its toast: the video's status, a note's status, a reply,
 * a new version from a Drive link, the owner's own notes. An archived project refuses every change with a
 * toast, before any request.
 */
import { NOTE_STATUS_LABELS } from '../../../../../shared/domain/note-status-display';
import type { NoteStatus, ReviewVideoStatus } from '../../../../../shared/domain/status-values';
import { VIDEO_STATUS_LABELS } from '../../../../../shared/domain/video-status-display';
import { EDITOR_APP_MESSAGES } from '../../../../../shared/messages/editor-app-messages';
import { REPLY_MESSAGES } from '../../../../../shared/messages/reply-messages';
import { VIDEO_MESSAGES } from '../../../../../shared/messages/video-messages';
import { useToast } from '../../../components/toast/toast-context';
import { useAddVideoVersion } from '../api/add-video-version';
import { useReplyToNote } from '../api/reply-to-note';
import { useSetNoteStatus } from '../api/set-note-status';
import { useSetVideoStatus } from '../api/set-video-status';
import { useUpdateVideoNotes } from '../api/update-video-notes';
import { mutationErrorMessage } from '../mutation-error';

export function useVideoRowActions(projectId: string, videoId: string, readOnly: boolean) {
  const toast = useToast();
  const setStatus = useSetVideoStatus(projectId);
  const setNote = useSetNoteStatus(projectId);
  const reply = useReplyToNote(projectId);
  const addVersion = useAddVideoVersion(projectId);
  const saveNotes = useUpdateVideoNotes(projectId);
  const failed = (fallback: string) => (error: unknown) => toast.error(mutationErrorMessage(error, fallback));

  const guard = (): boolean => {
    if (readOnly) toast.error(VIDEO_MESSAGES.archived);
    return !readOnly;
  };

  return {
    guard,
    setStatus: (status: ReviewVideoStatus) => {
      if (!guard()) return;
      setStatus.mutate(
        { projectId, videoId, status },
        {
          onSuccess: () => toast.success(VIDEO_MESSAGES.videoMarked(VIDEO_STATUS_LABELS[status])),
          onError: failed(VIDEO_MESSAGES.statusUpdateFailed),
        },
      );
    },
    settingStatus: setStatus.isPending,
    setNoteStatus: (noteId: string, status: NoteStatus) => {
      if (!guard()) return;
      setNote.mutate(
        { projectId, noteId, status },
        {
          onSuccess: () => toast.success(VIDEO_MESSAGES.noteMarked(NOTE_STATUS_LABELS[status])),
          onError: failed(VIDEO_MESSAGES.noteStatusUpdateFailed),
        },
      );
    },
    reply: readOnly
      ? null
      : async (noteId: string, input: { requestId: string; body: string }) => {
          await reply.mutateAsync({
            projectId,
            noteId,
            body: { requestId: input.requestId, body: input.body },
          });
          toast.success(REPLY_MESSAGES.sent);
        },
    addVersion: (fileUrl: string, reset: () => void) => {
      if (!guard()) return;
      addVersion.mutate(
        { projectId, videoId, fileUrl },
        {
          onSuccess: (result) => {
            toast.success(VIDEO_MESSAGES.updatedToVersion(result.version.versionNumber));
            reset();
          },
          onError: failed(VIDEO_MESSAGES.linkUpdateFailed),
        },
      );
    },
    addingVersion: addVersion.isPending,
    /** Saves the owner's notes; `saved` gets the text as stored. */
    saveNotes: (notes: string, saved: (stored: string) => void) => {
      if (!guard()) return;
      saveNotes.mutate(
        { projectId, videoId, notes },
        {
          onSuccess: (result) => {
            saved(result.video.notes);
            toast.success(EDITOR_APP_MESSAGES.notesSaved);
          },
          onError: failed(EDITOR_APP_MESSAGES.notesSaveFailed),
        },
      );
    },
    savingNotes: saveNotes.isPending,
  };
}

export type VideoRowActions = ReturnType<typeof useVideoRowActions>;
