/**
 * The editor's own note under the project page's player: the same Mark in / Mark out and 'Draw on
 * frame' controls as the review page (the drawing surface lies over this player's picture), a text box and
 * 'Add note'. The note is pinned to the marked range, else the frame drawn on, else the player's position.
 * The request id is kept until the note is stored, so a retry after a failure never stores it twice; the text
 * stays in the box when it fails. The range and drawing state lives with the player (the timeline shows the
 * marked range and a drag along it marks one); this form loads on demand.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useRef, useState, type RefObject } from 'react';
import type { ProjectVideo } from '../../../../../shared/api/endpoints/projects';
import { REVIEW_LIMITS } from '../../../../../shared/api/endpoints/review';
import type { FrameTiming } from '../../../../../shared/lib/frame-time';
import { ANNOTATION_MESSAGES } from '../../../../../shared/messages/annotation-messages';
import { useToast } from '../../../components/toast/toast-context';
import { AnnotationControls } from '../../../components/annotations/annotation-controls';
import type { PlayerHandle } from '../../../components/annotations/player-handle';
import type { NoteAnnotations } from '../../../components/annotations/use-note-annotations';
import { useAddOwnerNote } from '../api/add-owner-note';
import { mutationErrorMessage } from '../mutation-error';

export interface OwnerNoteComposerProps {
  projectId: string;
  video: ProjectVideo;
  /** The element over the player's picture (the drawing surface goes there). */
  host: HTMLElement | null;
  /** The project page's player and the note's range and drawing (shared with the timeline above). */
  player: RefObject<PlayerHandle | null>;
  annotations: NoteAnnotations;
  timing: FrameTiming;
  disabled: boolean;
  /** False (after telling why) when the project cannot be changed now (archived). */
  guard(): boolean;
}

export default function OwnerNoteComposer({
  projectId,
  video,
  host,
  player,
  annotations,
  timing,
  disabled,
  guard,
}: OwnerNoteComposerProps) {
  const toast = useToast();
  const version = video.versions.find((v) => v.id === video.currentVersionId) ?? null;
  const [text, setText] = useState('');
  const requestId = useRef<string>(crypto.randomUUID());
  const add = useAddOwnerNote(projectId);
  const trimmed = text.trim();

  const submit = () => {
    if (!version || trimmed.length === 0 || !guard()) return;
    const anchor = annotations.anchor();
    add.mutate(
      {
        projectId,
        videoId: video.id,
        body: {
          requestId: requestId.current,
          videoVersionId: version.id,
          body: trimmed,
          timecodeMs: anchor.timecodeMs,
          ...(anchor.frame !== null ? { frame: anchor.frame } : {}),
          ...(anchor.rangeEndMs !== undefined ? { rangeEndMs: anchor.rangeEndMs } : {}),
          ...(anchor.rangeEndFrame !== undefined ? { rangeEndFrame: anchor.rangeEndFrame } : {}),
          ...(anchor.drawing ? { drawing: anchor.drawing } : {}),
        },
      },
      {
        onSuccess: () => {
          requestId.current = crypto.randomUUID();
          setText('');
          annotations.reset();
          toast.success(ANNOTATION_MESSAGES.ownerNoteAdded);
        },
        onError: (error) => toast.error(mutationErrorMessage(error, ANNOTATION_MESSAGES.ownerNoteFailed)),
      },
    );
  };

  if (!version) return null;
  return (
    <Box
      component="section"
      aria-label={ANNOTATION_MESSAGES.ownerNoteLabel}
      sx={{ mt: 1.5 }}
      data-testid="owner-note-composer"
    >
      <AnnotationControls
        annotations={annotations}
        timing={timing}
        player={player}
        host={host}
        disabled={disabled || add.isPending}
        keyboardHints={false}
      />
      {annotations.drawingOpen ? null : (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: 1 }}>
          <TextField
            label={ANNOTATION_MESSAGES.ownerNoteLabel}
            helperText={ANNOTATION_MESSAGES.ownerNoteHint}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) {
                e.preventDefault();
                submit();
              }
            }}
            disabled={disabled}
            multiline
            minRows={1}
            maxRows={6}
            size="small"
            fullWidth
            slotProps={{ htmlInput: { maxLength: REVIEW_LIMITS.noteBodyMax } }}
          />
          <Button
            variant="contained"
            onClick={submit}
            disabled={disabled || add.isPending || trimmed.length === 0}
            sx={{ flexShrink: 0, mt: 0.25 }}
          >
            {ANNOTATION_MESSAGES.addOwnerNote}
          </Button>
        </Box>
      )}
    </Box>
  );
}
