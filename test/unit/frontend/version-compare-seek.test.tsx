/**
 * Version compare seeks a note's frame on each file's own frame clock: a version whose video starts late
 * (0.080 s, a fragmented MP4's B-frames) or whose frames vary is sought to the middle of the note's frame on its
 * timeline, not to the note's milliseconds read as media time (up to 80 ms, two frames, early).
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '../../../frontend/src/app/theme';
import VersionCompare, {
  type CompareVersion,
} from '../../../frontend/src/components/compare/version-compare';
import {
  clockFrameAtSeconds,
  clockFrameToMs,
  versionClock,
  type VersionFrameTiming,
} from '../../../shared/lib/frame-time';
import { LATE_MP4_TIMING, VFR_COUNTER_TIMING } from '../../support/frame-timings';

afterEach(() => cleanup());

const late: VersionFrameTiming = LATE_MP4_TIMING;
const variable: VersionFrameTiming = { ...VFR_COUNTER_TIMING, firstFrameSeconds: 0.021 };

function version(id: string, n: number, timing: VersionFrameTiming, frame: number): CompareVersion {
  const clock = versionClock({ frameTiming: timing });
  return {
    id,
    versionNumber: n,
    src: `https://media.test/${id}.mp4`,
    timing: { rate: clock.rate, dropFrame: false },
    clock,
    notes: [
      {
        id: `note-${id}`,
        timecodeMs: clockFrameToMs(frame, clock),
        frame,
        body: `Note on v${n}`,
        reviewerLabel: 'Client',
      },
    ],
  };
}

describe('version compare seeks by the frame clock', () => {
  it("a note seeks the master to the middle of the note's frame on each file's own timeline", () => {
    const v1 = version('v1', 1, late, 53);
    const v2 = version('v2', 2, variable, 30);
    render(
      <ThemeProvider theme={theme}>
        <VersionCompare videoTitle="Cut" versions={[v1, v2]} onClose={() => undefined} />
      </ThemeProvider>,
    );
    const master = screen.getByTestId('compare-master') as HTMLVideoElement;

    fireEvent.click(screen.getByText('Note on v1').closest('li')!.querySelector('button')!);
    // The master plays v1: frame 53 of a file whose first frame is at 0.080 s.
    expect(clockFrameAtSeconds(master.currentTime, v1.clock!)).toBe(53);
    expect(master.currentTime).toBeCloseTo(0.08 + 53.5 / 25, 6);

    // A note on v2 (variable rate, first frame at 0.021 s): the same version time on the master's file.
    fireEvent.click(screen.getByText('Note on v2').closest('li')!.querySelector('button')!);
    const v2Clock = v2.clock!;
    const v2Middle = ((v2Clock.bounds![30]! + v2Clock.bounds![31]!) / 2) as number;
    expect(master.currentTime).toBeCloseTo(0.08 + v2Middle, 6);
    expect(clockFrameAtSeconds(master.currentTime - 0.08 + 0.021, v2Clock)).toBe(30);
  });
});
