/**
 * Under the review player's picture: the notes' timeline (click to seek, drag to mark a range, scrub
 * preview), the quality (when the version has proxies), the playback speed and, when the owner allows it,
 * the download.
 */
import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ChangeEvent, ReactNode } from 'react';
import type { ReviewVersion } from '../../../../../../shared/api/endpoints/review';
import type { PlaybackAlternative } from '../../../../../../shared/api/endpoints/version-parts';
import { REVIEW_MESSAGES } from '../../../../../../shared/messages/review-messages';
import { NoteTimeline, type TimelineMarker } from '../../../../components/annotations/note-timeline';
import type { PlaybackSource } from './use-playback-source';

export const PLAYBACK_SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;

interface TimelineBarProps {
  version: ReviewVersion;
  playback: PlaybackSource;
  markers: readonly TimelineMarker[];
  onSeek(ms: number): void;
  /** The range being marked (a dashed band on the timeline). */
  pendingRange: { fromMs: number; toMs: number | null } | null;
  /** A drag along the timeline marked a range (ms). */
  onDragRange?: ((fromMs: number, toMs: number) => void) | undefined;
}

export function PlayerTimelineBar({
  version,
  playback,
  markers,
  onSeek,
  pendingRange,
  onDragRange,
}: TimelineBarProps) {
  const { alternatives, quality } = playback;
  const downloadUrl = version.downloadUrl;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 1 }}>
      <NoteTimeline
        markers={markers}
        durationMs={playback.durationMs}
        onSeek={onSeek}
        pendingRange={pendingRange}
        scrub={version.scrub}
        {...(onDragRange ? { onDragRange } : {})}
      />
      {alternatives.length > 1 && quality ? (
        <PlayerSelect
          value={quality}
          onChange={(value) => playback.switchQuality(value as PlaybackAlternative['quality'])}
          label={REVIEW_MESSAGES.qualityLabel}
          testId="review-quality"
        >
          {alternatives.map((a) => (
            <option key={a.quality} value={a.quality}>
              {REVIEW_MESSAGES.qualityNames[a.quality]}
            </option>
          ))}
        </PlayerSelect>
      ) : null}
      <PlayerSelect
        value={playback.speed}
        onChange={(value) => playback.setSpeed(Number(value))}
        label="Playback speed"
      >
        {PLAYBACK_SPEEDS.map((s) => (
          <option key={s} value={s}>
            {s}×
          </option>
        ))}
      </PlayerSelect>
      {downloadUrl ? (
        <Button
          component="a"
          href={downloadUrl}
          download
          size="small"
          variant="outlined"
          startIcon={<Download />}
          data-testid="review-download"
        >
          {REVIEW_MESSAGES.download}
        </Button>
      ) : null}
    </Box>
  );
}

/** A small native select (keyboard and screen readers as the platform gives them). */
function PlayerSelect(props: {
  value: string | number;
  onChange(value: string): void;
  label: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Box
      component="select"
      value={props.value}
      onChange={(e: ChangeEvent<HTMLSelectElement>) => props.onChange(e.target.value)}
      aria-label={props.label}
      data-testid={props.testId}
      sx={{
        font: 'inherit',
        fontSize: 13,
        color: 'text.primary',
        bgcolor: 'background.paper',
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: 1,
        px: 1,
        py: 0.5,
        cursor: 'pointer',
      }}
    >
      {props.children}
    </Box>
  );
}
