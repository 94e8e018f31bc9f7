/**
 * Drawing on the paused frame (loaded on demand: lazy-drawing-editor.tsx). The toolbar renders where the
 * component is placed (under the player); the drawing surface is portalled into `host`, an element covering
 * the player's frame, and spans exactly the video's picture (shared/lib/video-box.ts): coordinates are stored
 * normalised to the picture, so the drawing lands on the same spot at any player size.
 *
 * Pointer events with pointer capture (mouse, pen and touch alike; `touch-action: none` keeps a finger from
 * scrolling the page). Tools: pen, arrow, rectangle; five colours; undo, clear; Done / Cancel. Escape
 * cancels, Ctrl/Cmd+Z undoes.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import type { DrawingColour, DrawingTool, NoteDrawing } from '../../../../shared/domain/note-drawing';
import { ANNOTATION_MESSAGES } from '../../../../shared/messages/annotation-messages';
import { ColourPicker, FinishButtons, HistoryButtons, ToolPicker } from './drawing-toolbar-parts';
import { DrawingShapes } from './drawing-shapes';
import { useDrawingStrokes, type DrawingStrokes } from './use-drawing-strokes';
import type { Box as PictureBox } from '../../../../shared/lib/video-box';
import { usePictureBox } from './use-picture-box';

export interface DrawingEditorProps {
  /** The element covering the player's frame, where the drawing surface goes. */
  host: HTMLElement | null;
  videoRef: RefObject<HTMLVideoElement | null>;
  initial?: NoteDrawing | null;
  /** The finished drawing, or null when every shape was cleared. */
  onDone(drawing: NoteDrawing | null): void;
  onCancel(): void;
}

/**
 * The player's own controls would cover the picture being drawn on (and take its touches): hidden while
 * drawing, back as they were after.
 */
function usePausedWithoutControls(videoRef: RefObject<HTMLVideoElement | null>): void {
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const hadControls = video.controls;
    video.pause();
    video.controls = false;
    return () => {
      video.controls = hadControls;
    };
  }, [videoRef]);
}

/** Escape cancels, Ctrl/Cmd+Z undoes. */
function useDrawingKeys(onCancel: () => void, dropLast: () => void): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        onCancel();
      } else if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'z') {
        e.preventDefault();
        dropLast();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onCancel, dropLast]);
}

/** The svg the strokes are drawn on, spanning exactly the video's picture. */
function DrawingSurface({ box, strokes }: { box: PictureBox; strokes: DrawingStrokes }) {
  return (
    <svg
      role="application"
      aria-label={ANNOTATION_MESSAGES.drawingSurface}
      data-testid="drawing-surface"
      width={box.width}
      height={box.height}
      viewBox={`0 0 ${box.width} ${box.height}`}
      {...strokes.handlers}
      style={{
        position: 'absolute',
        left: box.left,
        top: box.top,
        touchAction: 'none',
        pointerEvents: 'auto',
        cursor: 'crosshair',
        outline: '2px dashed rgba(250,204,21,0.8)',
        outlineOffset: -2,
        zIndex: 2,
      }}
    >
      <DrawingShapes shapes={strokes.visible} box={box} />
    </svg>
  );
}

export default function DrawingEditor({ host, videoRef, initial, onDone, onCancel }: DrawingEditorProps) {
  const box = usePictureBox(host, videoRef);
  const [tool, setTool] = useState<DrawingTool>('arrow');
  const [colour, setColour] = useState<DrawingColour>('red');
  const strokes = useDrawingStrokes(initial, tool, colour);
  const { shapes } = strokes;
  usePausedWithoutControls(videoRef);
  useDrawingKeys(onCancel, strokes.dropLast);

  return (
    <Box
      role="toolbar"
      aria-label={ANNOTATION_MESSAGES.drawingTools}
      data-testid="drawing-toolbar"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        mt: 1,
        p: 1,
        borderRadius: 2,
        border: '1px solid',
        borderColor: 'warning.main',
        bgcolor: 'background.paper',
      }}
    >
      {host && box.width > 0 ? createPortal(<DrawingSurface box={box} strokes={strokes} />, host) : null}
      <ToolPicker tool={tool} onChange={setTool} />
      <ColourPicker colour={colour} onChange={setColour} />
      <HistoryButtons empty={shapes.length === 0} onUndo={strokes.undo} onClear={strokes.clear} />
      <FinishButtons onCancel={onCancel} onDone={() => onDone(shapes.length > 0 ? { shapes } : null)} />
      {strokes.full ? (
        <Typography role="status" variant="caption" color="warning.main" sx={{ flexBasis: '100%' }}>
          {ANNOTATION_MESSAGES.drawingFull}
        </Typography>
      ) : null}
    </Box>
  );
}
