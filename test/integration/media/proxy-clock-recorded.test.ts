/**
 * The transcode completion path records the proxy's own frame clock, read back from the proxy in the media
 * bucket, so the player maps the version's frames onto what the transcoder really wrote: here a proxy made
 * by ffmpeg without `-copyts` (and without audio), which starts at 0 while its source's video starts at
 * 0.080 s, and a variable-rate source resampled at a constant 60 fps. The MediaConvert completion event is
 * handled by the transcode-events handler against DynamoDB Local and the S3 stand-in.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clockFrameAtMediaTime,
  clockSeekSeconds,
  clockSteppedFrame,
  playbackClock,
  versionClock,
  versionFrameCount,
} from '../../../shared/lib/frame-time';
import { mediaKeys } from '../../../functions/media/adapters/media-keys';
import { playbackSource } from '../../../functions/media/adapters/playback-url';
import { JOB_APPLICATION } from '../../../functions/media/adapters/transcode-job-metadata';
import { makeTranscodeEventsHandler } from '../../../functions/transcode-events/handler';
import { buildTranscodeEventDeps } from '../../../functions/transcode-events/deps';
import type { DownloadRef } from '../../../functions/projects';
import { ensureMediaFixtures, mediaFixturePath } from '../../../infra/local/media-fixtures/fixtures';
import { projectVersions, putMedia, storedSource, storedVersion } from './media-kit';

/** Every video frame's presentation time in a file (ffprobe), in order. */
function framePts(file: string): number[] {
  const out = execFileSync(
    'ffprobe',
    ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'frame=pts_time', '-of', 'csv=p=0', file],
    { encoding: 'utf8' },
  );
  return out
    .split('\n')
    .map((line) => line.split(',')[0]?.trim() ?? '')
    .filter(Boolean)
    .map(Number)
    .sort((a, b) => a - b);
}

