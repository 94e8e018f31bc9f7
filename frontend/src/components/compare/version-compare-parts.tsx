/** The parts of version compare: the version pickers and mode toggle, a player, a version's notes, the wipe. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode, type RefObject } from 'react';
import {
  clockSeekSeconds,
  gridClock,
  type FrameClock,
  type FrameTiming,
} from '../../../../shared/lib/frame-time';
import { syncCorrection } from '../../../../shared/lib/playback-sync';
import { formatPosition } from '../../../../shared/lib/smpte/position';
import { VERSION_MESSAGES } from '../../../../shared/messages/version-messages';
import { useTimeDisplay } from '../../lib/time-display';

export interface CompareNote {
  id: string;
  timecodeMs: number;
  frame: number;
  body: string;
  reviewerLabel: string;
}

export interface CompareVersion {
  id: string;
  versionNumber: number;
  /** A directly playable source (the stored copy); null when the version has none (Drive link only). */
  src: string | null;
  timing: FrameTiming;
  /** Where its frames are on its file's timeline (a late first frame, a variable rate); absent: the grid. */
  clock?: FrameClock;
  notes: readonly CompareNote[];
}

export type CompareMode = 'side' | 'wipe';
type VideoRef = RefObject<HTMLVideoElement | null>;

/** A version's frame clock (its rate's grid from 0 when none was given). */
const clockOf = (version: CompareVersion | undefined): FrameClock =>
  version?.clock ?? gridClock(version?.timing.rate ?? { num: 30, den: 1 });

/** One master clock: every animation frame, the follower is measured against the master and corrected. */
export function useSyncedFollower(
  master: VideoRef,
  follower: VideoRef,
  left: CompareVersion | undefined,
  right: CompareVersion | undefined,
): void {
  useEffect(() => {
    let handle = 0;
    const tick = () => {
      const m = master.current;
      const f = follower.current;
      if (m && f && right && f.readyState >= 1) {
        // One version time on both: each file's first frame is at its own time.
        const offset = clockOf(right).firstFrameSeconds - clockOf(left).firstFrameSeconds;
        const correction = syncCorrection({
          masterTime: m.currentTime + offset,
          followerTime: f.currentTime,
          masterRate: m.playbackRate,
          playing: !m.paused,
          followerFrameRate: right.timing.rate,
          followerDuration: f.duration,
        });
        if (correction.kind === 'seek' && !f.seeking) f.currentTime = correction.to;
        if (f.playbackRate !== correction.playbackRate) f.playbackRate = correction.playbackRate;
        if (!m.paused && f.paused && !f.ended && m.currentTime < f.duration)
          void f.play().catch(() => undefined);
        if (m.paused && !f.paused) f.pause();
      }
      handle = requestAnimationFrame(tick);
    };
    handle = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(handle);
  }, [master, follower, left, right]);
}

/** The note's frame (the middle of it, on its version's clock), at the same version time on the master. */
export function seekMasterTo(
  master: VideoRef,
  left: CompareVersion | undefined,
  note: CompareNote,
  version: CompareVersion,
): void {
  const m = master.current;
  if (!m) return;
  const own = clockOf(version);
  m.currentTime = clockSeekSeconds(note.frame, own) - own.firstFrameSeconds + clockOf(left).firstFrameSeconds;
}

function VersionPicker(props: {
  label: string;
  value: string;
  versions: readonly CompareVersion[];
  onChange(id: string): void;
}) {
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      fullWidth={false}
      sx={{ width: 120, flex: '0 0 auto' }}
    >
      {props.versions.map((v) => (
        <MenuItem key={v.id} value={v.id} disabled={v.src === null}>
          {VERSION_MESSAGES.versionChip(v.versionNumber)}
        </MenuItem>
      ))}
    </TextField>
  );
}

function CompareModeToggle({ mode, onChange }: { mode: CompareMode; onChange(mode: CompareMode): void }) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={mode}
      onChange={(_, next: CompareMode | null) => {
        if (next) onChange(next);
      }}
      aria-label={VERSION_MESSAGES.compareTitle}
    >
      <ToggleButton value="side" sx={{ textTransform: 'none' }}>
        {VERSION_MESSAGES.sideBySide}
      </ToggleButton>
      <ToggleButton value="wipe" sx={{ textTransform: 'none' }}>
        {VERSION_MESSAGES.wipe}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}

