import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMp4Probe, EMPTY_METADATA } from '../../../functions/lib/media/mp4-probe';
import { generatedVideo } from '../../../infra/local/drive-stand-in/large-file';

const media = path.resolve('infra/local/sample-media');
const fixtures = path.resolve('test/fixtures/media');

function feed(bytes: Buffer, chunk: number, maxBytes?: number) {
  const probe = createMp4Probe(maxBytes === undefined ? {} : { maxBytes });
  for (let i = 0; i < bytes.length && !probe.done; i += chunk) probe.push(bytes.subarray(i, i + chunk));
  return probe;
}

describe('MP4 header probe', () => {
  it.each([
    ['01-brand-intro', 8000, 640, 360],
    ['04-social-vertical', 9000, 360, 640],
    ['05-outro-titles', 6000, 640, 360],
  ])('reads %s while streaming small chunks', (name, durationMs, width, height) => {
    const probe = feed(readFileSync(path.join(media, `${name}.mp4`)), 1000);
    expect(probe.done).toBe(true);
    expect(probe.result()).toEqual({
      durationMs,
      width,
      height,
      frameRate: 25,
      rate: { num: 25, den: 1 },
      frameRateStatus: 'probed',
      dropFrame: false,
      frameCount: durationMs / 40,
      startTimecode: null,
      container: 'mp4',
    });
  });

  it('gives nulls when no moov arrives within its byte budget (moov at the end)', () => {
    const bytes = readFileSync(path.join(media, '02-product-demo.mp4'));
    const probe = feed(bytes, 64, 32);
    expect(probe.done).toBe(true);
    expect(probe.result()).toEqual(EMPTY_METADATA);
  });

  it('gives nulls for bytes that are not an MP4', () => {
    const probe = feed(Buffer.alloc(4096, 7), 512);
    probe.push(Buffer.alloc(10));
    expect(probe.result()).toEqual(EMPTY_METADATA);
  });

  it.each([
    // name, rate, frames, drop-frame, start timecode, container, duration
    ['06-frame-counter-23976.mp4', { num: 24000, den: 1001 }, 23.976, 120, false, '00:00:00:00', 'mp4', 5005],
    ['07-frame-counter-2997df.mp4', { num: 30000, den: 1001 }, 29.97, 150, true, '01:00:00;00', 'mp4', 5005],
  ])(
    'reads the rational rate, frame count and tmcd start timecode of %s',
    (name, rate, frameRate, frameCount, dropFrame, startTimecode, container, durationMs) => {
      const probe = feed(readFileSync(path.join(media, name)), 700);
      expect(probe.done).toBe(true);
      expect(probe.result()).toMatchObject({
        rate,
        frameRate,
        frameRateStatus: 'probed',
        frameCount,
        dropFrame,
        startTimecode,
        container,
        durationMs,
        width: 640,
        height: 360,
      });
    },
  );

  it('reads a QuickTime MOV: 59.94 drop-frame with a tmcd start past the hour rollover', () => {
    const probe = feed(readFileSync(path.join(fixtures, 'clip-5994df-tmcd.mov')), 333);
    expect(probe.done).toBe(true);
    expect(probe.result()).toMatchObject({
      rate: { num: 60000, den: 1001 },
      frameRate: 59.94,
      frameRateStatus: 'probed',
      frameCount: 60,
      dropFrame: true,
      startTimecode: '00:59:59;56',
      container: 'mov',
      width: 160,
      height: 90,
    });
  });

  it('reads a MOV without a timecode track: no start timecode, non-drop', () => {
    const probe = feed(readFileSync(path.join(fixtures, 'clip-25-no-tmcd.mov')), 4096);
    expect(probe.result()).toMatchObject({
      rate: { num: 25, den: 1 },
      frameRate: 25,
      frameCount: 25,
      dropFrame: false,
      startTimecode: null,
      container: 'mov',
    });
  });

  it('keeps a non-standard rate as probed, and reads a moov at the end when it is within budget', () => {
    const probe = feed(readFileSync(path.join(fixtures, 'clip-12-moov-end.mp4')), 512);
    expect(probe.done).toBe(true);
    expect(probe.result()).toMatchObject({
      rate: { num: 12, den: 1 },
      frameRate: 12,
      frameRateStatus: 'probed',
      frameCount: 12,
      dropFrame: false,
      container: 'mp4',
    });
  });

  it('says unknown when the tmcd sample lies beyond the byte budget, but keeps the rate', () => {
    const bytes = readFileSync(path.join(media, '07-frame-counter-2997df.mp4'));
    // Stop just after the moov: the tmcd sample (ffmpeg writes it first in the mdat) never arrives.
    const mdatPayload = bytes.indexOf('mdat') + 4;
    const probe = createMp4Probe({ maxBytes: mdatPayload });
    for (let i = 0; i < bytes.length && !probe.done; i += 1) probe.push(bytes.subarray(i, i + 1));
    expect(probe.done).toBe(true);
    expect(probe.result()).toMatchObject({ rate: { num: 30000, den: 1001 }, startTimecode: null });
  });

  it('reads the header of the generated large stand-in file', async () => {
    const file = generatedVideo(path.join(media, '05-outro-titles.mp4'), 64 * 1024 * 1024);
    const probe = createMp4Probe();
    for await (const chunk of file.stream(0, 4 * 1024 * 1024 - 1)) {
      probe.push(chunk as Buffer);
      if (probe.done) break;
    }
    expect(probe.result()).toMatchObject({ durationMs: 6000, width: 640, height: 360 });
  });
});
