/**
 * The marker-export fixtures: one video version per rate with notes chosen to hit the rules (drop-frame
 * boundaries, notes on one frame, a text starting with a digit, `|`, accents, XML markup, a done note, a
 * range). The expected files are in test/fixtures/markers/<name>/, checked by hand.
 */
import {
  STANDARD_FRAME_RATES,
  frameTiming,
  type StandardFrameRateName,
} from '../../../../shared/lib/frame-time';
import type { MarkerNote, MarkerVideo } from '../../../../shared/markers/marker-source';

let seq = 0;
function note(
  frame: number,
  reviewerLabel: string,
  body: string,
  extra: Partial<MarkerNote> = {},
): MarkerNote {
  seq += 1;
  return {
    id: `01JD${String(seq).padStart(22, '0')}`,
    body,
    reviewerLabel,
    status: 'pending',
    createdAt: `2026-11-20T10:${String(seq).padStart(2, '0')}:00.000Z`,
    frame,
    ...extra,
  };
}

function video(rate: StandardFrameRateName, frameCount: number, notes: MarkerNote[]): MarkerVideo {
  return {
    projectName: 'Acme: Spring/Launch',
    videoTitle: `Intro cut ${rate}`,
    versionNumber: 3,
    timing: frameTiming(STANDARD_FRAME_RATES[rate]),
    frameCount,
    width: 1920,
    height: 1080,
    notes,
  };
}

export const MARKER_FIXTURES = {
  '23976': video('23.976', 2400, [
    note(0, 'Ana', 'First frame: fade in'),
    note(132, 'Ana', 'Logo too small'),
    note(1439, 'Bruno', 'Música: baixar o volume', { status: 'completed' }),
    note(1440, 'Bruno', 'Cut <here> & "hold"'),
  ]),
  '25': video('25', 1500, [
    note(25, 'Ana', '3 frames late'),
    note(25, 'Chloé', 'Agree | trim it'),
    note(100, '2nd unit', 'Reframe the wide'),
    note(749, 'Ana', 'Colour: warmer', { durationFrames: 50 }),
    note(1499, 'Ana', 'Last frame', { status: 'completed' }),
  ]),
  '2997df': video('29.97', 3600, [
    note(1799, 'Ana', 'Last frame of minute 0'),
    note(1800, 'Ana', 'First frame of minute 1 (;02)'),
    note(1800, 'Dev', 'Same frame, merged'),
    note(17982, 'Ana', 'Minute 10 keeps ;00', { status: 'completed' }),
    note(18000, 'Ana', 'Past the end of the file'),
  ]),
  '5994df': video('59.94', 4000, [
    note(3599, 'Ana', 'Before the drop'),
    note(3600, 'Ana', 'After the drop (;04)'),
    note(3601, 'Ana', '=SUM(A1) is not a formula'),
  ]),
} as const satisfies Record<string, MarkerVideo>;

export type MarkerFixtureName = keyof typeof MARKER_FIXTURES;
