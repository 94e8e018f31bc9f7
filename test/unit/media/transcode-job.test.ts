/**
 * The cloud transcoder's pure parts: the sprite's layout and tile look-up, the MediaConvert job a
 * version gets (camera, phone, anamorphic, silent and variable-rate sources), the job metadata read back from
 * events, and the sheeting of frame captures into the sprite.
 */
import jpeg from 'jpeg-js';
import type { H264Settings, Output, OutputGroup } from '@aws-sdk/client-mediaconvert';
import { describe, expect, it } from 'vitest';
import type { MediaProbe } from '../../../shared/domain/media-probe';
import { spriteLayout, spriteTileAt, SPRITE_MAX_TILES } from '../../../shared/domain/scrub-sprite';
import { mediaConvertJob } from '../../../functions/media/adapters/mediaconvert-job';
import { metadataLayout } from '../../../functions/media/adapters/transcode-job-metadata';
import { mediaKeys } from '../../../functions/media/adapters/media-keys';
import { proxySize } from '../../../functions/media/adapters/proxy-settings';
import { sheetFrames } from '../../../functions/media/adapters/sprite-sheet';

const ref = { projectId: 'P1', videoId: 'V1', versionId: 'VER1', versionNumber: 2 };
const settings = {
  bucket: 'media-bucket',
  roleArn: 'arn:aws:iam::111122223333:role/job',
  queueArn: 'arn:aws:mediaconvert:eu-west-1:111122223333:queues/cutroom-prod-proxies',
};
function media(extra: Partial<MediaProbe> = {}): MediaProbe {
  return {
    container: 'mov',
    videoCodec: 'HEVC',
    videoProfile: 'Main 10',
    bitDepth: 10,
    codedWidth: 3840,
    codedHeight: 2160,
    displayWidth: 3840,
    displayHeight: 2160,
    rotation: 0,
    frameRate: { num: 24000, den: 1001 },
    variableFrameRate: false,
    frameCount: 1439,
    durationMs: 60_000,
    startTimecode: '01:00:00:00',
    hasAudio: true,
    damage: null,
    ...extra,
  };
}
const job = (m: MediaProbe) => mediaConvertJob({ ref, sourcePath: mediaKeys.video(ref), media: m }, settings);
const groups = (m: MediaProbe): OutputGroup[] => job(m).Settings?.OutputGroups ?? [];
const proxies = (m: MediaProbe): Output[] => groups(m).find((g) => g.Name === 'Proxies')?.Outputs ?? [];
const h264 = (o: Output | undefined): H264Settings => o?.VideoDescription?.CodecSettings?.H264Settings ?? {};

describe('spriteLayout', () => {
  it('puts at most 100 tiles a whole number of seconds apart over the whole length', () => {
    expect(spriteLayout(25_000, 1920, 1080)).toEqual({
      intervalSeconds: 1,
      count: 25,
      columns: 10,
      rows: 3,
      tileWidth: 160,
      tileHeight: 90,
    });
    const hour = spriteLayout(3_600_000, 1920, 1080)!;
    expect(hour.count).toBe(SPRITE_MAX_TILES);
    expect(hour.intervalSeconds).toBe(36);
    expect(hour.intervalSeconds * hour.count).toBeGreaterThanOrEqual(3600);
    const odd = spriteLayout(100_500, 1920, 1080)!;
    expect(odd.intervalSeconds).toBe(2);
    expect(odd.count).toBe(51);
    expect(odd.rows).toBe(6);
  });
  it('keeps the picture shape: portrait phone footage, 2.39:1 scope, short clips, no duration', () => {
    expect(spriteLayout(10_000, 1080, 1920)).toMatchObject({
      tileHeight: 284,
      count: 10,
      columns: 10,
      rows: 1,
    });
    expect(spriteLayout(10_000, 2048, 858)?.tileHeight).toBe(68);
    expect(spriteLayout(400, 1920, 1080)).toMatchObject({ count: 1, columns: 1, rows: 1 });
    expect(spriteLayout(null, 1920, 1080)).toBeNull();
    expect(spriteLayout(0, 1920, 1080)).toBeNull();
    // Unknown size: 16:9 tiles.
    expect(spriteLayout(5000, null, null)?.tileHeight).toBe(90);
  });
  it('finds the tile under a time, clamped to the sheet', () => {
    const sprite = { intervalSeconds: 2, count: 25, columns: 10, tileWidth: 160, tileHeight: 90 };
    expect(spriteTileAt(sprite, 0)).toEqual({ index: 0, x: 0, y: 0 });
    expect(spriteTileAt(sprite, 1.99)).toEqual({ index: 0, x: 0, y: 0 });
    expect(spriteTileAt(sprite, 23)).toEqual({ index: 11, x: 160, y: 90 });
    expect(spriteTileAt(sprite, 10_000)).toEqual({ index: 24, x: 640, y: 180 });
    expect(spriteTileAt(sprite, -5)).toEqual({ index: 0, x: 0, y: 0 });
    expect(spriteTileAt(sprite, Number.NaN)).toEqual({ index: 0, x: 0, y: 0 });
  });
});