/** Every video frame's picture digest (ffmpeg's framemd5), in presentation order. */
function frameDigests(file: string): string[] {
  const out = execFileSync('ffmpeg', ['-v', 'error', '-i', file, '-map', '0:v:0', '-f', 'framemd5', '-'], {
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  return out
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split(',').at(-1)?.trim() ?? '');
}

/** The frame of a list of presentation times shown at `seconds` (the last one starting at or before it). */
function frameShownAt(pts: readonly number[], seconds: number): number {
  let k = 0;
  while (k + 1 < pts.length && (pts[k + 1] ?? Infinity) <= seconds + 1e-6) k++;
  return k;
}

describe('the transcode completion records the proxy frame clock', () => {
  const version = storedVersion;
  const handler = makeTranscodeEventsHandler(() => buildTranscodeEventDeps());
  const dir = mkdtempSync(join(tmpdir(), 'cutroom-proxy-clock-'));
  let refs: DownloadRef[] = [];

  /** The source stored and probed, its proxies (made by `ffmpegArgs`) at their keys, the proxy processing. */
  async function transcoded(ref: DownloadRef, fixture: string, ffmpegArgs: string[]): Promise<string> {
    const source = mediaFixturePath(fixture);
    await storedSource(ref, fixture);
    const proxy = join(dir, `${ref.videoId}.mp4`);
    execFileSync('ffmpeg', [
      '-v', 'error', '-y', '-i', source, '-map', '0:v:0', '-an', ...ffmpegArgs,
      '-c:v', 'libx264', '-preset', 'ultrafast', '-movflags', '+faststart', proxy,
    ]); // prettier-ignore
    await putMedia(mediaKeys.proxy(ref, 1080), proxy, 'video/mp4');
    await putMedia(mediaKeys.proxy(ref, 540), proxy, 'video/mp4');
    const outcome = await handler({
      source: 'aws.mediaconvert',
      'detail-type': 'MediaConvert Job State Change',
      detail: {
        status: 'COMPLETE',
        jobId: `job-${ref.videoId}`,
        userMetadata: {
          application: JOB_APPLICATION,
          projectId: ref.projectId,
          videoId: ref.videoId,
          versionId: ref.versionId,
          versionNumber: String(ref.versionNumber),
        },
      },
    });
    expect(outcome).toEqual({ outcome: 'ready' });
    return proxy;
  }

  beforeAll(async () => {
    expect(ensureMediaFixtures()).toBe(true);
    refs = await projectVersions(2);
  }, 120_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a proxy that starts at 0 for a source starting at 0.080 s: every source frame is sought to the proxy frame showing it', async () => {
    const ref = refs[0] as DownloadRef;
    // The video's 0.080 s start moved to 0 (what a transcoder writing its MP4s from 0 does).
    const proxyFile = await transcoded(ref, 'late-start-fragmented.mp4', [
      '-vf',
      'setpts=PTS-STARTPTS',
      '-fps_mode',
      'passthrough',
    ]);
    const proxyPts = framePts(proxyFile);
    expect(proxyPts[0]).toBe(0);
    expect(proxyPts).toHaveLength(150);

    const stored = await version(ref);
    expect(stored.proxy?.status).toBe('ready');
    expect(stored.proxy?.frameClock?.firstFrameSeconds).toBe(0);
    const source = versionClock(stored);
    expect(source.firstFrameSeconds).toBeCloseTo(0.08, 6);

    // The player gets the clock with each proxy it may play.
    const signer = {
      sign: async (key: string) => ({
        url: `https://media.test/${key}`,
        expiresAt: '2030-01-01T00:00:00.000Z',
      }),
    };
    const playback = await playbackSource(signer, stored, new Date());
    const p1080 = playback.alternatives.find((a) => a.quality === '1080p');
    expect(p1080?.frameClock).toEqual(stored.proxy?.frameClock);

    const clock = playbackClock(source, versionFrameCount(stored), p1080?.frameClock);
    for (let n = 0; n < 150; n++) {
      expect(frameShownAt(proxyPts, clockSeekSeconds(n, clock))).toBe(n);
      expect(clockFrameAtMediaTime(proxyPts[n] ?? 0, clock)).toBe(n);
    }
    // The source's clock alone would show the picture two frames on.
    expect(frameShownAt(proxyPts, clockSeekSeconds(53, source))).toBe(55);
  });

  it('a variable-rate source resampled at a constant 60 fps: stepping shows each source frame once', async () => {
    const ref = refs[1] as DownloadRef;
    const sourcePts = framePts(mediaFixturePath('vfr-counter-fragmented.mp4'));
    // Losslessly encoded, so each proxy frame's picture is exactly the source frame it shows.
    const proxyFile = await transcoded(ref, 'vfr-counter-fragmented.mp4', [
      '-fps_mode',
      'cfr',
      '-r',
      '60',
      '-qp',
      '0',
    ]);
    const proxyPts = framePts(proxyFile);
    const stored = await version(ref);
    const frames = stored.proxy?.frameClock?.frameDurations;
    expect(frames && 'runs' in frames ? frames.runs : null).toEqual([[expect.any(Number), proxyPts.length]]);

    const clock = playbackClock(versionClock(stored), versionFrameCount(stored), stored.proxy?.frameClock);
    // Which source frame each proxy frame shows: the source frame with the same picture (the counter makes
    // every source picture distinct).
    const sourceDigests = frameDigests(mediaFixturePath('vfr-counter-fragmented.mp4'));
    expect(new Set(sourceDigests).size).toBe(sourcePts.length);
    const proxyDigests = frameDigests(proxyFile);
    const sourceFrameOf = (proxyFrame: number) => sourceDigests.indexOf(proxyDigests[proxyFrame] ?? '');
    const seen: number[] = [];
    let t = clockSeekSeconds(0, clock);
    for (let n = 0; n < sourcePts.length; n++) {
      seen.push(sourceFrameOf(frameShownAt(proxyPts, t)));
      t = clockSeekSeconds(clockSteppedFrame(t, 1, clock), clock);
    }
    expect(seen).toEqual(sourcePts.map((_, i) => i));
    // A presented proxy frame (a frame callback's mediaTime) reads as the source frame it shows; on the
    // source's clock alone a proxy frame rounded before its source frame's start reads as the previous one.
    const read = (c: typeof clock) => proxyPts.map((pts) => clockFrameAtMediaTime(pts, c));
    const shown = proxyPts.map((_, k) => sourceFrameOf(k));
    expect(read(clock)).toEqual(shown);
    expect(read(versionClock(stored))).not.toEqual(shown);
  });
});
