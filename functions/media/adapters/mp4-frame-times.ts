/**
 * When an MP4/MOV's video frames are presented, read from its sample tables through ranged reads (the top-level
 * box headers, then the `moov`, and for a fragmented file its first `moof`): the first frame's time on the
 * file's timeline, and every frame's duration in presentation order (what a variable rate needs).
 *
 * MediaInfo does not say when the first frame is presented: an encoder's B-frames without an edit list (a
 * fragmented MP4's usual shape) put it at the composition offset, e.g. 0.080 s at 25 fps. Players (Chromium's
 * demuxer is FFmpeg's) present a sample at its decode time plus its composition offset, shifted by the edit
 * list: an empty edit delays the track, a media edit's start time is subtracted. This reads the same.
 */
import type { DurationRun } from '../../../shared/lib/frame-durations';

/** Random access to the file's bytes (media-probe.ts `RangeSource`). */
interface RangeSource {
  readonly size: number;
  read(offset: number, length: number): Promise<Uint8Array>;
}

export interface Mp4FrameTimes {
  /** The first video frame's presentation time on the file's timeline (seconds). */
  firstFrameSeconds: number;
  /** Every frame's duration in presentation order; for a fragmented file only when every fragment was read. */
  durations: { timescale: number; runs: DurationRun[] } | null;
}

/** Larger sample tables are not read (a `moov` of several hours of video is a few MiB). */
const MAX_MOOV_BYTES = 32 * 1024 * 1024;
const MAX_MOOF_BYTES = 4 * 1024 * 1024;
/** Top-level boxes walked before giving up (a fragmented file has two per fragment). */
const MAX_TOP_LEVEL_BOXES = 64;
/** When every fragment's frame times are read: ten hours of one-second fragments, their `moof`s at most. */
const MAX_FRAGMENT_BOXES = 80_000;
const MAX_FRAGMENTS_BYTES = 64 * 1024 * 1024;
/** Read at each fragment: a moof (a few KiB) and the header of the mdat after it. */
const FRAGMENT_READ_BYTES = 64 * 1024;

interface Box {
  type: string;
  /** Where its payload starts and ends (absolute within the buffer or file). */
  start: number;
  end: number;
}

function boxAt(view: DataView, offset: number, limit: number): Box | null {
  if (offset + 8 > limit) return null;
  let size = view.getUint32(offset);
  const type = String.fromCharCode(
    view.getUint8(offset + 4),
    view.getUint8(offset + 5),
    view.getUint8(offset + 6),
    view.getUint8(offset + 7),
  );
  let header = 8;
  if (size === 1) {
    if (offset + 16 > limit) return null;
    size = Number(view.getBigUint64(offset + 8));
    header = 16;
  } else if (size === 0) size = limit - offset;
  if (size < header) return null;
  return { type, start: offset + header, end: Math.min(limit, offset + size) };
}

function children(view: DataView, parent: Box): Box[] {
  const out: Box[] = [];
  let at = parent.start;
  while (at < parent.end) {
    const box = boxAt(view, at, parent.end);
    if (!box) break;
    out.push(box);
    at = box.end;
  }
  return out;
}

const child = (view: DataView, parent: Box, type: string) =>
  children(view, parent).find((b) => b.type === type);

function path(view: DataView, parent: Box, ...types: string[]): Box | undefined {
  let box: Box | undefined = parent;
  for (const type of types) box = box ? child(view, box, type) : undefined;
  return box;
}

/**
 * The top-level `moov` and the first `moof` (with `allFragments`, every `moof`: a variable rate's frame times
 * span them all), read whole (header walk: one small read per top-level box).
 */
async function topLevel(
  source: RangeSource,
  allFragments = false,
): Promise<{ moov: DataView | null; moofs: DataView[]; complete: boolean }> {
  let offset = 0;
  let moov: DataView | null = null;
  const moofs: DataView[] = [];
  let moofBytes = 0;
  const maxBoxes = allFragments ? MAX_FRAGMENT_BOXES : MAX_TOP_LEVEL_BOXES;
  // Every fragment: a header read takes the whole (small) moof and the mdat's header with it, so each
  // fragment costs one ranged read.
  const headBytes = allFragments ? FRAGMENT_READ_BYTES : 16;
  /** The bytes from the next box on, read with the box before it. */
  let next: { offset: number; bytes: Uint8Array } | null = null;
  for (let n = 0; n < maxBoxes && offset + 8 <= source.size; n++) {
    const head: Uint8Array = next?.offset === offset ? next.bytes : await source.read(offset, headBytes);
    const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
    if (head.byteLength < 8) break;
    const raw = view.getUint32(0);
    const length =
      raw === 1 && head.byteLength >= 16
        ? Number(view.getBigUint64(8))
        : raw === 0
          ? source.size - offset
          : raw;
    const type = String.fromCharCode(...head.subarray(4, 8));
    if (length < 8) break;
    if ((type === 'moov' && !moov) || (type === 'moof' && (allFragments || moofs.length === 0))) {
      if (length > (type === 'moov' ? MAX_MOOV_BYTES : MAX_MOOF_BYTES)) break;
      if (type === 'moof' && (moofBytes += length) > MAX_FRAGMENTS_BYTES) break;
      const read = head.byteLength >= length + 16 ? head : await source.read(offset, length + 16);
      // A copy: the boxes kept must not hold on to the larger reads they came in.
      const bytes = read.slice(0, length);
      next = { offset: offset + length, bytes: read.subarray(length) };
      const box = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      if (type === 'moov') moov = box;
      else moofs.push(box);
    }
    if (moov && !allFragments && (moofs.length > 0 || !hasFragments(moov))) break;
    offset += length;
  }
  return { moov, moofs, complete: offset >= source.size };
}

