/**
 * What a footage link must lead to before a byte is copied: a declared size within the limit, a Content-Type
 * that can be a video, and first bytes that are a video container's signature (a sharing service answering
 * with a login page says 200 and text/html; a mislabelled file says video/mp4 and is a ZIP).
 */
export const FOOTAGE_LIMITS = {
  /** Largest file imported from a link. */
  maxBytes: 20 * 1024 * 1024 * 1024,
  /** Bytes read to recognise the container. */
  sniffBytes: 16,
} as const;

/** The limit in GB, as the messages say it. */
export const FOOTAGE_MAX_GB = FOOTAGE_LIMITS.maxBytes / (1024 * 1024 * 1024);

/** Content types a video may be served with: video/*, the generic binary ones, MXF, or none at all. */
export function isVideoContentType(header: string | null): boolean {
  const type = header?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === '') return true;
  return (
    type.startsWith('video/') ||
    type === 'application/octet-stream' ||
    type === 'binary/octet-stream' ||
    type === 'application/mxf'
  );
}

const VIDEO_NAME = /\.(mp4|mov|m4v|avi|wmv|mkv|webm|flv|3gp|mxf|mts|m2ts|ts|mpg|mpeg)$/i;

/** Whether a file name names a video by its extension (folder listings without MIME types). */
export function isVideoName(name: string): boolean {
  return VIDEO_NAME.test(name);
}

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

const QUICKTIME_ATOMS = new Set(['ftyp', 'moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);

/** Whether the first bytes are a video container's signature (MP4/MOV, Matroska/WebM, AVI, FLV, ASF, MPEG, MXF). */
export function isVideoSignature(bytes: Uint8Array): boolean {
  if (bytes.length < 12) return false;
  const at = (i: number) => bytes[i] ?? -1;
  if (QUICKTIME_ATOMS.has(ascii(bytes, 4, 4))) return true;
  if (at(0) === 0x1a && at(1) === 0x45 && at(2) === 0xdf && at(3) === 0xa3) return true;
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'AVI ') return true;
  if (ascii(bytes, 0, 3) === 'FLV') return true;
  if ([0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11].every((b, i) => at(i) === b)) return true;
  if (at(0) === 0 && at(1) === 0 && at(2) === 1 && (at(3) === 0xba || at(3) === 0xb3)) return true;
  if (at(0) === 0x06 && at(1) === 0x0e && at(2) === 0x2b && at(3) === 0x34) return true;
  return at(0) === 0x47 && (bytes.length < 189 || at(188) === 0x47);
}

/** The default title of a file: its name without the last extension. */
export function footageTitle(name: string): string {
  const title = name.replace(/\.[^.]+$/, '').trim();
  return title === '' ? name : title;
}
