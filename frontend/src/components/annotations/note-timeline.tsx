/**
 * The note markers under a player: a dot per note (click to seek) and, for a range note, a band from its in
 * to its out point. The range being marked (I/O) shows as a dashed band. Where `onDragRange` is given, a drag
 * along the strip (mouse, pen or touch: pointer events with capture) marks a range. With a scrubbing sprite,
 * hovering (or dragging a finger along) the strip shows the frame at that time above the pointer.
 */
import Box from '@mui/material/Box';
import { useRef, useState, type PointerEvent } from 'react';
import type { ScrubSpriteView } from '../../../../shared/api/endpoints/version-parts';
import { spriteTileAt } from '../../../../shared/domain/scrub-sprite';
import { formatTimecode } from '../../../../shared/lib/timecode';
import { ANNOTATION_MESSAGES } from '../../../../shared/messages/annotation-messages';

export interface TimelineMarker {
  id: string;
  timecodeMs: number;
  /** A range note's out point (exclusive end). */
  rangeEndMs?: number | null;
  label: string;
  draft: boolean;
  selected?: boolean;
}

/** Pixels a pointer must travel along the strip before a press becomes a range drag. */
const DRAG_THRESHOLD_PX = 4;

const pct = (ms: number, duration: number) => `${Math.min(100, Math.max(0, (ms / duration) * 100))}%`;

export function NoteTimeline({
  markers,
  durationMs,
  onSeek,
  pendingRange,
  onDragRange,
  scrub,
}: {
  markers: readonly TimelineMarker[];
  durationMs: number | null;
  onSeek(ms: number): void;
  /** The range being marked: its in point and, once set, its out point. */
  pendingRange?: { fromMs: number; toMs: number | null } | null;
  /** A drag along the strip marked this range (ms, in order). */
  onDragRange?(fromMs: number, toMs: number): void;
  /** The version's scrubbing thumbnails (a frame preview above the pointer). */
  scrub?: ScrubSpriteView | null;
}) {
  const strip = useRef<HTMLDivElement | null>(null);
  const drag = useRef<{ id: number; x: number; moved: boolean } | null>(null);
  const [dragBand, setDragBand] = useState<{ from: number; to: number } | null>(null);
  const [hoverMs, setHoverMs] = useState<number | null>(null);
  const known = durationMs !== null && durationMs > 0 ? durationMs : null;

  const msAt = (clientX: number): number => {
    const el = strip.current;
    if (!el || !known) return 0;
    const rect = el.getBoundingClientRect();
    const ratio = rect.width > 0 ? (clientX - rect.left) / rect.width : 0;
    return Math.round(Math.min(1, Math.max(0, ratio)) * known);
  };

  const dragHandlers = onDragRange
    ? {
        onPointerDown: (e: PointerEvent<HTMLDivElement>) => {
          // A drag along the strip is not a swipe of the card around it.
          e.stopPropagation();
          if (!known || e.button !== 0 || e.target !== e.currentTarget) return;
          e.currentTarget.setPointerCapture(e.pointerId);
          drag.current = { id: e.pointerId, x: e.clientX, moved: false };
        },
        onPointerMove: (e: PointerEvent<HTMLDivElement>) => {
          e.stopPropagation();
          const d = drag.current;
          if (!d || d.id !== e.pointerId) return;
          if (!d.moved && Math.abs(e.clientX - d.x) < DRAG_THRESHOLD_PX) return;
          d.moved = true;
          const a = msAt(d.x);
          const b = msAt(e.clientX);
          setDragBand({ from: Math.min(a, b), to: Math.max(a, b) });
        },
        onPointerUp: (e: PointerEvent<HTMLDivElement>) => {
          e.stopPropagation();
          const d = drag.current;
          drag.current = null;
          setDragBand(null);
          if (!d || d.id !== e.pointerId) return;
          const a = msAt(d.x);
          const b = msAt(e.clientX);
          if (d.moved && a !== b) onDragRange(Math.min(a, b), Math.max(a, b));
          else onSeek(b);
        },
        onPointerCancel: () => {
          drag.current = null;
          setDragBand(null);
        },
      }
    : {};

  const previewHandlers = scrub
    ? {
        onPointerMove: (e: PointerEvent<HTMLDivElement>) => {
          dragHandlers.onPointerMove?.(e);
          setHoverMs(msAt(e.clientX));
        },
        onPointerLeave: () => setHoverMs(null),
        onPointerUp: (e: PointerEvent<HTMLDivElement>) => {
          dragHandlers.onPointerUp?.(e);
          // A finger lifted leaves no hover behind.
          if (e.pointerType !== 'mouse') setHoverMs(null);
        },
        onPointerCancel: () => {
          dragHandlers.onPointerCancel?.();
          setHoverMs(null);
        },
      }
    : {};

  const pending =
    dragBand ??
    (pendingRange ? { from: pendingRange.fromMs, to: pendingRange.toMs ?? pendingRange.fromMs } : null);

  return (
    <Box
      ref={strip}
      role="group"
      aria-label="Note markers"
      data-testid="note-timeline"
      {...dragHandlers}
      {...previewHandlers}
      sx={{
        position: 'relative',
        flex: 1,
        height: 18,
        borderRadius: 9,
        bgcolor: 'rgba(255,255,255,0.08)',
        touchAction: onDragRange ? 'none' : undefined,
        cursor: onDragRange && known ? 'crosshair' : undefined,
      }}
    >
      {known
        ? markers
            .filter((m) => typeof m.rangeEndMs === 'number' && m.rangeEndMs > m.timecodeMs)
            .map((m) => {
              const from = formatTimecode(m.timecodeMs);
              const to = formatTimecode(m.rangeEndMs ?? m.timecodeMs);
              return (
                <Box
                  key={`band-${m.id}`}
                  component="button"
                  type="button"
                  data-testid="range-band"
                  title={`${ANNOTATION_MESSAGES.rangeLabel(from, to)} ${m.label}`}
                  aria-label={ANNOTATION_MESSAGES.rangeBand(from, to)}
                  onClick={() => onSeek(m.timecodeMs)}
                  sx={{
                    position: 'absolute',
                    top: 4,
                    height: 10,
                    left: pct(m.timecodeMs, known),
                    width: `max(4px, calc(${pct(m.rangeEndMs ?? m.timecodeMs, known)} - ${pct(m.timecodeMs, known)}))`,
                    p: 0,
                    border: '1px solid',
                    borderColor: m.draft ? 'warning.main' : 'primary.main',
                    borderRadius: 1,
                    bgcolor: m.draft ? 'rgba(245,158,11,0.35)' : 'rgba(167,139,250,0.45)',
                    outline: m.selected ? '2px solid #fff' : 'none',
                    cursor: 'pointer',
                  }}
                />
              );
            })
        : null}
      {known && pending ? (
        <Box
          data-testid="pending-range"
          aria-hidden
          sx={{
            position: 'absolute',
            top: 2,
            height: 14,
            left: pct(pending.from, known),
            width: `max(2px, calc(${pct(pending.to, known)} - ${pct(pending.from, known)}))`,
            border: '2px dashed',
            borderColor: 'warning.main',
            borderRadius: 1,
            pointerEvents: 'none',
          }}
        />
      ) : null}
      {known && scrub && hoverMs !== null ? (
        <ScrubPreview scrub={scrub} ms={hoverMs} durationMs={known} />
      ) : null}
      {known
        ? markers.map((m) => (
            <Box
              key={m.id}
              component="button"
              type="button"
              title={`${formatTimecode(m.timecodeMs)} ${m.label}`}
              aria-label={`Jump to note at ${formatTimecode(m.timecodeMs)}`}
              onClick={() => onSeek(m.timecodeMs)}
              sx={{
                position: 'absolute',
                top: 3,
                left: `calc(${pct(m.timecodeMs, known)} - 6px)`,
                width: 12,
                height: 12,
                p: 0,
                border: '2px solid',
                borderColor: m.draft ? 'warning.main' : 'primary.main',
                borderRadius: '50%',
                bgcolor: m.draft ? 'transparent' : 'primary.main',
                outline: m.selected ? '2px solid #fff' : 'none',
                cursor: 'pointer',
              }}
            />
          ))
        : null}
    </Box>
  );
}

