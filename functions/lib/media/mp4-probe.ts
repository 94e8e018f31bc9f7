/**
 * Reads a video's duration, size and frame rate from its MP4/MOV header while the bytes stream past (mp4box,
 * pure JS; no ffmpeg in Lambda). Only the head of the file is fed: once the `moov` box is parsed, or after
 * `maxBytes` without one (a file whose moov sits at the end), the probe stops and costs nothing more.
 */
import { createFile, MP4BoxBuffer, type Movie } from 'mp4box';

export interface VideoMetadata {
  durationMs: number | null;
  width: number | null;
  height: number | null;
  /** Frames per second (average over the track), 3 decimals. */
  frameRate: number | null;
}

export const EMPTY_METADATA: VideoMetadata = { durationMs: null, width: null, height: null, frameRate: null };

export interface Mp4Probe {
  /** Offer the next chunk of the file (in order). Cheap no-op once done. */
  push(chunk: Buffer): void;
  /** True once the header was read or the probe gave up. */
  readonly done: boolean;
  result(): VideoMetadata;
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

export function metadataFromMovie(movie: Movie): VideoMetadata {
  const video = movie.videoTracks[0] ?? movie.tracks.find((t) => t.type === 'video');
  const durationMs =
    movie.timescale > 0 && movie.duration > 0 ? Math.round((movie.duration / movie.timescale) * 1000) : null;
  if (!video) return { ...EMPTY_METADATA, durationMs };
  const width = video.video?.width ?? (video.track_width || null);
  const height = video.video?.height ?? (video.track_height || null);
  const frameRate =
    video.nb_samples > 0 && video.duration > 0 && video.timescale > 0
      ? round3((video.nb_samples * video.timescale) / video.duration)
      : null;
  return {
    durationMs,
    width: width ? Math.round(width) : null,
    height: height ? Math.round(height) : null,
    frameRate,
  };
}

export function createMp4Probe(options: { maxBytes?: number } = {}): Mp4Probe {
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  const file = createFile();
  let offset = 0;
  let finished = false;
  let metadata: VideoMetadata = EMPTY_METADATA;
  file.onReady = (movie) => {
    metadata = metadataFromMovie(movie);
    finished = true;
  };
  file.onError = () => {
    finished = true;
  };
  const stop = () => {
    finished = true;
    try {
      file.flush();
    } catch {
      // nothing to keep
    }
  };
  return {
    push(chunk) {
      if (finished) return;
      // mp4box keeps the buffers it is given: hand it a copy, never the stream's (pooled) memory.
      const copy = chunk.buffer.slice(chunk.byteOffset, chunk.byteOffset + chunk.length) as ArrayBuffer;
      try {
        file.appendBuffer(MP4BoxBuffer.fromArrayBuffer(copy, offset));
      } catch {
        finished = true;
      }
      offset += chunk.length;
      if (!finished && offset >= maxBytes) stop();
      if (finished) file.stop?.();
    },
    get done() {
      return finished;
    },
    result: () => metadata,
  };
}
