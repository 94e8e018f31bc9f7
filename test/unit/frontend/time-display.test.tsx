/**
 * The per-user time display: a client's choice (review page, no account) lives in localStorage; the editor's
 * (project page) is the profile's, saved through PUT /api/profile/preferences. Both lists show the same text
 * for the same note: mm:ss by default, SMPTE timecode (';' before the frames at 29.97 DF), frame number.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ReviewNote } from '../../../shared/api/endpoints/review';
import type { Note, Profile } from '../../../shared/domain/entities';
import { useRef } from 'react';
import { frameSeekSeconds, frameTiming, frameToMs } from '../../../shared/lib/frame-time';
import { TIME_DISPLAY_STORAGE_KEY } from '../../../shared/lib/time-display';
import { formatPosition } from '../../../shared/lib/smpte/position';
import { FeedbackList } from '../../../frontend/src/components/feedback/feedback-list';
import { EditorTimeDisplay } from '../../../frontend/src/lib/editor-time-display';
import { PlayerPosition, TimeDisplaySwitch } from '../../../frontend/src/lib/time-display';
import { versionFrameClock, versionFrameTiming } from '../../../frontend/src/lib/video-frames';
import { editorProfileEntity, renderApp, signedIn } from './test-app';

const DF = frameTiming({ num: 30000, den: 1001 }, true);
const FRAME = 1799; // 00:00:59;29 (just before the dropped numbers) is 60.027 s: mm:ss shows 01:00
const MS = frameToMs(FRAME, DF.rate);

const reviewNote: ReviewNote = {
  id: '01JDNOTE00000000000000000A',
  videoId: '01JDVIDEO0000000000000000A',
  videoVersionId: '01JDVERSION000000000000000',
  body: 'Cut here',
  timecodeMs: MS,
  frame: FRAME,
  reviewerLabel: 'Client',
  status: 'pending',
  createdAt: '2026-11-23T10:00:00.000Z',
};

const note: Note = {
  ...reviewNote,
  projectId: '01JDPROJECT000000000000000',
  submitBatchId: 'b',
  reviewerIp: '10.0.0.0',
};

const profile: Profile = editorProfileEntity({
  activeProjectCount: 1,
  timeDisplay: 'frames',
  createdAt: '2026-11-01T00:00:00.000Z',
});

/** The client's feedback list of the one drop-frame note. */
const clientNotes = (
  <FeedbackList
    viewer="client"
    timing={DF}
    drafts={[]}
    notes={[reviewNote]}
    onSeek={() => undefined}
    onRemoveDraft={() => undefined}
  />
);

beforeEach(() => window.localStorage.clear());
afterEach(() => window.localStorage.clear());

describe('review page time display (client, localStorage)', () => {
  it('shows mm:ss by default, then timecode and frame number as chosen, and remembers the choice', async () => {
    const first = renderApp(
      <>
        <TimeDisplaySwitch />
        {clientNotes}
      </>,
    );
    const list = screen.getByRole('list', { name: 'Notes' });
    expect(within(list).getByRole('button', { name: 'Jump to 01:00' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Timecode' }));
    expect(await within(list).findByRole('button', { name: 'Jump to 00:00:59;29' })).toBeTruthy();
    expect(window.localStorage.getItem(TIME_DISPLAY_STORAGE_KEY)).toBe('timecode');

    fireEvent.click(screen.getByRole('button', { name: 'Frames' }));
    expect(await within(list).findByRole('button', { name: 'Jump to #1799' })).toBeTruthy();
    first.unmount();

    // A reload keeps the client's choice.
    renderApp(clientNotes);
    expect(screen.getByRole('button', { name: 'Jump to #1799' })).toBeTruthy();
    expect(first.calls).toEqual([]);
  });
});

describe('project page time display (editor, profile)', () => {
  it("starts from the profile's choice and saves a change through the API; the lists agree", async () => {
    let stored: Profile = profile;
    const view = renderApp(
      <EditorTimeDisplay>
        <TimeDisplaySwitch />
        <FeedbackList
          viewer="editor"
          timing={DF}
          notes={[note]}
          readOnly={false}
          onToggle={() => undefined}
          onSeek={() => undefined}
        />
      </EditorTimeDisplay>,
      {
        auth: signedIn,
        responder: (call) => {
          if (call.path === '/api/profile' && call.method === 'GET') return { status: 200, body: stored };
          if (call.path === '/api/profile/preferences' && call.method === 'PUT') {
            stored = { ...stored, ...(call.body as Partial<Profile>) };
            return { status: 200, body: stored };
          }
          return undefined;
        },
      },
    );
    expect(await screen.findByRole('button', { name: 'Play from #1799' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Timecode' }));
    expect(await screen.findByRole('button', { name: 'Play from 00:00:59;29' })).toBeTruthy();
    await waitFor(() =>
      expect(view.calls).toContainEqual({
        method: 'PUT',
        path: '/api/profile/preferences',
        body: { timeDisplay: 'timecode' },
      }),
    );
    // The editor's choice is the profile's, not this browser's.
    expect(window.localStorage.getItem(TIME_DISPLAY_STORAGE_KEY)).toBeNull();
  });
});

describe("the player's Timecode display", () => {
  const camera = {
    frameTiming: {
      status: 'probed',
      rate: { num: 30000, den: 1001 },
      dropFrame: true,
      frameCount: 900,
      startTimecode: '01:00:00;00',
    },
  } as const;

  function Player({ seconds }: { seconds: number }) {
    const ref = useRef<HTMLVideoElement>(null);
    return (
      <>
        <video ref={ref} data-seconds={seconds} />
        <PlayerPosition
          videoRef={ref}
          timing={versionFrameTiming(camera)}
          clock={versionFrameClock(camera)}
          source="file"
        />
      </>
    );
  }

  it("counts from the file's own start timecode: frame 24 of a 01:00:00;00 file reads 01:00:00;24", () => {
    window.localStorage.setItem(TIME_DISPLAY_STORAGE_KEY, 'timecode');
    const descriptor = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'currentTime');
    Object.defineProperty(HTMLMediaElement.prototype, 'currentTime', {
      configurable: true,
      get(this: HTMLMediaElement) {
        return Number(this.dataset['seconds']);
      },
    });
    try {
      renderApp(<Player seconds={frameSeekSeconds(24, camera.frameTiming.rate)} />);
      expect(screen.getByTestId('player-position').textContent).toBe('01:00:00;24');
    } finally {
      if (descriptor) Object.defineProperty(HTMLMediaElement.prototype, 'currentTime', descriptor);
    }
  });

  it('the note lists agree with it (the same timing), and a file without a timecode counts from zero', () => {
    expect(formatPosition({ timecodeMs: 0, frame: 1800 }, versionFrameTiming(camera), 'timecode')).toBe(
      '01:01:00;02',
    );
    expect(
      formatPosition({ timecodeMs: 0, frame: 24 }, versionFrameTiming({ frameRate: 25 }), 'timecode'),
    ).toBe('00:00:00:24');
  });
});