describe('mediaConvertJob', () => {
  it('names the queue, the role, the source and the version (idempotent per version)', () => {
    const out = job(media());
    expect(out).toMatchObject({
      Role: settings.roleArn,
      Queue: settings.queueArn,
      ClientRequestToken: 'VER1',
      StatusUpdateInterval: 'SECONDS_10',
      UserMetadata: {
        application: 'cutroom',
        projectId: 'P1',
        videoId: 'V1',
        versionId: 'VER1',
        versionNumber: '2',
      },
    });
    expect(out.Settings?.Inputs?.[0]).toMatchObject({
      FileInput: 's3://media-bucket/media/P1/V1/VER1',
      VideoSelector: { Rotate: 'AUTO' },
      AudioSelectors: { 'Audio Selector 1': { DefaultSelection: 'DEFAULT' } },
    });
  });

  it("writes 1080p and 540p H.264/AAC MP4s at the player's keys: faststart, the source's own rate, square pixels", () => {
    const outputs = proxies(media());
    const destination = groups(media())[0]?.OutputGroupSettings?.FileGroupSettings?.Destination;
    expect(outputs.map((o) => `${destination}${o.NameModifier}.mp4`)).toEqual([
      `s3://media-bucket/${mediaKeys.proxy(ref, 1080)}`,
      `s3://media-bucket/${mediaKeys.proxy(ref, 540)}`,
    ]);
    for (const o of outputs) {
      expect(o.ContainerSettings).toMatchObject({
        Container: 'MP4',
        Mp4Settings: { MoovPlacement: 'PROGRESSIVE_DOWNLOAD' },
      });
      expect(h264(o)).toMatchObject({
        FramerateControl: 'INITIALIZE_FROM_SOURCE',
        ParControl: 'SPECIFIED',
        ParNumerator: 1,
        ParDenominator: 1,
        CodecProfile: 'HIGH',
      });
      expect(o.AudioDescriptions?.[0]?.CodecSettings?.Codec).toBe('AAC');
    }
    expect(outputs.map((o) => [o.VideoDescription?.Width, o.VideoDescription?.Height])).toEqual([
      [1920, 1080],
      [960, 540],
    ]);
  });

  it('samples variable-rate phone footage at twice its fastest frames and keeps portrait (display size) portrait', () => {
    const phone = media({
      videoCodec: 'HEVC',
      codedWidth: 1920,
      codedHeight: 1080,
      displayWidth: 1080,
      displayHeight: 1920,
      rotation: 90,
      variableFrameRate: true,
      frameRate: { num: 29_970, den: 1000 },
    });
    const [p1080, p540] = proxies(phone);
    expect([p1080?.VideoDescription?.Width, p1080?.VideoDescription?.Height]).toEqual([608, 1080]);
    expect([p540?.VideoDescription?.Width, p540?.VideoDescription?.Height]).toEqual([304, 540]);
    // Its frame times unread: 60 fps, twice a phone's usual 30.
    expect(h264(p1080)).toMatchObject({
      FramerateControl: 'SPECIFIED',
      FramerateNumerator: 60,
      FramerateDenominator: 1,
      FramerateConversionAlgorithm: 'DUPLICATE_DROP',
    });
  });

  it('stretches anamorphic sources to their displayed width and never scales a small source up', () => {
    const anamorphic = media({
      codedWidth: 1440,
      codedHeight: 1080,
      displayWidth: 1920,
      displayHeight: 1080,
    });
    expect(proxies(anamorphic)[0]?.VideoDescription).toMatchObject({ Width: 1920, Height: 1080 });
    expect(proxySize(media({ displayWidth: 720, displayHeight: 480 }), 1080)).toEqual({
      width: 720,
      height: 480,
    });
  });

  it('leaves audio out of a silent source (MediaConvert fails a job whose selector finds none)', () => {
    const silent = job(media({ hasAudio: false }));
    expect(silent.Settings?.Inputs?.[0]?.AudioSelectors).toBeUndefined();
    for (const o of silent.Settings?.OutputGroups?.[0]?.Outputs ?? [])
      expect(o.AudioDescriptions).toBeUndefined();
  });

  it("captures a poster and the sprite's frames to the version's capture prefix, with the layout in the metadata", () => {
    const out = job(media());
    const sprite = out.Settings?.OutputGroups?.find((g) => g.Name === 'Sprite frames');
    const capture = sprite?.Outputs?.[0]?.VideoDescription;
    expect(sprite?.OutputGroupSettings?.FileGroupSettings?.Destination).toBe(
      `s3://media-bucket/${mediaKeys.captures(ref)}frame`,
    );
    const layout = metadataLayout(out.UserMetadata?.['sprite']);
    expect(layout).toEqual(spriteLayout(60_000, 3840, 2160));
    expect(capture).toMatchObject({
      Width: layout?.tileWidth,
      Height: layout?.tileHeight,
      CodecSettings: {
        Codec: 'FRAME_CAPTURE',
        FrameCaptureSettings: {
          FramerateNumerator: 1,
          FramerateDenominator: layout?.intervalSeconds,
          MaxCaptures: layout?.count,
        },
      },
    });
    const poster = out.Settings?.OutputGroups?.find((g) => g.Name === 'Poster');
    expect(poster?.Outputs?.[0]?.VideoDescription).toMatchObject({ Width: 1280, Height: 720 });
    // No duration: nothing to scrub, no sprite group and no layout.
    const unknown = job(media({ durationMs: null }));
    expect(unknown.Settings?.OutputGroups?.map((g) => g.Name)).toEqual(['Proxies', 'Poster']);
    expect(unknown.UserMetadata?.['sprite']).toBeUndefined();
  });
});

