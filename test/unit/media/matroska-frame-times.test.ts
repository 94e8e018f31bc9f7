/**
 * Matroska/WebM frame times from block timestamps, on files built element by element: SimpleBlocks and
 * BlockGroups, frames stored in decode order (B-frames), clusters of unknown size (live recordings), other
 * tracks ignored; laced video (no per-frame times) is not read.
 */
import { describe, expect, it } from 'vitest';
import { readMatroskaFrameTimes } from '../../../functions/media/adapters/matroska-frame-times';
import { concat, countingSource } from './byte-source';

/** An element: its id bytes, a size vint (8 bytes; `unknown` writes the all-ones size) and its payload. */
function element(id: number, payload: Uint8Array | readonly Uint8Array[], unknown = false): Uint8Array {
  const body = payload instanceof Uint8Array ? payload : concat(payload);
  const idBytes: number[] = [];
  for (let v = id; v > 0; v = Math.floor(v / 256)) idBytes.unshift(v % 256);
  const size = [0x01, 0, 0, 0, 0, 0, 0, 0];
  if (unknown) size.fill(0xff, 1);
  else for (let i = 7, v = body.byteLength; i > 0; i--, v = Math.floor(v / 256)) size[i] = v % 256;
  return concat([Uint8Array.from(idBytes), Uint8Array.from(size), body]);
}
const uint = (id: number, value: number, bytes = 4) => {
  const b = new Uint8Array(bytes);
  for (let i = bytes - 1, v = value; i >= 0; i--, v = Math.floor(v / 256)) b[i] = v % 256;
  return element(id, b);
};
/** A block's payload: track number (1-byte vint), relative timestamp, flags, a few bytes of frame. */
const blockPayload = (track: number, relative: number, flags = 0x80) => {
  const b = new Uint8Array(8);
  b[0] = 0x80 | track;
  new DataView(b.buffer).setInt16(1, relative);
  b[3] = flags;
  return b;
};
const simpleBlock = (track: number, relative: number, flags?: number) =>
  element(0xa3, blockPayload(track, relative, flags));
const blockGroup = (track: number, relative: number) =>
  element(0xa0, [element(0xa1, blockPayload(track, relative, 0)), uint(0x9b, 40, 1)]);
const trackEntry = (number: number, type: number, defaultDurationNs?: number) =>
  element(0xae, [
    uint(0xd7, number, 1),
    uint(0x83, type, 1),
    ...(defaultDurationNs ? [uint(0x23e383, defaultDurationNs)] : []),
  ]);
const cluster = (timestamp: number, blocks: Uint8Array[], unknown = false) =>
  element(0x1f43b675, [uint(0xe7, timestamp, 2), ...blocks], unknown);

function file(clusters: Uint8Array[], options: { timestampScale?: number; unknownSize?: boolean } = {}) {
  const header = element(0x1a45dfa3, [element(0x4282, new TextEncoder().encode('matroska'))]);
  const segment = element(
    0x18538067,
    [
      element(0x1549a966, [uint(0x2ad7b1, options.timestampScale ?? 1_000_000)]),
      element(0x1654ae6b, [trackEntry(1, 2), trackEntry(2, 1, 40_000_000)]),
      element(0xec, new Uint8Array(30)),
      ...clusters,
    ],
    options.unknownSize,
  );
  const bytes = concat([header, segment]);
  return countingSource(bytes);
}

describe('readMatroskaFrameTimes', () => {
  it("reads the video track's block timestamps in presentation order (B-frames stored in decode order)", async () => {
    // Video is track 2 (audio blocks on track 1 are ignored); decode order I P B B … presents 0 40 80 120 …
    const source = file([
      cluster(21, [
        simpleBlock(1, 0),
        simpleBlock(2, 0),
        simpleBlock(2, 120),
        simpleBlock(2, 40),
        blockGroup(2, 80),
      ]),
      cluster(181, [simpleBlock(2, 0), simpleBlock(1, 5), simpleBlock(2, 100), simpleBlock(2, 60)]),
    ]);
    expect(await readMatroskaFrameTimes(source)).toEqual({
      firstFrameSeconds: 0.021,
      timescale: 1000,
      // 21 61 101 141 181 | 241 281 (last frame: the track's 40 ms default duration)
      runs: [
        [40, 4],
        [60, 1],
        [40, 2],
      ],
    });
  });

  it('walks clusters of unknown size and a segment of unknown size (a live recording)', async () => {
    const source = file(
      [
        cluster(0, [simpleBlock(2, 0), simpleBlock(2, 33)], true),
        cluster(66, [simpleBlock(2, 0), simpleBlock(2, 67)], true),
      ],
      { unknownSize: true },
    );
    expect((await readMatroskaFrameTimes(source))?.runs).toEqual([
      [33, 2],
      [67, 1],
      [40, 1],
    ]);
  });

  it('keeps a timestamp scale that is not a whole divisor of a second in nanoseconds', async () => {
    const source = file([cluster(0, [simpleBlock(2, 0), simpleBlock(2, 3), simpleBlock(2, 6)])], {
      timestampScale: 11_111_111,
    });
    expect(await readMatroskaFrameTimes(source)).toMatchObject({
      timescale: 1e9,
      runs: [
        [33_333_333, 2],
        [40_000_000, 1],
      ],
    });
  });

  it('does not guess frame times for laced video, nor for a file without video blocks', async () => {
    expect(await readMatroskaFrameTimes(file([cluster(0, [simpleBlock(2, 0, 0x82)])]))).toBeNull();
    expect(await readMatroskaFrameTimes(file([cluster(0, [simpleBlock(1, 0)])]))).toBeNull();
    expect(await readMatroskaFrameTimes(file([]))).toBeNull();
  });

  it('reads the file in few large ranged reads, not one per element', async () => {
    const blocks = Array.from({ length: 500 }, (_, i) => simpleBlock(2, i * 2));
    const source = file([cluster(0, blocks)]);
    expect((await readMatroskaFrameTimes(source))?.runs[0]).toEqual([2, 499]);
    expect(source.reads).toBeLessThanOrEqual(2);
  });
});
