/**
 * Version compare (loaded on demand): two versions of one video side by side (stacked on a phone) or, on a
 * desktop, one over the other with a wipe; playing in sync from one master clock (the left player), the
 * follower corrected when it drifts more than half a frame (shared/lib/playback-sync.ts); each version's
 * notes under its player (a note seeks both).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useRef, useState } from 'react';
import {
  clockSeekSeconds,
  gridClock,
  type FrameClock,
  type FrameTiming,
} from '../../../../shared/lib/frame-time';
import { syncCorrection } from '../../../../shared/lib/playback-sync';
import { formatPosition } from '../../../../shared/lib/time-display';
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

/** A version's frame clock (its rate's grid from 0 when none was given). */
const clockOf = (version: CompareVersion | undefined): FrameClock =>
  version?.clock ?? gridClock(version?.timing.rate ?? { num: 30, den: 1 });

export interface VersionCompareProps {
  videoTitle: string;
  /** Oldest first. */
  versions: readonly CompareVersion[];
  /** Left (the master) and right at opening; default: the one before the latest, and the latest. */
  initialLeftId?: string;
  initialRightId?: string;
  /** Shown as the heading of the left side's notes (the client: what they asked for last time). */
  changedSince?: boolean;
  onClose: () => void;
}

type Mode = 'side' | 'wipe';

export default function VersionCompare(props: VersionCompareProps) {
  const { versions, onClose } = props;
  const desktop = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const [display] = useTimeDisplay();
  const latest = versions.at(-1);
  const [leftId, setLeftId] = useState(props.initialLeftId ?? versions.at(-2)?.id ?? latest?.id ?? '');
  const [rightId, setRightId] = useState(props.initialRightId ?? latest?.id ?? '');
  const [mode, setMode] = useState<Mode>('side');
  const [wipe, setWipe] = useState(50);
  const [playing, setPlaying] = useState(false);
  const master = useRef<HTMLVideoElement | null>(null);
  const follower = useRef<HTMLVideoElement | null>(null);
  const left = versions.find((v) => v.id === leftId) ?? versions[0];
  const right = versions.find((v) => v.id === rightId) ?? latest;
  const wiping = desktop && mode === 'wipe';

  // One master clock: every animation frame, the follower is measured against the master and corrected.
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
  }, [left, right]);

  const toggle = () => {
    const m = master.current;
    if (!m) return;
    if (m.paused) void m.play().catch(() => undefined);
    else m.pause();
  };
  /** The note's frame (the middle of it, on its version's clock), at the same version time on the master. */
  const seekBoth = (note: CompareNote, version: CompareVersion) => {
    const m = master.current;
    if (!m) return;
    const own = clockOf(version);
    m.currentTime =
      clockSeekSeconds(note.frame, own) - own.firstFrameSeconds + clockOf(left).firstFrameSeconds;
  };

  const picker = (label: string, value: string, onChange: (id: string) => void) => (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      fullWidth={false}
      sx={{ width: 120, flex: '0 0 auto' }}
    >
      {versions.map((v) => (
        <MenuItem key={v.id} value={v.id} disabled={v.src === null}>
          {VERSION_MESSAGES.versionChip(v.versionNumber)}
        </MenuItem>
      ))}
    </TextField>
  );

  const player = (version: CompareVersion | undefined, role: 'master' | 'follower') => (
    <Box
      component="video"
      key={`${role}-${version?.id ?? ''}`}
      ref={role === 'master' ? master : follower}
      src={version?.src ?? undefined}
      data-testid={`compare-${role}`}
      aria-label={`${VERSION_MESSAGES.versionChip(version?.versionNumber ?? 0)} ${props.videoTitle}`}
      controls={role === 'master' && !wiping}
      muted={role === 'follower'}
      playsInline
      preload="auto"
      onPlay={role === 'master' ? () => setPlaying(true) : undefined}
      onPause={role === 'master' ? () => setPlaying(false) : undefined}
      sx={{ width: '100%', display: 'block', bgcolor: 'black', aspectRatio: '16 / 9' }}
    />
  );

  const notesOf = (version: CompareVersion | undefined, heading: string) =>
    version ? (
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
                    onClick={() => seekBoth(n, version)}
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
    ) : null;

  const leftHeading =
    props.changedSince && left
      ? VERSION_MESSAGES.changedSince(left.versionNumber)
      : VERSION_MESSAGES.notesOn(left?.versionNumber ?? 0);

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={!desktop}
      fullWidth
      maxWidth="xl"
      aria-labelledby="compare-title"
    >
      <DialogTitle id="compare-title" sx={{ pb: 1 }}>
        {VERSION_MESSAGES.compareTitle}: {props.videoTitle}
      </DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 1.5, pt: 1 }}>
          {picker(VERSION_MESSAGES.left, leftId, setLeftId)}
          {picker(VERSION_MESSAGES.right, rightId, setRightId)}
          {desktop ? (
            <ToggleButtonGroup
              size="small"
              exclusive
              value={mode}
              onChange={(_, next: Mode | null) => {
                if (next) setMode(next);
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
          ) : null}
          <Button variant="contained" size="small" onClick={toggle}>
            {playing ? VERSION_MESSAGES.pause : VERSION_MESSAGES.play}
          </Button>
          <Box sx={{ flexGrow: 1 }} />
          <Button size="small" onClick={onClose}>
            {VERSION_MESSAGES.close}
          </Button>
        </Box>
        {wiping ? (
          // The picture fits the screen's height, so the wipe slider and the notes stay in view.
          <Box sx={{ maxWidth: 'min(100%, calc((100vh - 330px) * 16 / 9))', mx: 'auto' }}>
            <Box sx={{ position: 'relative' }}>
              {player(left, 'master')}
              <Box
                sx={{
                  position: 'absolute',
                  inset: 0,
                  clipPath: `inset(0 0 0 ${wipe}%)`,
                  pointerEvents: 'none',
                }}
              >
                {player(right, 'follower')}
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
              onChange={(_, v) => setWipe(Array.isArray(v) ? (v[0] ?? 50) : v)}
              aria-label={VERSION_MESSAGES.wipePosition}
              min={0}
              max={100}
            />
            <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
              {notesOf(left, leftHeading)}
              {notesOf(right, VERSION_MESSAGES.notesOn(right?.versionNumber ?? 0))}
            </Box>
          </Box>
        ) : (
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
            <Box>
              {player(left, 'master')}
              {notesOf(left, leftHeading)}
            </Box>
            <Box>
              {player(right, 'follower')}
              {notesOf(right, VERSION_MESSAGES.notesOn(right?.versionNumber ?? 0))}
            </Box>
          </Box>
        )}
      </DialogContent>
    </Dialog>
  );
}