describe('metadataLayout', () => {
  it('reads back only a well-formed, bounded layout', () => {
    const layout = spriteLayout(30_000, 1920, 1080)!;
    expect(metadataLayout(JSON.stringify(layout))).toEqual(layout);
    expect(metadataLayout(undefined)).toBeNull();
    expect(metadataLayout('{not json')).toBeNull();
    expect(metadataLayout(JSON.stringify({ ...layout, count: 5000 }))).toBeNull();
    expect(metadataLayout(JSON.stringify({ ...layout, tileWidth: -1 }))).toBeNull();
  });
});

describe('sheetFrames', () => {
  const solid = (width: number, height: number, rgb: [number, number, number]) => {
    const data = new Uint8Array(width * height * 4);
    for (let i = 0; i < data.length; i += 4) data.set([...rgb, 255], i);
    return new Uint8Array(jpeg.encode({ data, width, height }, 95).data);
  };
  it('places each capture in its tile in time order, scaling odd-sized captures to the tile', () => {
    const colours: [number, number, number][] = [
      [255, 0, 0],
      [0, 255, 0],
      [0, 0, 255],
    ];
    const frames = colours.map((c, i) => solid(i === 1 ? 170 : 160, i === 1 ? 96 : 90, c));
    const sheet = sheetFrames(frames, { columns: 2, tileWidth: 160, tileHeight: 90 });
    expect(sheet).toMatchObject({ count: 3, rows: 2 });
    const decoded = jpeg.decode(sheet.jpeg, { useTArray: true });
    expect([decoded.width, decoded.height]).toEqual([320, 180]);
    const at = (x: number, y: number) => [...decoded.data.subarray((y * 320 + x) * 4, (y * 320 + x) * 4 + 3)];
    const near = (got: number[], want: number[]) => got.every((v, i) => Math.abs(v - (want[i] ?? 0)) < 40);
    expect(near(at(80, 45), colours[0]!)).toBe(true);
    expect(near(at(240, 45), colours[1]!)).toBe(true);
    expect(near(at(80, 135), colours[2]!)).toBe(true);
    // The empty slot of the last row stays black.
    expect(near(at(240, 135), [0, 0, 0])).toBe(true);
  });
  it('refuses to sheet nothing', () => {
    expect(() => sheetFrames([], { columns: 10, tileWidth: 160, tileHeight: 90 })).toThrow('No frames');
  });
});