function hasFragments(moov: DataView): boolean {
  const root = boxAt(moov, 0, moov.byteLength);
  return root ? child(moov, root, 'mvex') !== undefined : false;
}

const fullBoxVersion = (view: DataView, box: Box) => view.getUint8(box.start);
const fullBoxFlags = (view: DataView, box: Box) => view.getUint32(box.start) & 0xffffff;

interface VideoTrack {
  trackId: number;
  timescale: number;
  movieTimescale: number;
  /** Presentation shift from the edit list: empty edits (movie timescale) and the media start (media units). */
  emptySeconds: number;
  mediaStart: number;
  stbl: Box | undefined;
  defaultDuration: number;
}

function videoTrack(moov: DataView): VideoTrack | null {
  const root = boxAt(moov, 0, moov.byteLength);
  if (!root) return null;
  const mvhd = child(moov, root, 'mvhd');
  if (!mvhd) return null;
  const movieTimescale = moov.getUint32(mvhd.start + (fullBoxVersion(moov, mvhd) === 1 ? 20 : 12));
  for (const trak of children(moov, root).filter((b) => b.type === 'trak')) {
    const hdlr = path(moov, trak, 'mdia', 'hdlr');
    if (!hdlr || moov.getUint32(hdlr.start + 8) !== 0x76696465 /* 'vide' */) continue;
    const tkhd = child(moov, trak, 'tkhd');
    const mdhd = path(moov, trak, 'mdia', 'mdhd');
    if (!tkhd || !mdhd) return null;
    const trackId = moov.getUint32(tkhd.start + (fullBoxVersion(moov, tkhd) === 1 ? 20 : 12));
    const timescale = moov.getUint32(mdhd.start + (fullBoxVersion(moov, mdhd) === 1 ? 20 : 12));
    let emptySeconds = 0;
    let mediaStart = 0;
    const elst = path(moov, trak, 'edts', 'elst');
    if (elst) {
      const v1 = fullBoxVersion(moov, elst) === 1;
      const count = moov.getUint32(elst.start + 4);
      let at = elst.start + 8;
      for (let i = 0; i < count; i++) {
        const duration = v1 ? Number(moov.getBigUint64(at)) : moov.getUint32(at);
        const time = v1 ? Number(moov.getBigInt64(at + 8)) : moov.getInt32(at + 4);
        at += v1 ? 20 : 12;
        if (time === -1) emptySeconds += duration / movieTimescale;
        else {
          mediaStart = time;
          break;
        }
      }
    }
    let defaultDuration = 0;
    const mvex = child(moov, root, 'mvex');
    for (const trex of mvex ? children(moov, mvex).filter((b) => b.type === 'trex') : []) {
      if (moov.getUint32(trex.start + 4) === trackId) defaultDuration = moov.getUint32(trex.start + 12);
    }
    return {
      trackId,
      timescale,
      movieTimescale,
      emptySeconds,
      mediaStart,
      stbl: path(moov, trak, 'mdia', 'minf', 'stbl'),
      defaultDuration,
    };
  }
  return null;
}

/** Each sample's presentation time (media units, before the edit list), from `stts` and `ctts`. */
function sampleTablePts(moov: DataView, stbl: Box): { pts: number[]; lastDuration: number } {
  const stts = child(moov, stbl, 'stts');
  const pts: number[] = [];
  let dts = 0;
  let lastDuration = 0;
  if (stts) {
    const count = moov.getUint32(stts.start + 4);
    for (let i = 0, at = stts.start + 8; i < count; i++, at += 8) {
      const samples = moov.getUint32(at);
      const delta = moov.getUint32(at + 4);
      for (let s = 0; s < samples; s++) {
        pts.push(dts);
        dts += delta;
      }
      lastDuration = delta;
    }
  }
  const ctts = child(moov, stbl, 'ctts');
  if (ctts) {
    const signed = fullBoxVersion(moov, ctts) === 1;
    const count = moov.getUint32(ctts.start + 4);
    let sample = 0;
    for (let i = 0, at = ctts.start + 8; i < count; i++, at += 8) {
      const samples = moov.getUint32(at);
      const offset = signed ? moov.getInt32(at + 4) : moov.getUint32(at + 4);
      for (let s = 0; s < samples && sample < pts.length; s++, sample++)
        pts[sample] = (pts[sample] ?? 0) + offset;
    }
  }
  return { pts, lastDuration };
}