/** Preview tiles are shown at most this tall (portrait phone footage is scaled down). */
const PREVIEW_MAX_HEIGHT = 120;

/** The frame at `ms` from the sprite sheet, above the strip at the pointer, with its timecode. */
function ScrubPreview({ scrub, ms, durationMs }: { scrub: ScrubSpriteView; ms: number; durationMs: number }) {
  const scale = Math.min(1, PREVIEW_MAX_HEIGHT / scrub.tileHeight);
  const width = Math.round(scrub.tileWidth * scale);
  const height = Math.round(scrub.tileHeight * scale);
  const tile = spriteTileAt(scrub, ms / 1000);
  const columns = Math.min(scrub.count, scrub.columns);
  const rows = Math.ceil(scrub.count / scrub.columns);
  // Position and tile change with every pointer move: inline styles, not a new class per frame.
  return (
    <Box
      data-testid="scrub-preview"
      data-tile={tile.index}
      aria-hidden
      style={{
        left: `clamp(0px, calc(${pct(ms, durationMs)} - ${width / 2}px), calc(100% - ${width}px))`,
        width,
      }}
      sx={{
        position: 'absolute',
        bottom: 'calc(100% + 8px)',
        pointerEvents: 'none',
        zIndex: 3,
        borderRadius: 1,
        overflow: 'hidden',
        border: '1px solid rgba(255,255,255,0.7)',
        boxShadow: '0 4px 16px rgba(0,0,0,0.5)',
        bgcolor: '#000',
      }}
    >
      <div
        style={{
          width,
          height,
          backgroundImage: `url("${scrub.url.replace(/["\\\n]/g, encodeURIComponent)}")`,
          backgroundRepeat: 'no-repeat',
          backgroundSize: `${columns * scrub.tileWidth * scale}px ${rows * scrub.tileHeight * scale}px`,
          backgroundPosition: `-${tile.x * scale}px -${tile.y * scale}px`,
        }}
      />
      <Box
        component="span"
        sx={{
          display: 'block',
          textAlign: 'center',
          fontSize: 11,
          lineHeight: '18px',
          color: '#fff',
          bgcolor: 'rgba(0,0,0,0.75)',
        }}
      >
        {formatTimecode(ms)}
      </Box>
    </Box>
  );
}
