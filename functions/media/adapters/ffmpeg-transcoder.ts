/**
 * The local transcoder (projects/aggregate.ts `Transcoder`) on Debian's `ffmpeg`: one child process per version,
 * one at a time (bounded concurrency 1, the machine's CPU is shared), reading the stored source over a
 * presigned S3 URL (HTTP Range: ffmpeg seeks, nothing is read whole into this process) and writing, in one
 * pass, the 1080p and 540p H.264/AAC MP4 proxies (faststart, the source's frames at the source's times,
 * rotation and pixel aspect applied) and a poster frame. Progress comes from `-progress pipe:1` and is
 * written to the version as a percentage; the outputs stream to S3 through lib-storage and the result is
 * recorded with the one download-result writer (proxy branch).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { PROXY_STARTED, type MediaProbe } from '../../../shared/domain/media-probe';
import { spriteLayout, type ScrubSprite, type SpriteLayout } from '../../../shared/domain/scrub-sprite';
import type { ProxyRecorder, TranscodeJob, Transcoder } from '../../projects';
import { mediaKeys } from './media-keys';
import { readProxyClock } from './proxy-clock';
import { s3RangeSource } from './s3-range-source';

export interface FfmpegTranscoderOptions {
  s3: S3Client;
  bucket: string;
  recorder: ProxyRecorder;
  /** `ffmpeg` on the PATH by default. */
  ffmpegPath?: string;
  log?: (entry: Record<string, unknown>) => void;
}

/** The proxies' video clock (ticks per second): MPEG's 90 kHz, fine enough for any source's frame times. */
const ENCODER_CLOCK_HZ = 90_000;

/**
 * ffmpeg's arguments for one job: source URL in, two MP4s, the poster and (with a layout) the scrubbing sprite
 * out, progress on stdout.
 */
export function ffmpegArguments(
  sourceUrl: string,
  media: MediaProbe,
  out: { p1080: string; p540: string; poster: string; sprite?: { file: string; layout: SpriteLayout } },
): string[] {
  // Square pixels at the display aspect (anamorphic sources), then the height; autorotate is ffmpeg's default.
  const scale = (h: number) => `scale=trunc(min(${h}\\,ih)*dar/2)*2:min(${h}\\,ih),setsar=1,format=yuv420p`;
  const video = (h: number, file: string) => [
    '-map',
    '0:v:0',
    '-map',
    '0:a:0?',
    '-vf',
    scale(h),
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    h >= 1080 ? '22' : '24',
    '-profile:v',
    'high',
    // Exactly the source's frames at the source's times: no frame duplicated to fill a late video start,
    // none added or dropped for a variable rate (the player's frame clock is the source's). A fine encoder
    // clock keeps a start such as 0.021 s from being rounded to a frame of the rate.
    '-fps_mode',
    'passthrough',
    '-enc_time_base:v',
    `1:${ENCODER_CLOCK_HZ}`,
    '-c:a',
    'aac',
    '-b:a',
    h >= 1080 ? '128k' : '96k',
    '-ac',
    '2',
    '-movflags',
    '+faststart',
    file,
  ];
  const posterAt = media.durationMs && media.durationMs > 2000 ? '1' : '0';
  return [
    '-hide_banner',
    '-nostdin',
    '-y',
    '-loglevel',
    'error',
    '-progress',
    'pipe:1',
    '-nostats',
    // The source's timestamps as they are (no shift to the earliest stream): the proxies keep its timeline.
    '-copyts',
    '-i',
    sourceUrl,
    ...video(1080, out.p1080),
    ...video(540, out.p540),
    '-map',
    '0:v:0',
    '-ss',
    posterAt,
    '-frames:v',
    '1',
    '-vf',
    'scale=trunc(min(720\\,ih)*dar/2)*2:min(720\\,ih),setsar=1',
    '-q:v',
    '4',
    out.poster,
    ...(out.sprite ? spriteArguments(out.sprite.file, out.sprite.layout) : []),
  ];
}

/** One frame every `intervalSeconds`, scaled to the tile, laid out `columns × rows` in one JPEG. */
function spriteArguments(file: string, layout: SpriteLayout): string[] {
  const { intervalSeconds, tileWidth, tileHeight, columns, rows } = layout;
  return [
    '-map',
    '0:v:0',
    '-vf',
    `fps=1/${intervalSeconds},scale=${tileWidth}:${tileHeight},setsar=1,tile=${columns}x${rows}`,
    '-frames:v',
    '1',
    '-q:v',
    '5',
    file,
  ];
}

/** The percentage of `out_time_us` over the source's duration (0–99 until ffmpeg says `progress=end`). */
export function progressPercent(outTimeUs: number, durationMs: number | null): number {
  if (!durationMs || durationMs <= 0 || !Number.isFinite(outTimeUs) || outTimeUs < 0) return 0;
  return Math.min(99, Math.floor((outTimeUs / 1000 / durationMs) * 100));
}