/**
 * A fragment's samples of the track (presentation times, media units) and where its decode time ends (the next
 * fragment starts there when it has no `tfdt`).
 */
function fragmentPts(moof: DataView, track: VideoTrack, startDts = 0): { pts: number[]; endDts: number } {
  const root = boxAt(moof, 0, moof.byteLength);
  if (!root) return { pts: [], endDts: startDts };
  for (const traf of children(moof, root).filter((b) => b.type === 'traf')) {
    const tfhd = child(moof, traf, 'tfhd');
    if (!tfhd || moof.getUint32(tfhd.start + 4) !== track.trackId) continue;
    const tfhdFlags = fullBoxFlags(moof, tfhd);
    let at = tfhd.start + 8;
    if (tfhdFlags & 0x1) at += 8;
    if (tfhdFlags & 0x2) at += 4;
    let defaultDuration = track.defaultDuration;
    if (tfhdFlags & 0x8) defaultDuration = moof.getUint32(at);
    const tfdt = child(moof, traf, 'tfdt');
    let dts = startDts;
    if (tfdt)
      dts =
        fullBoxVersion(moof, tfdt) === 1
          ? Number(moof.getBigUint64(tfdt.start + 4))
          : moof.getUint32(tfdt.start + 4);
    const pts: number[] = [];
    for (const trun of children(moof, traf).filter((b) => b.type === 'trun')) {
      const flags = fullBoxFlags(moof, trun);
      const signed = fullBoxVersion(moof, trun) === 1;
      const count = moof.getUint32(trun.start + 4);
      let p = trun.start + 8;
      if (flags & 0x1) p += 4;
      if (flags & 0x4) p += 4;
      for (let i = 0; i < count; i++) {
        let duration = defaultDuration;
        let offset = 0;
        if (flags & 0x100) {
          duration = moof.getUint32(p);
          p += 4;
        }
        if (flags & 0x200) p += 4;
        if (flags & 0x400) p += 4;
        if (flags & 0x800) {
          offset = signed ? moof.getInt32(p) : moof.getUint32(p);
          p += 4;
        }
        pts.push(dts + offset);
        dts += duration;
      }
    }
    return { pts, endDts: dts };
  }
  return { pts: [], endDts: startDts };
}

/** Every read fragment's samples of the track, in file order. */
function fragmentsPts(
  moofs: readonly DataView[],
  track: VideoTrack,
): { pts: number[]; lastDuration: number } {
  const pts: number[] = [];
  let dts = 0;
  let lastDuration = track.defaultDuration;
  for (const moof of moofs) {
    const fragment = fragmentPts(moof, track, dts);
    if (fragment.pts.length > 0) lastDuration = (fragment.endDts - dts) / fragment.pts.length;
    for (const p of fragment.pts) pts.push(p);
    dts = fragment.endDts;
  }
  return { pts, lastDuration: Math.max(1, Math.round(lastDuration)) };
}

/** Runs of equal durations between sorted presentation times (the last frame lasts `lastDuration`). */
export function durationRuns(sortedPts: readonly number[], lastDuration: number): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  for (let i = 0; i < sortedPts.length; i++) {
    const next = sortedPts[i + 1];
    const duration = next !== undefined ? next - (sortedPts[i] ?? 0) : lastDuration;
    if (duration <= 0) continue;
    const last = runs.at(-1);
    if (last && last[0] === duration) last[1] += 1;
    else runs.push([duration, 1]);
  }
  return runs;
}

/**
 * The video frames' times of an MP4/MOV, or null when its boxes cannot be read. A fragmented file's frame
 * durations need every `moof` (`allFragments`, a variable rate); its first frame needs only the first.
 */
export async function readMp4FrameTimes(
  source: RangeSource,
  options: { allFragments?: boolean } = {},
): Promise<Mp4FrameTimes | null> {
  const { moov, moofs, complete } = await topLevel(source, options.allFragments);
  if (!moov) return null;
  const track = videoTrack(moov);
  if (!track || track.timescale <= 0) return null;
  const table = track.stbl ? sampleTablePts(moov, track.stbl) : { pts: [], lastDuration: 0 };
  const fragmented = table.pts.length === 0;
  const fragments = fragmented ? fragmentsPts(moofs, track) : null;
  const pts = fragments ? fragments.pts : table.pts;
  // Samples before the edit's media start are decoded but not shown.
  const shown = pts.filter((p) => p >= track.mediaStart).sort((a, b) => a - b);
  const first = shown[0];
  if (first === undefined) return null;
  const firstFrameSeconds = Math.max(0, (first - track.mediaStart) / track.timescale + track.emptySeconds);
  const runs = !fragments
    ? durationRuns(shown, table.lastDuration)
    : options.allFragments && complete
      ? durationRuns(shown, fragments.lastDuration)
      : [];
  return {
    firstFrameSeconds: Math.round(firstFrameSeconds * 1e6) / 1e6,
    durations: runs.length > 0 ? { timescale: track.timescale, runs } : null,
  };
}