/** Which versions, side by side or wipe (desktop only: `mode` null on a phone), play/pause and close. */
export function CompareToolbar(props: {
  versions: readonly CompareVersion[];
  leftId: string;
  rightId: string;
  onLeft(id: string): void;
  onRight(id: string): void;
  mode: CompareMode | null;
  onMode(mode: CompareMode): void;
  playing: boolean;
  onToggle(): void;
  onClose(): void;
}) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 1.5, pt: 1 }}>
      <VersionPicker
        label={VERSION_MESSAGES.left}
        value={props.leftId}
        versions={props.versions}
        onChange={props.onLeft}
      />
      <VersionPicker
        label={VERSION_MESSAGES.right}
        value={props.rightId}
        versions={props.versions}
        onChange={props.onRight}
      />
      {props.mode ? <CompareModeToggle mode={props.mode} onChange={props.onMode} /> : null}
      <Button variant="contained" size="small" onClick={props.onToggle}>
        {props.playing ? VERSION_MESSAGES.pause : VERSION_MESSAGES.play}
      </Button>
      <Box sx={{ flexGrow: 1 }} />
      <Button size="small" onClick={props.onClose}>
        {VERSION_MESSAGES.close}
      </Button>
    </Box>
  );
}

/** The master plays with controls (unless wiped over) and reports play/pause; the follower is muted. */
export function ComparePlayer({
  version,
  role,
  videoRef,
  videoTitle,
  controls,
  onPlaying,
}: {
  version: CompareVersion | undefined;
  role: 'master' | 'follower';
  videoRef: VideoRef;
  videoTitle: string;
  controls: boolean;
  onPlaying?: ((playing: boolean) => void) | undefined;
}) {
  return (
    <Box
      component="video"
      ref={videoRef}
      src={version?.src ?? undefined}
      data-testid={`compare-${role}`}
      aria-label={`${VERSION_MESSAGES.versionChip(version?.versionNumber ?? 0)} ${videoTitle}`}
      controls={controls}
      muted={role === 'follower'}
      playsInline
      preload="auto"
      onPlay={onPlaying ? () => onPlaying(true) : undefined}
      onPause={onPlaying ? () => onPlaying(false) : undefined}
      sx={{ width: '100%', display: 'block', bgcolor: 'black', aspectRatio: '16 / 9' }}
    />
  );
}

/** A version's notes in time order; a note's position button seeks both players. */
export function VersionNotes(props: {
  version: CompareVersion | undefined;
  heading: string;
  onSeek(note: CompareNote, version: CompareVersion): void;
}) {
  const { version, heading } = props;
  const [display] = useTimeDisplay();
  if (!version) return null;
  return (
    <Box component="section" sx={{ mt: 1 }} aria-label={heading}>
      <Typography variant="subtitle2" component="h3">
        {heading}
      </Typography>
      {version.notes.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {VERSION_MESSAGES.noNotesOn(version.versionNumber)}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
          {[...version.notes]
            .sort((a, b) => a.timecodeMs - b.timecodeMs)
            .map((n) => (
              <Box component="li" key={n.id} sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
                <Button
                  size="small"
                  onClick={() => props.onSeek(n, version)}
                  sx={{ minWidth: 0, px: 0.5, fontFamily: 'monospace' }}
                >
                  {formatPosition(n, version.timing, display)}
                </Button>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {n.body}{' '}
                  <Typography component="span" variant="caption" color="text.secondary">
                    · {n.reviewerLabel}
                  </Typography>
                </Typography>
              </Box>
            ))}
        </Box>
      )}
    </Box>
  );
}

/** Desktop wipe: the follower over the master, clipped from the left at the slider's position. */
export function WipeView(props: {
  wipe: number;
  onWipe(value: number): void;
  master: ReactNode;
  follower: ReactNode;
  notes: ReactNode;
}) {
  const { wipe } = props;
  return (
    // The picture fits the screen's height, so the wipe slider and the notes stay in view.
    <Box sx={{ maxWidth: 'min(100%, calc((100vh - 330px) * 16 / 9))', mx: 'auto' }}>
      <Box sx={{ position: 'relative' }}>
        {props.master}
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            clipPath: `inset(0 0 0 ${wipe}%)`,
            pointerEvents: 'none',
          }}
        >
          {props.follower}
        </Box>
        <Box
          aria-hidden="true"
          sx={{
            position: 'absolute',
            top: 0,
            bottom: 40,
            left: `${wipe}%`,
            width: 2,
            bgcolor: 'primary.main',
            pointerEvents: 'none',
          }}
        />
      </Box>
      <Slider
        value={wipe}
        onChange={(_, v) => props.onWipe(Array.isArray(v) ? (v[0] ?? 50) : v)}
        aria-label={VERSION_MESSAGES.wipePosition}
        min={0}
        max={100}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>{props.notes}</Box>
    </Box>
  );
}
