/**
 * The per-user choice of how note times are shown (mm:ss, SMPTE timecode, frame number), the same on the
 * project page and the review page. Inside `<EditorTimeDisplay>` (the signed-in editor's pages) the choice is
 * the profile's, saved through the API (editor-time-display.tsx); elsewhere (a client on the review page, no
 * account) it lives in this browser's localStorage.
 */
import Box from '@mui/material/Box';
import { ToggleChoice } from '../components/toggle-choice';
import { createContext, useCallback, useContext, useEffect, useState, type RefObject } from 'react';
import {
  clockFrameAtSeconds,
  versionMsAt,
  type FrameClock,
  type FrameTiming,
} from '../../../shared/lib/frame-time';
import {
  DEFAULT_TIME_DISPLAY,
  parseTimeDisplay,
  TIME_DISPLAY_LABELS,
  TIME_DISPLAY_STORAGE_KEY,
  TIME_DISPLAY_SWITCH_LABEL,
  TIME_DISPLAYS,
  type TimeDisplay,
} from '../../../shared/lib/time-display';
import { formatPosition } from '../../../shared/lib/smpte/position';

export type TimeDisplayState = [TimeDisplay, (display: TimeDisplay) => void];

/**
 * The signed-in editor's choice (lib/editor-time-display.tsx provides it from the profile); a module of its
 * own, so the client's review page never loads the profile API.
 */
export const EditorChoice = createContext<TimeDisplayState | null>(null);

const CHANGE_EVENT = 'cutroom:time-display';

function readStored(): TimeDisplay {
  try {
    return parseTimeDisplay(window.localStorage.getItem(TIME_DISPLAY_STORAGE_KEY));
  } catch {
    return DEFAULT_TIME_DISPLAY;
  }
}

function useStoredTimeDisplay(): TimeDisplayState {
  const [display, setDisplay] = useState<TimeDisplay>(() =>
    typeof window === 'undefined' ? DEFAULT_TIME_DISPLAY : readStored(),
  );
  useEffect(() => {
    const sync = () => setDisplay(readStored());
    window.addEventListener(CHANGE_EVENT, sync);
    window.addEventListener('storage', sync);
    return () => {
      window.removeEventListener(CHANGE_EVENT, sync);
      window.removeEventListener('storage', sync);
    };
  }, []);
  const choose = useCallback((next: TimeDisplay) => {
    try {
      window.localStorage.setItem(TIME_DISPLAY_STORAGE_KEY, next);
    } catch {
      // Storage blocked (private mode): the choice lasts for this page only.
    }
    setDisplay(next);
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }, []);
  return [display, choose];
}

/** The current choice and how to change it (profile for the editor, localStorage for a client). */
export function useTimeDisplay(): TimeDisplayState {
  const editor = useContext(EditorChoice);
  const stored = useStoredTimeDisplay();
  return editor ?? stored;
}

/** mm:ss · Timecode · Frames, keyboard accessible (a group of toggle buttons), small enough for a phone. */
export function TimeDisplaySwitch() {
  const [display, setDisplay] = useTimeDisplay();
  return (
    <ToggleChoice
      value={display}
      ariaLabel={TIME_DISPLAY_SWITCH_LABEL}
      onChange={(next) => setDisplay(parseTimeDisplay(next))}
      minHeight={32}
      options={TIME_DISPLAYS.map((d) => ({ value: d, label: TIME_DISPLAY_LABELS[d] }))}
    />
  );
}

/** The player's position in the chosen display, over the picture's top right corner (follows seeks and play). */
export function PlayerPosition({
  videoRef,
  timing,
  clock,
  source,
}: {
  videoRef: RefObject<HTMLVideoElement | null>;
  /** The version's timing; its `startFrame` (the file's start timecode) starts the Timecode display. */
  timing: FrameTiming & { startFrame?: number };
  /** Where the version's frames are on the player's timeline (first frame, variable rate). */
  clock: FrameClock;
  /** Changes when the player loads another file. */
  source: unknown;
}) {
  const [display] = useTimeDisplay();
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const update = () => setSeconds(video.currentTime);
    update();
    video.addEventListener('timeupdate', update);
    video.addEventListener('seeked', update);
    return () => {
      video.removeEventListener('timeupdate', update);
      video.removeEventListener('seeked', update);
    };
  }, [videoRef, source]);
  const position = { timecodeMs: versionMsAt(seconds, clock), frame: clockFrameAtSeconds(seconds, clock) };
  return (
    <Box
      data-testid="player-position"
      sx={{
        position: 'absolute',
        top: 8,
        right: 8,
        px: 1,
        py: 0.25,
        borderRadius: 1,
        bgcolor: 'rgba(0,0,0,0.7)',
        color: '#fff',
        fontFamily: 'monospace',
        fontSize: 13,
        pointerEvents: 'none',
      }}
    >
      {formatPosition(position, timing, display)}
    </Box>
  );
}
