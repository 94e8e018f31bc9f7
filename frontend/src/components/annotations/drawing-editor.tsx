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
import ArrowOutward from '@mui/icons-material/ArrowOutward';
import Brush from '@mui/icons-material/Brush';
import CropSquare from '@mui/icons-material/CropSquare';
import DeleteSweep from '@mui/icons-material/DeleteSweep';
import Undo from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type PointerEvent, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import {
  DRAWING_COLOURS,
  DRAWING_COLOUR_VALUES,
  DRAWING_LIMITS,
  drawingHasRoom,
  roundCoordinate,
  type DrawingColour,
  type DrawingPoint,
  type DrawingShape,
  type DrawingTool,
  type NoteDrawing,
} from '../../../../shared/domain/note-drawing';
import { toNormalised } from '../../../../shared/lib/video-box';
import { ANNOTATION_MESSAGES, DRAWING_COLOUR_NAMES } from '../../../../shared/messages/annotation-messages';
import { DrawingShapes } from './drawing-shapes';
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

/** Pen points closer than this (in pixels) to the previous one are skipped (keeps strokes small). */
const PEN_MIN_STEP_PX = 3;

const TOOL_ICONS = { pen: Brush, arrow: ArrowOutward, rect: CropSquare } as const;
const TOOL_LABELS = {
  pen: ANNOTATION_MESSAGES.pen,
  arrow: ANNOTATION_MESSAGES.arrow,
  rect: ANNOTATION_MESSAGES.rectangle,
} as const;

