/**
 * Both transcoders make proxies on the version's frame clock: the local ffmpeg proxy keeps the source's frames
 * at the source's times (`-copyts`, `-fps_mode passthrough`, no `-r`); the MediaConvert job converts no
 * constant rate (it follows the source's), keeps a late first frame at its time (black before it, as MediaConvert
 * writes its MP4s from 0) and, as it writes constant rates only, samples a variable rate finely enough that
 * stepping by the source's frame times shows each source frame once.
 */
import type { H264Settings } from '@aws-sdk/client-mediaconvert';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MediaProbe } from '../../../shared/domain/media-probe';
import { clockSeekSeconds, versionClock, type VersionFrameTiming } from '../../../shared/lib/frame-time';
import { ffmpegArguments } from '../../../functions/media/adapters/ffmpeg-transcoder';
import { mediaConvertJob } from '../../../functions/media/adapters/mediaconvert-job';
import { mediaKeys } from '../../../functions/media/adapters/media-keys';
import { MAX_PROXY_FRAME_RATE, proxyFrameRate } from '../../../functions/media/adapters/proxy-settings';
import { SMALL_AVC_PROBE } from '../../support/media-probes';
import { VFR_COUNTER_TIMING } from '../../support/frame-timings';

const ref = { projectId: 'P1', videoId: 'V1', versionId: 'VER1', versionNumber: 1 };
const settings = { bucket: 'b', roleArn: 'arn:aws:iam::1:role/r', queueArn: 'arn:aws:mediaconvert:q' };

function media(extra: Partial<MediaProbe> = {}): MediaProbe {
  return { ...SMALL_AVC_PROBE, container: 'matroska', ...extra };
}
const probed = (
  extra: Partial<Extract<VersionFrameTiming, { status: 'probed' }>> = {},
): VersionFrameTiming => ({
  status: 'probed',
  rate: { num: 25, den: 1 },
  dropFrame: false,
  frameCount: 150,
  startTimecode: null,
  ...extra,
});
/** vfr-counter: 24 frames 1/30 s apart, 24 frames 4/30 s, 24 frames 1/30 s. */
const VFR: VersionFrameTiming = VFR_COUNTER_TIMING;

const cloud = (m: MediaProbe, frameTiming?: VersionFrameTiming) =>
  mediaConvertJob(
    { ref, sourcePath: mediaKeys.video(ref), media: m, ...(frameTiming ? { frameTiming } : {}) },
    settings,
  );
const cloudH264 = (m: MediaProbe, t?: VersionFrameTiming): H264Settings[] =>
  (cloud(m, t).Settings?.OutputGroups?.find((g) => g.Name === 'Proxies')?.Outputs ?? []).map(
    (o) => o.VideoDescription?.CodecSettings?.H264Settings ?? {},
  );
const local = (m: MediaProbe) =>
  ffmpegArguments('in.mkv', m, { p1080: 'a.mp4', p540: 'b.mp4', poster: 'p.jpg' });

describe('the proxies follow the version frame clock in both transcoders', () => {
  it('a constant rate is not converted: the source’s own frames (ffmpeg passthrough, MediaConvert follows the source)', () => {
    // 29.6 fps is within 2% of 29.97, so the version counts in 29.97; the proxy must still keep 29.6's frames.
    for (const m of [
      media(),
      media({ frameRate: { num: 2960, den: 100 } }),
      media({ frameRate: { num: 25, den: 2 } }),
    ]) {
      const args = local(m);
      expect(args).not.toContain('-r');
      expect(args.filter((a) => a === 'passthrough')).toHaveLength(2);
      for (const h264 of cloudH264(m, probed())) {
        expect(h264.FramerateControl).toBe('INITIALIZE_FROM_SOURCE');
        expect(h264.FramerateNumerator).toBeUndefined();
        expect(h264.FramerateConversionAlgorithm).toBeUndefined();
      }
    }
  });

  it('a late first frame stays at its time: ffmpeg keeps the timestamps, MediaConvert pads black before it', () => {
    expect(local(media())).toContain('-copyts');
    const late = cloud(media(), probed({ firstFrameSeconds: 0.08 })).Settings?.Inputs?.[0]?.VideoSelector;
    expect(late).toEqual({ Rotate: 'AUTO', PadVideo: 'BLACK' });
    // Starting at 0, or without audio to start with, there is nothing to pad.
    expect(cloud(media(), probed()).Settings?.Inputs?.[0]?.VideoSelector).toEqual({ Rotate: 'AUTO' });
    expect(
      cloud(media({ hasAudio: false }), probed({ firstFrameSeconds: 0.08 })).Settings?.Inputs?.[0]
        ?.VideoSelector,
    ).toEqual({ Rotate: 'AUTO' });
  });

  it('a variable rate is sampled at twice its fastest frames, capped, never below', () => {
    const vfr = media({ variableFrameRate: true, frameRate: { num: 15, den: 1 } });
    expect(proxyFrameRate(vfr, VFR)).toEqual({ kind: 'constant', rate: { num: 60, den: 1 } });
    for (const h264 of cloudH264(vfr, VFR))
      expect(h264).toMatchObject({
        FramerateControl: 'SPECIFIED',
        FramerateNumerator: 60,
        FramerateDenominator: 1,
        FramerateConversionAlgorithm: 'DUPLICATE_DROP',
      });
    const slowMotion = probed({
      frameDurations: {
        timescale: 600,
        runs: [
          [5, 10],
          [20, 10],
        ],
      },
    });
    expect(proxyFrameRate(vfr, slowMotion)).toEqual({
      kind: 'constant',
      rate: { num: MAX_PROXY_FRAME_RATE, den: 1 },
    });
    // The local proxy needs none of it: it keeps the variable rate itself.
    expect(local(vfr)).not.toContain('-r');
  });

  it('stepping by the source’s frame times on such a proxy shows each source frame once', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 600, max: 90_000 }),
        fc.array(fc.tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 6 })), {
          minLength: 1,
          maxLength: 40,
        }),
        fc.double({ min: 0, max: 0.1, noNaN: true }),
        (timescale, shape, firstFrameSeconds) => {
          // Frame durations between 1/60 s and 1/15 s in the file's ticks (faster sources meet the 120 fps cap).
          const runs = shape.map(([k, count]): [number, number] => [Math.ceil((timescale * k) / 60), count]);
          const timing = probed({ firstFrameSeconds, frameDurations: { timescale, runs } });
          const rate = proxyFrameRate(media({ variableFrameRate: true }), timing);
          if (rate.kind !== 'constant') throw new Error('expected a constant rate');
          const clock = versionClock({ frameTiming: timing });
          const starts = (clock.bounds ?? []).slice(0, -1).map((b) => b + clock.firstFrameSeconds);
          const r = rate.rate.num / rate.rate.den;
          // DUPLICATE_DROP: proxy frame k shows the source frame on screen at k / r.
          const sourceFrameAt = (t: number) => starts.findLastIndex((s) => s <= t + 1e-9);
          const shown = starts.map((_, i) => sourceFrameAt(Math.floor(clockSeekSeconds(i, clock) * r) / r));
          expect(shown).toEqual(starts.map((_, i) => i));
        },
      ),
    );
  });
});
