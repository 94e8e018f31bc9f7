/** The probe's reading of MediaInfo's answer (pure): display size, rotation, timing, refusals. */
import type { MediaInfoResult } from 'mediainfo.js';
import { describe, expect, it } from 'vitest';
import { probeMedia, probeOutcomeOf } from '../../../functions/media/adapters/media-probe';
import { isBrowserPlayable } from '../../../shared/domain/media-probe';

const answer = (...tracks: Record<string, unknown>[]) =>
  ({ media: { '@ref': '', track: tracks } }) as unknown as MediaInfoResult;
const general = (extra: Record<string, unknown> = {}) => ({
  '@type': 'General',
  Format: 'MPEG-4',
  Format_Profile: 'Base Media',
  CodecID: 'isom',
  Duration: 2.002,
  ...extra,
});
const video = (extra: Record<string, unknown> = {}) => ({
  '@type': 'Video',
  Format: 'AVC',
  Format_Profile: 'High',
  Width: 1920,
  Height: 1080,
  PixelAspectRatio: 1,
  Rotation: '0.000',
  FrameRate_Mode: 'CFR',
  FrameRate: 29.97,
  FrameRate_Num: 30000,
  FrameRate_Den: 1001,
  FrameCount: 60,
  BitDepth: 8,
  ...extra,
});
const audio = { '@type': 'Audio', Format: 'AAC' };

describe('probeOutcomeOf', () => {
  it('reads a constant-rate MP4: rational rate, drop-frame by convention, display = coded size', () => {
    const out = probeOutcomeOf(answer(general(), video(), audio));
    expect(out.media).toMatchObject({
      container: 'mp4',
      videoCodec: 'AVC',
      videoProfile: 'High',
      bitDepth: 8,
      displayWidth: 1920,
      displayHeight: 1080,
      frameRate: { num: 30000, den: 1001 },
      variableFrameRate: false,
      frameCount: 60,
      durationMs: 2002,
      hasAudio: true,
      damage: null,
    });
    expect(out.frameRate).toBe(29.97);
    expect(out.frameTiming).toEqual({
      status: 'probed',
      rate: { num: 30000, den: 1001 },
      dropFrame: true,
      frameCount: 60,
      startTimecode: null,
    });
  });

  it('turns the display size for a rotated phone clip and stretches anamorphic pixels', () => {
    const rotated = probeOutcomeOf(
      answer(general(), video({ Width: 1280, Height: 720, Rotation: '270.000' })),
    );
    expect([rotated.media.rotation, rotated.width, rotated.height]).toEqual([270, 720, 1280]);
    const anamorphic = probeOutcomeOf(answer(general(), video({ Width: 1440, PixelAspectRatio: 1.333 })));
    expect([anamorphic.media.codedWidth, anamorphic.width, anamorphic.height]).toEqual([1440, 1920, 1080]);
  });

  it('keeps a QuickTime start timecode and its drop-frame separator; MOV by its brand', () => {
    const out = probeOutcomeOf(
      answer(general({ Format_Profile: 'QuickTime', CodecID: 'qt  ' }), video(), {
        '@type': 'Other',
        Format: 'QuickTime TC',
        TimeCode_FirstFrame: '01:00:00;00',
      }),
    );
    expect(out.media.container).toBe('mov');
    expect(out.media.startTimecode).toBe('01:00:00;00');
    expect(out.frameTiming).toMatchObject({ dropFrame: true, startTimecode: '01:00:00;00' });
  });

  it('says a variable rate is variable (no frame grid) instead of storing the average as a rate', () => {
    const out = probeOutcomeOf(
      answer(general(), video({ FrameRate_Mode: 'VFR', FrameRate: 30.499, FrameRate_Num: undefined })),
    );
    expect(out.media.variableFrameRate).toBe(true);
    expect(out.media.frameRate).toEqual({ num: 30499, den: 1000 });
    expect(out.frameRate).toBeNull();
    expect(out.frameTiming).toEqual({ status: 'unknown' });
  });

  it('stores a ProRes stream as 10-bit (422 family) or 12-bit (4444, RAW) though MediaInfo states no depth', () => {
    const prores = (profile: string | undefined) =>
      probeOutcomeOf(
        answer(
          general({ Format_Profile: 'QuickTime', CodecID: 'qt  ' }),
          video({ Format: 'ProRes', Format_Profile: profile, BitDepth: undefined }),
        ),
      ).media.bitDepth;
    expect([prores('422'), prores('422 HQ'), prores('422 Proxy'), prores('422 LT')]).toEqual([
      10, 10, 10, 10,
    ]);
    expect([prores('4444'), prores('4444 XQ'), prores('RAW HQ')]).toEqual([12, 12, 12]);
    expect(prores(undefined)).toBeNull();
    // Another codec without a stated depth stays unknown rather than guessed.
    expect(probeOutcomeOf(answer(general(), video({ BitDepth: undefined }))).media.bitDepth).toBeNull();
  });

  it('refuses a truncated file, a file without video and an unrecognised one', () => {
    expect(probeOutcomeOf(answer(general({ extra: { IsTruncated: 'Yes' } }), video())).media.damage).toBe(
      'truncated',
    );
    expect(probeOutcomeOf(answer(general(), audio)).media).toMatchObject({
      damage: 'not_video',
      hasAudio: true,
    });
    expect(probeOutcomeOf(answer({ '@type': 'General' })).media.damage).toBe('not_video');
    expect(probeOutcomeOf(answer(general(), video({ Width: undefined }))).media.damage).toBe('undecodable');
  });

  it('refuses an empty file without reading it', async () => {
    const out = await probeMedia({
      size: 0,
      read: () => {
        throw new Error('must not read');
      },
    });
    expect(out.media.damage).toBe('empty');
  });
});

describe('isBrowserPlayable', () => {
  it('plays H.264/VP9/AV1 in MP4/WebM only', () => {
    expect(isBrowserPlayable({ container: 'mp4', videoCodec: 'AVC' })).toBe(true);
    expect(isBrowserPlayable({ container: 'webm', videoCodec: 'VP9' })).toBe(true);
    expect(isBrowserPlayable({ container: 'mp4', videoCodec: 'HEVC' })).toBe(false);
    expect(isBrowserPlayable({ container: 'mov', videoCodec: 'ProRes' })).toBe(false);
    expect(isBrowserPlayable({ container: 'matroska', videoCodec: 'AVC' })).toBe(false);
  });
});
