import { createHash } from 'node:crypto';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generatedVideo } from '../../../infra/local/drive-stand-in/large-file';

const template = path.resolve('infra/local/sample-media/05-outro-titles.mp4');

async function bytes(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

describe('generated stand-in video', () => {
  const size = 5 * 1024 * 1024 + 123;
  const file = generatedVideo(template, size);

  it('has exactly the requested size and a stretched mdat box', async () => {
    const all = await bytes(file.stream(0, size - 1));
    expect(all.length).toBe(size);
    const mdat = all.indexOf('mdat', 0, 'latin1') - 4;
    expect(all.readUInt32BE(mdat)).toBe(size - mdat);
  });

  it('gives the same bytes for a range as for the whole (deterministic)', async () => {
    const all = await bytes(file.stream(0, size - 1));
    const start = 3 * 1024 * 1024 - 17;
    const part = await bytes(file.stream(start, start + 2_000_000));
    expect(part.equals(all.subarray(start, start + 2_000_001))).toBe(true);
    const again = await bytes(generatedVideo(template, size).stream(0, size - 1));
    expect(createHash('sha256').update(again).digest('hex')).toBe(
      createHash('sha256').update(all).digest('hex'),
    );
  });
});
