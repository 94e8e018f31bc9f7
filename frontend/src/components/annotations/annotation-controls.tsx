/**
 * Under the review player: Mark in / Mark out (I / O on a keyboard), the marked range (clearable), 'Draw on
 * frame' and the drawing waiting for its note (removable). While drawing, the drawing tool (loaded on
 * demand) replaces the buttons; its surface lies over the picture.
 */
import Brush from '@mui/icons-material/Brush';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useMemo, type RefObject } from 'react';
import { frameToMs, type FrameTiming } from '../../../../shared/lib/frame-time';
import { formatPosition } from '../../../../shared/lib/time-display';
import { ANNOTATION_MESSAGES } from '../../../../shared/messages/annotation-messages';
import type { NoteDrawing } from '../../../../shared/domain/note-drawing';
import { LazyDrawingEditor } from './lazy-drawing-editor';
import { useTimeDisplay } from '../../lib/time-display';
import type { NoteAnnotations } from './use-note-annotations';
import type { PlayerHandle } from './player-handle';

export function AnnotationControls({
  annotations: a,
  timing,
  player,
  host,
  disabled,
  keyboardHints,
  onDrawingDone,
}: {
  annotations: NoteAnnotations;
  timing: FrameTiming;
  player: RefObject<PlayerHandle | null>;
  /** The element over the player's frame (the drawing surface goes there). */
  host: HTMLElement | null;
  disabled: boolean;
  /** Show the I / O keys in the buttons' names (desktop). */
  keyboardHints: boolean;
  /** After Done in the drawing tool, with the drawing (the phone opens the note sheet then). */
  onDrawingDone?: (drawing: NoteDrawing) => void;
}) {
  const [display] = useTimeDisplay();
  const videoRef = useMemo<RefObject<HTMLVideoElement | null>>(
    () => ({
      get current() {
        return player.current?.video() ?? null;
      },
    }),
    [player],
  );

  if (a.drawingOpen) {
    return (
      <LazyDrawingEditor
        host={host}
        videoRef={videoRef}
        initial={a.drawing?.drawing ?? null}
        onCancel={a.cancelDrawing}
        onDone={(drawing) => {
          a.finishDrawing(drawing);
          if (drawing) onDrawingDone?.(drawing);
        }}
      />
    );
  }

  const at = (frame: number) =>
    formatPosition({ timecodeMs: frameToMs(frame, timing.rate), frame }, timing, display);
  const rangeText = a.range
    ? ANNOTATION_MESSAGES.rangeLabel(
        formatPosition({ timecodeMs: a.range.timecodeMs, frame: a.range.frame }, timing, display),
        formatPosition({ timecodeMs: a.range.rangeEndMs, frame: a.range.rangeEndFrame }, timing, display),
      )
    : a.inFrame !== null
      ? ANNOTATION_MESSAGES.inAt(at(a.inFrame))
      : null;

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
      <Button
        size="small"
        variant="outlined"
        onClick={a.markIn}
        disabled={disabled}
        aria-keyshortcuts={keyboardHints ? 'I' : undefined}
        title={keyboardHints ? ANNOTATION_MESSAGES.markInShortcut : undefined}
      >
        {ANNOTATION_MESSAGES.markIn}
      </Button>
      <Button
        size="small"
        variant="outlined"
        onClick={a.markOut}
        disabled={disabled}
        aria-keyshortcuts={keyboardHints ? 'O' : undefined}
        title={keyboardHints ? ANNOTATION_MESSAGES.markOutShortcut : undefined}
      >
        {ANNOTATION_MESSAGES.markOut}
      </Button>
      <Button
        size="small"
        variant="outlined"
        startIcon={<Brush />}
        onClick={a.startDrawing}
        disabled={disabled}
      >
        {ANNOTATION_MESSAGES.draw}
      </Button>
      {rangeText ? (
        <Chip
          size="small"
          color="warning"
          variant="outlined"
          data-testid="marked-range"
          label={rangeText}
          sx={{ fontVariantNumeric: 'tabular-nums' }}
        />
      ) : null}
      {rangeText ? (
        <IconButton size="small" aria-label={ANNOTATION_MESSAGES.clearRange} onClick={a.clearRange}>
          <Close fontSize="small" />
        </IconButton>
      ) : null}
      {a.drawing ? (
        <Chip
          size="small"
          color="warning"
          variant="outlined"
          data-testid="drawing-attached"
          label={ANNOTATION_MESSAGES.drawingAttached}
        />
      ) : null}
      {a.drawing ? (
        <IconButton size="small" aria-label={ANNOTATION_MESSAGES.removeDrawing} onClick={a.removeDrawing}>
          <Close fontSize="small" />
        </IconButton>
      ) : null}
      {a.inFrame !== null && a.outFrame === null ? (
        <Typography variant="caption" color="text.secondary" sx={{ flexBasis: '100%' }}>
          {ANNOTATION_MESSAGES.rangeHint}
        </Typography>
      ) : null}
    </Box>
  );
}
