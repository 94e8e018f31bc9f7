import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMp4Probe, EMPTY_METADATA } from '../../../functions/lib/media/mp4-probe';
import { generatedVideo } from '../../../infra/local/drive-stand-in/large-file';

const media = path.resolve('infra/local/sample-media');

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
    expect(probe.result()).toEqual({ durationMs, width, height, frameRate: 25 });
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
