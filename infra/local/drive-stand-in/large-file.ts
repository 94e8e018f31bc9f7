/**
 * A large video generated on the fly (never stored): the head of a real faststart sample (ftyp + moov) and
 * its mdat payload, with the mdat box stretched to the requested total size and the rest filled with
 * deterministic pseudo-random bytes. An MP4 parser reads the sample's duration, size and frame rate from it;
 * players would play the sample's frames. Any byte range can be produced without touching the rest.
 */
import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';

const FILL_BLOCK_SIZE = 1024 * 1024;
const CHUNK_SIZE = 256 * 1024;

export interface GeneratedFile {
  size: number;
  /** Bytes [start, end] inclusive. */
  stream(start: number, end: number): Readable;
}

function fillBlock(): Buffer {
  const block = Buffer.allocUnsafe(FILL_BLOCK_SIZE);
  let x = 0x9e3779b9;
  for (let i = 0; i < FILL_BLOCK_SIZE; i += 4) {
    // xorshift32: cheap, deterministic, incompressible enough for a transfer test.
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    block.writeUInt32LE(x >>> 0, i);
  }
  return block;
}

/** The prefix of `mp4` up to and including its mdat payload, with mdat's size rewritten for `totalSize`. */
function stretchedHead(mp4: Buffer, totalSize: number): Buffer {
  let offset = 0;
  while (offset + 8 <= mp4.length) {
    let boxSize = mp4.readUInt32BE(offset);
    const type = mp4.toString('latin1', offset + 4, offset + 8);
    let headerSize = 8;
    if (boxSize === 1) {
      boxSize = Number(mp4.readBigUInt64BE(offset + 8));
      headerSize = 16;
    } else if (boxSize === 0) {
      boxSize = mp4.length - offset;
    }
    if (type === 'mdat') {
      const head = Buffer.from(mp4.subarray(0, offset + boxSize));
      const newSize = totalSize - offset;
      if (headerSize === 8) {
        if (newSize > 0xffffffff) throw new Error('Stretched mdat needs a 64-bit size; use a smaller total');
        head.writeUInt32BE(newSize, offset);
      } else {
        head.writeBigUInt64BE(BigInt(newSize), offset + 8);
      }
      return head;
    }
    if (boxSize < 8) break;
    offset += boxSize;
  }
  throw new Error('The template MP4 has no mdat box');
}

export function generatedVideo(templateMp4Path: string, totalSize: number): GeneratedFile {
  const head = stretchedHead(readFileSync(templateMp4Path), totalSize);
  if (head.length > totalSize) throw new Error('Total size smaller than the template');
  const block = fillBlock();

  function* chunks(start: number, end: number): Generator<Buffer> {
    let pos = start;
    while (pos <= end) {
      if (pos < head.length) {
        const stop = Math.min(head.length, end + 1, pos + CHUNK_SIZE);
        yield head.subarray(pos, stop);
        pos = stop;
      } else {
        const inBlock = (pos - head.length) % FILL_BLOCK_SIZE;
        const length = Math.min(CHUNK_SIZE, FILL_BLOCK_SIZE - inBlock, end + 1 - pos);
        yield block.subarray(inBlock, inBlock + length);
        pos += length;
      }
    }
  }

  return {
    size: totalSize,
    stream: (start, end) => Readable.from(chunks(start, end), { objectMode: false }),
  };
}

/**
 * A large video with its index at the END (an edit suite's export without faststart), generated on the fly:
 * the template's head and mdat payload (a moov-at-end MP4/MOV), the mdat box stretched so the file is
 * `totalSize` bytes (pseudo-random filler after the real frames), then the template's moov. The sample
 * offsets stay valid, so a probe reads the real duration, size and rate from the tail.
 */
export function generatedIndexAtEndVideo(templatePath: string, totalSize: number): GeneratedFile {
  const template = readFileSync(templatePath);
  let offset = 0;
  let mdat: { offset: number; end: number; headerSize: number } | null = null;
  while (offset + 8 <= template.length) {
    let boxSize = template.readUInt32BE(offset);
    const type = template.toString('latin1', offset + 4, offset + 8);
    let headerSize = 8;
    if (boxSize === 1) {
      boxSize = Number(template.readBigUInt64BE(offset + 8));
      headerSize = 16;
    }
    if (boxSize < 8) break;
    if (type === 'mdat') mdat = { offset, end: offset + boxSize, headerSize };
    offset += boxSize;
  }
  if (!mdat || mdat.end >= template.length) throw new Error('The template has no mdat followed by its moov');
  const tail = template.subarray(mdat.end);
  const head = Buffer.from(template.subarray(0, mdat.end));
  const mdatSize = totalSize - tail.length - mdat.offset;
  if (mdat.headerSize === 8) {
    if (mdatSize > 0xffffffff) throw new Error('Stretched mdat needs a 64-bit size; use a smaller total');
    head.writeUInt32BE(mdatSize, mdat.offset);
  } else head.writeBigUInt64BE(BigInt(mdatSize), mdat.offset + 8);
  const fillEnd = totalSize - tail.length;
  const block = fillBlock();

  function* chunks(start: number, end: number): Generator<Buffer> {
    let pos = start;
    while (pos <= end) {
      if (pos < head.length) {
        const stop = Math.min(head.length, end + 1, pos + CHUNK_SIZE);
        yield head.subarray(pos, stop);
        pos = stop;
      } else if (pos < fillEnd) {
        const inBlock = (pos - head.length) % FILL_BLOCK_SIZE;
        const length = Math.min(CHUNK_SIZE, FILL_BLOCK_SIZE - inBlock, end + 1 - pos, fillEnd - pos);
        yield block.subarray(inBlock, inBlock + length);
        pos += length;
      } else {
        const stop = Math.min(totalSize, end + 1);
        yield tail.subarray(pos - fillEnd, stop - fillEnd);
        pos = stop;
      }
    }
  }
  return {
    size: totalSize,
    stream: (start, end) => Readable.from(chunks(start, end), { objectMode: false }),
  };
}