let chain: Promise<unknown> = Promise.resolve();
const running = new Set<ChildProcess>();

/** Kills the ffmpeg processes this module started (the local system's stop). */
export function stopFfmpegTranscodes(): void {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
}

/** Resolves when every submitted job has finished (tests, the local system's stop). */
export function ffmpegTranscodesIdle(): Promise<void> {
  return chain.then(() => undefined);
}

async function upload(s3: S3Client, bucket: string, key: string, file: string, contentType: string) {
  await new Upload({
    client: s3,
    params: { Bucket: bucket, Key: key, Body: createReadStream(file), ContentType: contentType },
    partSize: 8 * 1024 * 1024,
    queueSize: 2,
    leavePartsOnError: false,
  }).done();
}

function runFfmpeg(path: string, args: string[], onProgress: (outTimeUs: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(path, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    running.add(child);
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2000);
    });
    createInterface({ input: child.stdout }).on('line', (line) => {
      const [name, value] = line.split('=');
      if (name === 'out_time_us' && value) onProgress(Number(value));
    });
    child.on('error', (error) => {
      running.delete(child);
      reject(error);
    });
    child.on('close', (code, signal) => {
      running.delete(child);
      if (code === 0) resolve();
      else reject(new Error(`ffmpeg ${signal ? `killed (${signal})` : `exited ${code}`}: ${stderr.trim()}`));
    });
  });
}

export function ffmpegTranscoder(options: FfmpegTranscoderOptions): Transcoder {
  const log = options.log ?? (() => undefined);
  const ffmpeg = options.ffmpegPath ?? 'ffmpeg';

  async function transcode(job: TranscodeJob): Promise<void> {
    const started = Date.now();
    const dir = await mkdtemp(join(tmpdir(), 'cutroom-proxy-'));
    const layout = spriteLayout(job.media.durationMs, job.media.displayWidth, job.media.displayHeight);
    const out = {
      p1080: join(dir, '1080.mp4'),
      p540: join(dir, '540.mp4'),
      poster: join(dir, 'poster.jpg'),
      ...(layout ? { sprite: { file: join(dir, 'sprite.jpg'), layout } } : {}),
    };
    try {
      const sourceUrl = await getSignedUrl(
        options.s3,
        new GetObjectCommand({ Bucket: options.bucket, Key: job.sourcePath }),
        { expiresIn: 6 * 60 * 60 },
      );
      let written = 0;
      let lastWrite = 0;
      let writing: Promise<void> = Promise.resolve();
      await runFfmpeg(ffmpeg, ffmpegArguments(sourceUrl, job.media, out), (outTimeUs) => {
        const percent = progressPercent(outTimeUs, job.media.durationMs);
        // At most one write a second, only when the number moved.
        if (percent <= written || Date.now() - lastWrite < 1000) return;
        written = percent;
        lastWrite = Date.now();
        writing = writing.then(() => options.recorder.progress(job.ref, percent)).catch(() => undefined);
      });
      await writing;
      const keys = {
        p1080Path: mediaKeys.proxy(job.ref, 1080),
        p540Path: mediaKeys.proxy(job.ref, 540),
        posterPath: mediaKeys.poster(job.ref),
      };
      await upload(options.s3, options.bucket, keys.p1080Path, out.p1080, 'video/mp4');
      await upload(options.s3, options.bucket, keys.p540Path, out.p540, 'video/mp4');
      await upload(options.s3, options.bucket, keys.posterPath, out.poster, 'image/jpeg');
      let sprite: ScrubSprite | null = null;
      if (out.sprite) {
        const path = mediaKeys.sprite(job.ref);
        await upload(options.s3, options.bucket, path, out.sprite.file, 'image/jpeg');
        const { rows: _rows, ...sheet } = out.sprite.layout;
        sprite = { path, ...sheet };
      }
      const frameClock = await readProxyClock(
        await s3RangeSource(options.s3, options.bucket, keys.p1080Path),
      );
      await options.recorder.result(job.ref, {
        ...PROXY_STARTED,
        ...keys,
        sprite,
        ...(frameClock ? { frameClock } : {}),
        status: 'ready',
        progress: 100,
      });
      log({ level: 'info', message: 'proxies made', ms: Date.now() - started, ...job.ref });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log({ level: 'warn', message: 'transcode failed', error: message.slice(0, 500), ...job.ref });
      await options.recorder
        .result(job.ref, { ...PROXY_STARTED, status: 'failed', error: message.slice(0, 500) })
        .catch(() => undefined);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  return {
    async submit(job) {
      // Accepted at once; run after the jobs already queued (one ffmpeg at a time).
      chain = chain.then(() => transcode(job)).catch(() => undefined);
    },
  };
}
