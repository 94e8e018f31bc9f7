/**
 * Frame stepping and seeks to a note in the review and project players (jsdom). The <video> is given a
 * browser-like `currentTime` that keeps whole microseconds, as Chromium does: the old `currentTime + 1/fps`
 * step failed exactly there.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef, useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { projectVideoSchema, type ProjectVideo } from '../../../shared/api/endpoints/projects';
import type { ReviewVersion } from '../../../shared/api/endpoints/review';
import {
  STANDARD_FRAME_RATES,
  frameAtMs,
  frameSeekSeconds,
  type FrameRate,
} from '../../../shared/lib/frame-time';
import { VideoPlayer } from '../../../frontend/src/features/project/components/video-player';
import { ToastProvider } from '../../../frontend/src/components/toast/toast-provider';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  ReviewPlayer,
  type PlayerHandle,
} from '../../../frontend/src/features/review/components/review-player';
import { DEFAULT_PLAYER_FRAME_RATE, versionFrameRate } from '../../../frontend/src/lib/video-frames';

afterEach(() => cleanup());

/** Gives a jsdom <video> a position kept in whole microseconds, a duration, and a working pause(). */
function browserLikeVideo(element: HTMLElement, durationSeconds: number) {
  let time = 0;
  Object.defineProperty(element, 'currentTime', {
    configurable: true,
    get: () => time,
    set: (value: number) => {
      time = Math.round(Math.min(Math.max(0, value), durationSeconds) * 1e6) / 1e6;
    },
  });
  Object.defineProperty(element, 'duration', { configurable: true, get: () => durationSeconds });
  const pause = vi.fn();
  Object.defineProperty(element, 'pause', { configurable: true, value: pause });
  // The frame a browser shows: the last one that started at or before the position (no tolerance here).
  return { pause, frame: (rate: FrameRate) => Math.floor((time * rate.num) / rate.den + 1e-9) };
}

function reviewVersion(frameRate: number | null): ReviewVersion {
  return {
    id: '01JDVERSION0000000000000001',
    versionNumber: 1,
    playbackUrl: 'https://media.test/v1.mp4',
    previewUrl: null,
    thumbnailUrl: null,
    mimeType: 'video/mp4',
    durationMs: 60_000,
    frameRate,
    frameTiming: { status: 'unknown' },
    downloadUrl: null,
    alternatives: [],
    processing: false,
    scrub: null,
  };
}

const press = (key: string) => fireEvent.keyDown(window, { key });

describe('review player frame step', () => {
  it.each([
    ['23.976', 23.976],
    ['29.97', 29.97],
    ['25', 25],
    ['59.94', 59.94],
  ] as const)('comma/period move exactly one frame at %s fps, every press', (name, frameRate) => {
    const rate = STANDARD_FRAME_RATES[name];
    render(<ReviewPlayer version={reviewVersion(frameRate)} title="Intro" markers={[]} shortcuts />);
    const video = browserLikeVideo(screen.getByTestId('review-video'), 60);
    for (let i = 1; i <= 120; i++) {
      press('.');
      expect(video.frame(rate)).toBe(i);
    }
    for (let i = 119; i >= 100; i--) {
      press(',');
      expect(video.frame(rate)).toBe(i);
    }
    expect(video.pause).toHaveBeenCalled();
  });

  it('steps from wherever playback stopped, to the next whole frame', () => {
    const rate = STANDARD_FRAME_RATES['23.976'];
    render(<ReviewPlayer version={reviewVersion(23.976)} title="Intro" markers={[]} shortcuts />);
    const element = screen.getByTestId('review-video') as HTMLVideoElement;
    const video = browserLikeVideo(element, 60);
    // Paused on the first instant of frame 24 (1.001 s), as a browser reports it.
    element.currentTime = 1.001;
    press('.');
    expect(video.frame(rate)).toBe(25);
    expect(element.currentTime).toBeCloseTo(frameSeekSeconds(25, rate), 5);
    press(',');
    press(',');
    expect(video.frame(rate)).toBe(23);
  });

  it('does not step before the first frame', () => {
    render(<ReviewPlayer version={reviewVersion(25)} title="Intro" markers={[]} shortcuts />);
    const video = browserLikeVideo(screen.getByTestId('review-video'), 60);
    press(',');
    expect(video.frame(STANDARD_FRAME_RATES['25'])).toBe(0);
  });

  it('uses the documented default rate when the version has none', () => {
    expect(versionFrameRate(reviewVersion(null))).toEqual(DEFAULT_PLAYER_FRAME_RATE);
    expect(versionFrameRate(null)).toEqual(DEFAULT_PLAYER_FRAME_RATE);
    expect(versionFrameRate(reviewVersion(23.98))).toEqual({ num: 24000, den: 1001 });
    render(<ReviewPlayer version={reviewVersion(null)} title="Intro" markers={[]} shortcuts />);
    const video = browserLikeVideo(screen.getByTestId('review-video'), 60);
    press('.');
    press('.');
    expect(video.frame(DEFAULT_PLAYER_FRAME_RATE)).toBe(2);
  });

  it('a note marker and the handle seek to the middle of the note’s frame', () => {
    const rate = STANDARD_FRAME_RATES['29.97'];
    const ref = createRef<PlayerHandle>();
    render(
      <ReviewPlayer
        ref={ref}
        version={reviewVersion(29.97)}
        title="Intro"
        markers={[{ id: 'n1', timecodeMs: 5005, label: 'Logo', draft: false }]}
        shortcuts
      />,
    );
    const element = screen.getByTestId('review-video') as HTMLVideoElement;
    const video = browserLikeVideo(element, 60);
    fireEvent.click(screen.getByRole('button', { name: 'Jump to note at 00:05' }));
    expect(video.frame(rate)).toBe(frameAtMs(5005, rate));
    expect(video.frame(rate)).toBe(150);
    expect(element.currentTime).toBeCloseTo(frameSeekSeconds(150, rate), 5);
    ref.current?.seekMs(1001);
    expect(video.frame(rate)).toBe(30);
  });
});

