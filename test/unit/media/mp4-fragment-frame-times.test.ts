/**
 * A fragmented MP4's frame times, on files built box by box: a variable rate's durations span every `moof`
 * (per-sample `trun` durations, `tfhd` defaults, `trex` defaults, fragments with or without `tfdt`), and a
 * B-frame stream's composition offsets put its first frame late. Only the first fragment is read unless every
 * fragment is asked for.
 */
import { describe, expect, it } from 'vitest';
import { readMp4FrameTimes } from '../../../functions/media/adapters/mp4-frame-times';
import { concat, countingSource } from './byte-source';

function u32(...values: number[]): Uint8Array {
  const b = new Uint8Array(values.length * 4);
  const view = new DataView(b.buffer);
  values.forEach((v, i) => view.setUint32(i * 4, v >>> 0));
  return b;
}
function u64(value: number): Uint8Array {
  const b = new Uint8Array(8);
  new DataView(b.buffer).setBigUint64(0, BigInt(value));
  return b;
}
function box(type: string, ...payload: Uint8Array[]): Uint8Array {
  const body = concat(payload);
  return concat([u32(8 + body.byteLength), new TextEncoder().encode(type), body]);
}
/** A full box's version and flags. */
const vf = (version: number, flags: number) => u32(((version & 0xff) << 24) | (flags & 0xffffff));

const TRACK = 1;
const TIMESCALE = 15360;

function moov(trexDuration = 0): Uint8Array {
  return box(
    'moov',
    box('mvhd', vf(0, 0), u32(0, 0, 1000, 0), new Uint8Array(80)),
    box(
      'trak',
      box('tkhd', vf(0, 3), u32(0, 0, TRACK), new Uint8Array(68)),
      box(
        'mdia',
        box('mdhd', vf(0, 0), u32(0, 0, TIMESCALE, 0), new Uint8Array(4)),
        box('hdlr', vf(0, 0), u32(0), new TextEncoder().encode('vide'), new Uint8Array(13)),
        box('minf', box('stbl', box('stts', vf(0, 0), u32(0)))),
      ),
    ),
    box('mvex', box('trex', vf(0, 0), u32(TRACK, 1, trexDuration, 0, 0))),
  );
}

interface Fragment {
  /** tfdt's base decode time (absent: continue from the fragment before). */
  base?: number;
  /** tfhd's default sample duration. */
  defaultDuration?: number;
  /** Per-sample durations (absent: the defaults). */
  durations?: number[];
  /** Per-sample composition offsets. */
  offsets?: number[];
  count: number;
}

function moof({ base, defaultDuration, durations, offsets, count }: Fragment): Uint8Array {
  const trunFlags = (durations ? 0x100 : 0) | (offsets ? 0x800 : 0);
  const samples: Uint8Array[] = [];
  for (let i = 0; i < count; i++) {
    if (durations) samples.push(u32(durations[i] ?? 0));
    if (offsets) samples.push(u32(offsets[i] ?? 0));
  }
  return concat([
    box(
      'moof',
      box('mfhd', vf(0, 0), u32(1)),
      box(
        'traf',
        defaultDuration === undefined
          ? box('tfhd', vf(0, 0x20000), u32(TRACK))
          : box('tfhd', vf(0, 0x20008), u32(TRACK, defaultDuration)),
        ...(base === undefined ? [] : [box('tfdt', vf(1, 0), u64(base))]),
        box('trun', vf(0, trunFlags), u32(count), ...samples),
      ),
    ),
    box('mdat', new Uint8Array(64)),
  ]);
}

function file(fragments: Fragment[], trexDuration = 0) {
  const bytes = concat([
    box('ftyp', new TextEncoder().encode('isom'), u32(0)),
    moov(trexDuration),
    ...fragments.map(moof),
  ]);
  return countingSource(bytes);
}

describe('readMp4FrameTimes on a fragmented MP4', () => {
  it("reads a variable rate's durations across every fragment", async () => {
    const source = file([
      { base: 0, durations: Array(12).fill(512), count: 12 },
      { base: 12 * 512, durations: [...Array(12).fill(512)], count: 12 },
      { base: 24 * 512, durations: Array(12).fill(2048), count: 12 },
      { base: 24 * 512 + 12 * 2048, durations: Array(12).fill(512), count: 12 },
    ]);
    expect(await readMp4FrameTimes(source, { allFragments: true })).toEqual({
      firstFrameSeconds: 0,
      durations: {
        timescale: TIMESCALE,
        runs: [
          [512, 24],
          [2048, 12],
          [512, 12],
        ],
      },
    });
    // One ranged read per fragment (its moof with the mdat's header), after the ftyp's and the moov's.
    expect(source.reads).toBeLessThanOrEqual(3 + 4);
    // A constant rate needs only its first frame: the first fragment, no durations.
    expect(await readMp4FrameTimes(source)).toEqual({ firstFrameSeconds: 0, durations: null });
  });

  it("takes the tfhd's and the trex's default durations, and continues a fragment without tfdt", async () => {
    const source = file(
      [
        { base: 0, count: 10 }, // trex: 1024
        { defaultDuration: 256, count: 10 }, // no tfdt: starts at 10 × 1024
        { durations: Array(5).fill(1024), count: 5 },
      ],
      1024,
    );
    expect((await readMp4FrameTimes(source, { allFragments: true }))?.durations?.runs).toEqual([
      [1024, 10],
      [256, 10],
      [1024, 5],
    ]);
  });

  it("puts a B-frame stream's first frame at its composition offset (no edit list)", async () => {
    // Decode order I P B B at 25 fps (614.4 ticks ≈ 614): presented 2, 5, 3, 4 frames after decode start.
    const d = 614;
    const source = file([
      { base: 0, durations: [d, d, d, d], offsets: [2 * d, 4 * d, d, d], count: 4 },
      { base: 4 * d, durations: [d, d, d, d], offsets: [2 * d, 4 * d, d, d], count: 4 },
    ]);
    const times = await readMp4FrameTimes(source, { allFragments: true });
    expect(times?.firstFrameSeconds).toBeCloseTo((2 * d) / TIMESCALE, 6);
    expect(times?.durations?.runs.reduce((n, [, c]) => n + c, 0)).toBe(8);
  });
});
