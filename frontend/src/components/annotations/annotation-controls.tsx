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
import { formatPosition } from '../../../../shared/lib/smpte/position';
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

  const marks = [
    {
      key: 'I',
      onClick: a.markIn,
      label: ANNOTATION_MESSAGES.markIn,
      shortcut: ANNOTATION_MESSAGES.markInShortcut,
    },
    {
      key: 'O',
      onClick: a.markOut,
      label: ANNOTATION_MESSAGES.markOut,
      shortcut: ANNOTATION_MESSAGES.markOutShortcut,
    },
  ];

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
      {marks.map((mark) => (
        <Button
          key={mark.key}
          size="small"
          variant="outlined"
          onClick={mark.onClick}
          disabled={disabled}
          aria-keyshortcuts={keyboardHints ? mark.key : undefined}
          title={keyboardHints ? mark.shortcut : undefined}
        >
          {mark.label}
        </Button>
      ))}
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
        <Attached
          testId="marked-range"
          label={rangeText}
          removeLabel={ANNOTATION_MESSAGES.clearRange}
          onRemove={a.clearRange}
          numeric
        />
      ) : null}
      {a.drawing ? (
        <Attached
          testId="drawing-attached"
          label={ANNOTATION_MESSAGES.drawingAttached}
          removeLabel={ANNOTATION_MESSAGES.removeDrawing}
          onRemove={a.removeDrawing}
        />
      ) : null}
      {a.inFrame !== null && a.outFrame === null ? (
        <Typography variant="caption" color="text.secondary" sx={{ flexBasis: '100%' }}>
          {ANNOTATION_MESSAGES.rangeHint}
        </Typography>
      ) : null}
    </Box>
  );
}

/** What waits for the note (the marked range, the drawing): a chip and its remove button. */
function Attached({
  testId,
  label,
  removeLabel,
  onRemove,
  numeric = false,
}: {
  testId: string;
  label: string;
  removeLabel: string;
  onRemove: () => void;
  /** Figures in equal widths (times and frames). */
  numeric?: boolean;
}) {
  return (
    <>
      <Chip
        size="small"
        color="warning"
        variant="outlined"
        data-testid={testId}
        label={label}
        sx={numeric ? { fontVariantNumeric: 'tabular-nums' } : undefined}
      />
      <IconButton size="small" aria-label={removeLabel} onClick={onRemove}>
        <Close fontSize="small" />
      </IconButton>
    </>
  );
}