export default function DrawingEditor({ host, videoRef, initial, onDone, onCancel }: DrawingEditorProps) {
  const box = usePictureBox(host, videoRef);
  const [tool, setTool] = useState<DrawingTool>('arrow');
  const [colour, setColour] = useState<DrawingColour>('red');
  const [shapes, setShapes] = useState<DrawingShape[]>(() => [...(initial?.shapes ?? [])]);
  const [current, setCurrentState] = useState<DrawingShape | null>(null);
  // The shape being drawn, also kept in a ref: pointer moves are batched, so a pointerup can arrive before
  // the last move has re-rendered.
  const currentRef = useRef<DrawingShape | null>(null);
  const setCurrent = (shape: DrawingShape | null) => {
    currentRef.current = shape;
    setCurrentState(shape);
  };
  const [full, setFull] = useState(false);
  const pointer = useRef<{ id: number; lastPx: { x: number; y: number } } | null>(null);

  // The player's own controls would cover the picture being drawn on (and take its touches): hidden while
  // drawing, back as they were after.
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

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        onCancel();
      } else if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'z') {
        e.preventDefault();
        setShapes((s) => s.slice(0, -1));
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onCancel]);

  const pointOf = (e: PointerEvent<SVGSVGElement>): { px: { x: number; y: number }; n: DrawingPoint } => {
    const rect = e.currentTarget.getBoundingClientRect();
    const px = { x: e.clientX - rect.left, y: e.clientY - rect.top };
    const n = toNormalised(px, { left: 0, top: 0, width: rect.width, height: rect.height });
    return { px, n: [roundCoordinate(n.x), roundCoordinate(n.y)] };
  };

  // Drawing strokes are not swipes or drags of anything around the player (React events bubble through the
  // portal to the components that render it).
  const onPointerDown = (e: PointerEvent<SVGSVGElement>) => {
    e.stopPropagation();
    if (pointer.current || (e.pointerType === 'mouse' && e.button !== 0)) return;
    if (!drawingHasRoom(shapes, 2)) {
      setFull(true);
      return;
    }
    e.preventDefault();
    e.currentTarget.setPointerCapture(e.pointerId);
    const { px, n } = pointOf(e);
    pointer.current = { id: e.pointerId, lastPx: px };
    setCurrent(
      tool === 'pen' ? { kind: 'pen', colour, points: [n] } : { kind: tool, colour, from: n, to: n },
    );
  };

  const onPointerMove = (e: PointerEvent<SVGSVGElement>) => {
    e.stopPropagation();
    const p = pointer.current;
    const current = currentRef.current;
    if (!p || p.id !== e.pointerId || !current) return;
    const { px, n } = pointOf(e);
    if (current.kind === 'pen') {
      if (Math.hypot(px.x - p.lastPx.x, px.y - p.lastPx.y) < PEN_MIN_STEP_PX) return;
      const room =
        current.points.length < DRAWING_LIMITS.strokePointsMax &&
        drawingHasRoom(shapes, current.points.length + 1);
      if (!room) {
        setFull(true);
        return;
      }
      p.lastPx = px;
      setCurrent({ ...current, points: [...current.points, n] });
    } else {
      setCurrent({ ...current, to: n });
    }
  };

  const finish = (e: PointerEvent<SVGSVGElement>) => {
    e.stopPropagation();
    const p = pointer.current;
    if (!p || p.id !== e.pointerId) return;
    pointer.current = null;
    let shape = currentRef.current;
    setCurrent(null);
    if (!shape) return;
    // An arrow or rectangle ends where the pointer is lifted.
    if (shape.kind !== 'pen' && e.type === 'pointerup') shape = { ...shape, to: pointOf(e).n };
    // A click without a drag makes no arrow or rectangle (a pen dot is kept).
    if (shape.kind !== 'pen' && shape.from[0] === shape.to[0] && shape.from[1] === shape.to[1]) return;
    setShapes((s) => [...s, shape]);
  };

  const surface =
    host && box.width > 0 ? (
      <svg
        role="application"
        aria-label={ANNOTATION_MESSAGES.drawingSurface}
        data-testid="drawing-surface"
        width={box.width}
        height={box.height}
        viewBox={`0 0 ${box.width} ${box.height}`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={finish}
        onPointerCancel={finish}
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
        <DrawingShapes shapes={current ? [...shapes, current] : shapes} box={box} />
      </svg>
    ) : null;

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
      {surface && host ? createPortal(surface, host) : null}
      <ToggleButtonGroup
        size="small"
        exclusive
        value={tool}
        onChange={(_, next: DrawingTool | null) => next && setTool(next)}
        aria-label={ANNOTATION_MESSAGES.drawingTools}
      >
        {(Object.keys(TOOL_ICONS) as DrawingTool[]).map((t) => {
          const Icon = TOOL_ICONS[t];
          return (
            <ToggleButton key={t} value={t} aria-label={TOOL_LABELS[t]} title={TOOL_LABELS[t]}>
              <Icon fontSize="small" />
            </ToggleButton>
          );
        })}
      </ToggleButtonGroup>
      <Box role="radiogroup" aria-label="Colour" sx={{ display: 'flex', gap: 0.5 }}>
        {DRAWING_COLOURS.map((c) => (
          <Box
            key={c}
            component="button"
            type="button"
            role="radio"
            aria-checked={colour === c}
            aria-label={ANNOTATION_MESSAGES.colour(DRAWING_COLOUR_NAMES[c])}
            title={DRAWING_COLOUR_NAMES[c]}
            onClick={() => setColour(c)}
            sx={{
              width: 28,
              height: 28,
              p: 0,
              borderRadius: '50%',
              cursor: 'pointer',
              bgcolor: DRAWING_COLOUR_VALUES[c],
              border: '2px solid',
              borderColor: colour === c ? 'text.primary' : 'rgba(0,0,0,0.4)',
              boxShadow: colour === c ? '0 0 0 2px rgba(167,139,250,0.9)' : 'none',
            }}
          />
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 0.5 }}>
        <Tooltip title={ANNOTATION_MESSAGES.undo}>
          <span>
            <IconButton
              size="small"
              aria-label={ANNOTATION_MESSAGES.undo}
              disabled={shapes.length === 0}
              onClick={() => {
                setShapes((s) => s.slice(0, -1));
                setFull(false);
              }}
            >
              <Undo fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={ANNOTATION_MESSAGES.clear}>
          <span>
            <IconButton
              size="small"
              aria-label={ANNOTATION_MESSAGES.clear}
              disabled={shapes.length === 0}
              onClick={() => {
                setShapes([]);
                setFull(false);
              }}
            >
              <DeleteSweep fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
        <Button size="small" onClick={onCancel}>
          {ANNOTATION_MESSAGES.cancel}
        </Button>
        <Button
          size="small"
          variant="contained"
          onClick={() => onDone(shapes.length > 0 ? { shapes } : null)}
        >
          {ANNOTATION_MESSAGES.done}
        </Button>
      </Box>
      {full ? (
        <Typography role="status" variant="caption" color="warning.main" sx={{ flexBasis: '100%' }}>
          {ANNOTATION_MESSAGES.drawingFull}
        </Typography>
      ) : null}
    </Box>
  );
}