function projectVideo(frameRate: number | null): ProjectVideo {
  const at = '2026-11-20T10:00:00.000Z';
  return projectVideoSchema.parse({
    id: 'vid-1',
    projectId: 'proj-1',
    title: 'Intro',
    orderIndex: 1,
    fileId: 'file-1',
    status: 'pending_review',
    currentVersionId: 'ver-2',
    lastStatusChangeAt: at,
    createdAt: at,
    revision: 1,
    versions: [1, 2].map((n) => ({
      id: `ver-${n}`,
      videoId: 'vid-1',
      projectId: 'proj-1',
      versionNumber: n,
      sourceType: 'drive',
      sourceUrl: 'https://drive.test/file',
      fileId: 'file-1',
      previewUrl: null,
      thumbnailUrl: null,
      fileName: 'intro.mp4',
      fileSize: 1000,
      mimeType: 'video/mp4',
      storagePath: 'media/x.mp4',
      thumbnailPath: null,
      status: 'stored',
      statusNote: null,
      durationMs: 60_000,
      width: 640,
      height: 360,
      // Version 1 had another rate: the player must use the current version's.
      frameRate: n === 2 ? frameRate : 50,
      createdAt: at,
    })),
    notes: [],
    notesNextCursor: null,
    noteCounts: { total: 0, pending: 0, completed: 0 },
    notesText: '',
    approvals: [],
    playbackUrl: 'https://media.test/v2.mp4',
    playbackKind: 'stored',
    thumbnailUrl: null,
    replies: [],
    earlierNotes: [],
    versionPlayback: [],
  });
}

function ProjectPlayer({ video }: { video: ProjectVideo }) {
  const ref = useRef<HTMLVideoElement | null>(null);
  return <VideoPlayer video={video} videoRef={ref} />;
}

describe('project page player frame step', () => {
  it.each([
    ['23.976', 23.976],
    ['29.97', 29.97],
  ] as const)(
    'comma/period on the focused player move one frame at the current version’s %s fps',
    (name, fps) => {
      const rate = STANDARD_FRAME_RATES[name];
      render(<ProjectPlayer video={projectVideo(fps)} />);
      const element = screen.getByLabelText('Player: Intro');
      const video = browserLikeVideo(element, 60);
      for (let i = 1; i <= 60; i++) {
        fireEvent.keyDown(element, { key: '.' });
        expect(video.frame(rate)).toBe(i);
      }
      fireEvent.keyDown(element, { key: ',' });
      expect(video.frame(rate)).toBe(59);
      // Other keys and modified keys are left to the browser.
      fireEvent.keyDown(element, { key: '.', ctrlKey: true });
      fireEvent.keyDown(element, { key: 'a' });
      expect(video.frame(rate)).toBe(59);
    },
  );
});

describe('project page player: the editor marks a note range', () => {
  it('I and O on the focused player mark the range shown on the timeline; not on an archived project', () => {
    const rate = STANDARD_FRAME_RATES['25'];
    function Marking({ disabled }: { disabled: boolean }) {
      const ref = useRef<HTMLVideoElement | null>(null);
      return (
        <QueryClientProvider client={new QueryClient()}>
          <ToastProvider>
            <VideoPlayer
              video={projectVideo(25)}
              videoRef={ref}
              noteComposer={{ projectId: 'proj-1', disabled, guard: () => !disabled }}
            />
          </ToastProvider>
        </QueryClientProvider>
      );
    }
    const { unmount } = render(<Marking disabled={false} />);
    const element = screen.getByLabelText('Player: Intro');
    const video = browserLikeVideo(element, 60);
    for (let i = 0; i < 10; i++) fireEvent.keyDown(element, { key: '.' });
    // Handled (default prevented) while the editor may add notes.
    expect(fireEvent.keyDown(element, { key: 'i' })).toBe(false);
    for (let i = 0; i < 15; i++) fireEvent.keyDown(element, { key: '.' });
    fireEvent.keyDown(element, { key: 'O' });
    expect(video.frame(rate)).toBe(25);
    expect(screen.getByTestId('pending-range')).toBeInTheDocument();
    unmount();
    render(<Marking disabled />);
    const readOnly = screen.getByLabelText('Player: Intro');
    browserLikeVideo(readOnly, 60);
    // Left to the browser on an archived project.
    expect(fireEvent.keyDown(readOnly, { key: 'i' })).toBe(true);
    expect(screen.queryByTestId('pending-range')).toBeNull();
  });
});
