/**
 * The note markers under a player: a dot per note (click to seek) and, for a range note, a band from its in
 * to its out point. The range being marked (I/O) shows as a dashed band. Where `onDragRange` is given, a drag
 * along the strip (mouse, pen or touch: pointer events with capture) marks a range. With a scrubbing sprite,
 * hovering (or dragging a finger along) the strip shows the frame at that time above the pointer.
 */
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import type { ScrubSpriteView } from '../../../../shared/api/endpoints/version-parts';
import { spriteTileAt } from '../../../../shared/domain/scrub-sprite';
import { formatTimecode } from '../../../../shared/lib/timecode';
import { ANNOTATION_MESSAGES } from '../../../../shared/messages/annotation-messages';
import { useTimelinePointer } from './use-timeline-pointer';

export interface TimelineMarker {
  id: string;
  timecodeMs: number;
  /** A range note's out point (exclusive end). */
  rangeEndMs?: number | null;
  label: string;
  draft: boolean;
  selected?: boolean;
}

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
  const known = durationMs !== null && durationMs > 0 ? durationMs : null;
  const { strip, handlers, dragBand, hoverMs } = useTimelinePointer({
    known,
    previews: Boolean(scrub),
    onSeek,
    ...(onDragRange ? { onDragRange } : {}),
  });
  const pending =
    dragBand ??
    (pendingRange ? { from: pendingRange.fromMs, to: pendingRange.toMs ?? pendingRange.fromMs } : null);

  return (
    <Box
      ref={strip}
      role="group"
      aria-label="Note markers"
      data-testid="note-timeline"
      {...handlers}
      sx={{
        position: 'relative',
        flex: 1,
        height: 18,
        borderRadius: 9,
        // The theme's hover tint: rgba(255,255,255,0.08) on the dark product look, a grey on a light brand.
        bgcolor: 'action.hover',
        touchAction: onDragRange ? 'none' : undefined,
        cursor: onDragRange && known ? 'crosshair' : undefined,
      }}
    >
      {known ? <RangeBands markers={markers} durationMs={known} onSeek={onSeek} /> : null}
      {known && pending ? <PendingBand from={pending.from} to={pending.to} durationMs={known} /> : null}
      {known && scrub && hoverMs !== null ? (
        <ScrubPreview scrub={scrub} ms={hoverMs} durationMs={known} />
      ) : null}
      {known ? <MarkerDots markers={markers} durationMs={known} onSeek={onSeek} /> : null}
    </Box>
  );
}

interface MarkersProps {
  markers: readonly TimelineMarker[];
  durationMs: number;
  onSeek(ms: number): void;
}

/** A band from in to out point for each range note (click to seek to its in point). */
function RangeBands({ markers, durationMs: known, onSeek }: MarkersProps) {
  return markers
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
            bgcolor: (t) => (m.draft ? 'rgba(245,158,11,0.35)' : alpha(t.palette.primary.main, 0.45)),
            outline: m.selected ? '2px solid #fff' : 'none',
            cursor: 'pointer',
          }}
        />
      );
    });
}

/** The range being marked (I/O keys or a drag), dashed. */
function PendingBand({ from, to, durationMs: known }: { from: number; to: number; durationMs: number }) {
  return (
    <Box
      data-testid="pending-range"
      aria-hidden
      sx={{
        position: 'absolute',
        top: 2,
        height: 14,
        left: pct(from, known),
        width: `max(2px, calc(${pct(to, known)} - ${pct(from, known)}))`,
        border: '2px dashed',
        borderColor: 'warning.main',
        borderRadius: 1,
        pointerEvents: 'none',
      }}
    />
  );
}

/** A dot per note (click to seek). */
function MarkerDots({ markers, durationMs: known, onSeek }: MarkersProps) {
  return markers.map((m) => (
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
  ));
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
