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
import { projectVideoFixture, storedVersion } from './project-video-fixture';
import { VFR_COUNTER_TIMING } from '../../support/frame-timings';

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

/** vfr-counter.mp4's frames (make-fixtures.sh): 24 at 30 fps, 24 at 7.5 fps, 24 at 30 fps. */
const VFR_TIMING = VFR_COUNTER_TIMING satisfies ReviewVersion['frameTiming'];
const VFR_STARTS = VFR_TIMING.frameDurations.runs
  .flatMap(([d, n]) => Array.from({ length: n }, () => d / 15360))
  .reduce<number[]>((starts, d) => [...starts, (starts.at(-1) ?? 0) + d], [0]);
/** The frame a browser shows at a position on a variable rate: the last that started at or before it. */
const vfrFrame = (seconds: number) => VFR_STARTS.findLastIndex((t) => t <= seconds + 1e-9);

describe('review player on a variable frame rate and a late video start', () => {
  it('steps a variable-frame-rate source by its real frame times: every press shows the next picture', () => {
    render(
      <ReviewPlayer
        version={{ ...reviewVersion(null), durationMs: 4800, frameTiming: VFR_TIMING }}
        title="Phone clip"
        markers={[]}
        shortcuts
      />,
    );
    const element = screen.getByTestId('review-video') as HTMLVideoElement;
    browserLikeVideo(element, 4.8);
    const shown: number[] = [];
    for (let i = 1; i < 72; i++) {
      press('.');
      shown.push(vfrFrame(element.currentTime));
    }
    expect(shown).toEqual(Array.from({ length: 71 }, (_, i) => i + 1));
    for (let i = 0; i < 40; i++) press(',');
    expect(vfrFrame(element.currentTime)).toBe(31);
  });

  it("counts the note's frame from the first video frame when the video starts late", () => {
    const ref = createRef<PlayerHandle>();
    render(
      <ReviewPlayer
        ref={ref}
        version={{
          ...reviewVersion(25),
          frameTiming: {
            status: 'probed',
            rate: { num: 25, den: 1 },
            dropFrame: false,
            frameCount: 150,
            startTimecode: null,
            firstFrameSeconds: 0.08,
          },
        }}
        title="Fragmented"
        markers={[]}
        shortcuts
      />,
    );
    const element = screen.getByTestId('review-video') as HTMLVideoElement;
    browserLikeVideo(element, 6.08);
    // The burnt-in counter reads 53 where frame 53 is presented: 0.080 s + 53 / 25.
    element.currentTime = 0.08 + 53 / 25 + 0.01;
    expect(ref.current?.currentFrame()).toBe(53);
    expect(ref.current?.currentTimeMs()).toBe(2130);
    press('.');
    expect(element.currentTime).toBeCloseTo(0.08 + 54.5 / 25, 5);
    ref.current?.seekMs(2120);
    expect(element.currentTime).toBeCloseTo(0.08 + 53.5 / 25, 5);
  });

  it("steps, seeks and reads frames on the played proxy's recorded clock (it starts at 0, the source at 0.080 s)", () => {
    const rate = { num: 25, den: 1 };
    const ref = createRef<PlayerHandle>();
    const url = 'https://media.test/v1-1080.mp4';
    render(
      <ReviewPlayer
        ref={ref}
        version={{
          ...reviewVersion(25),
          playbackUrl: url,
          frameTiming: {
            status: 'probed',
            rate,
            dropFrame: false,
            frameCount: 150,
            startTimecode: null,
            firstFrameSeconds: 0.08,
          },
          alternatives: [
            {
              quality: '1080p',
              url,
              frameClock: { firstFrameSeconds: 0, frameDurations: { timescale: 12800, runs: [[512, 150]] } },
            },
          ],
        }}
        title="Fragmented"
        markers={[]}
        shortcuts
      />,
    );
    const element = screen.getByTestId('review-video') as HTMLVideoElement;
    // The proxy's frame k is source frame k, from k / 25 s.
    const video = browserLikeVideo(element, 6);
    for (let i = 1; i <= 60; i++) {
      press('.');
      expect(video.frame(rate)).toBe(i);
      expect(ref.current?.currentFrame()).toBe(i);
    }
    ref.current?.seekMs(2120);
    expect(video.frame(rate)).toBe(53);
    expect(ref.current?.currentTimeMs()).toBe(2140);
  });
});

function projectVideo(frameRate: number | null): ProjectVideo {
  return projectVideoSchema.parse(
    projectVideoFixture({
      currentVersionId: 'ver-2',
      // Version 1 had another rate: the player must use the current version's.
      versions: [1, 2].map((n) => storedVersion(n, { frameRate: n === 2 ? frameRate : 50 })),
      playbackUrl: 'https://media.test/v2.mp4',
      versionPlayback: [],
    }),
  );
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
