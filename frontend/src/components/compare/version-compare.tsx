/**
 * Version compare (loaded on demand): two versions of one video side by side (stacked on a phone) or, on a
 * desktop, one over the other with a wipe; playing in sync from one master clock (the left player), the
 * follower corrected when it drifts more than half a frame (shared/lib/playback-sync.ts); each version's
 * notes under its player (a note seeks both).
 */
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useRef, useState } from 'react';
import { VERSION_MESSAGES } from '../../../../shared/messages/version-messages';
import {
  ComparePlayer,
  CompareToolbar,
  VersionNotes,
  WipeView,
  seekMasterTo,
  useSyncedFollower,
  type CompareMode,
  type CompareNote,
  type CompareVersion,
} from './version-compare-parts';

export type { CompareNote, CompareVersion } from './version-compare-parts';

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

export default function VersionCompare(props: VersionCompareProps) {
  const { versions, onClose } = props;
  const desktop = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const latest = versions.at(-1);
  const [leftId, setLeftId] = useState(props.initialLeftId ?? versions.at(-2)?.id ?? latest?.id ?? '');
  const [rightId, setRightId] = useState(props.initialRightId ?? latest?.id ?? '');
  const [mode, setMode] = useState<CompareMode>('side');
  const [wipe, setWipe] = useState(50);
  const [playing, setPlaying] = useState(false);
  const master = useRef<HTMLVideoElement | null>(null);
  const follower = useRef<HTMLVideoElement | null>(null);
  const left = versions.find((v) => v.id === leftId) ?? versions[0];
  const right = versions.find((v) => v.id === rightId) ?? latest;
  const wiping = desktop && mode === 'wipe';
  useSyncedFollower(master, follower, left, right);

  const toggle = () => {
    const m = master.current;
    if (!m) return;
    if (m.paused) void m.play().catch(() => undefined);
    else m.pause();
  };
  const seekBoth = (note: CompareNote, version: CompareVersion) => seekMasterTo(master, left, note, version);
  const leftHeading =
    props.changedSince && left
      ? VERSION_MESSAGES.changedSince(left.versionNumber)
      : VERSION_MESSAGES.notesOn(left?.versionNumber ?? 0);
  const player = (role: 'master' | 'follower') => {
    const version = role === 'master' ? left : right;
    return (
      <ComparePlayer
        key={`${role}-${version?.id ?? ''}`}
        version={version}
        role={role}
        videoRef={role === 'master' ? master : follower}
        videoTitle={props.videoTitle}
        controls={role === 'master' && !wiping}
        onPlaying={role === 'master' ? setPlaying : undefined}
      />
    );
  };
  const leftNotes = <VersionNotes version={left} heading={leftHeading} onSeek={seekBoth} />;
  const rightNotes = (
    <VersionNotes
      version={right}
      heading={VERSION_MESSAGES.notesOn(right?.versionNumber ?? 0)}
      onSeek={seekBoth}
    />
  );

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
        <CompareToolbar
          versions={versions}
          leftId={leftId}
          rightId={rightId}
          onLeft={setLeftId}
          onRight={setRightId}
          mode={desktop ? mode : null}
          onMode={setMode}
          playing={playing}
          onToggle={toggle}
          onClose={onClose}
        />
        {wiping ? (
          <WipeView
            wipe={wipe}
            onWipe={setWipe}
            master={player('master')}
            follower={player('follower')}
            notes={
              <>
                {leftNotes}
                {rightNotes}
              </>
            }
          />
        ) : (
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
            <Box>
              {player('master')}
              {leftNotes}
            </Box>
            <Box>
              {player('follower')}
              {rightNotes}
            </Box>
          </Box>
        )}
      </DialogContent>
    </Dialog>
  );
}
