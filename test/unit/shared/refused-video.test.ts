import { describe, expect, it } from 'vitest';
import type { MediaProbe } from '../../../shared/domain/media-probe';
import { reviewableVideos, versionRefusal, videoRefusal } from '../../../shared/domain/refused-video';

const media = (over: Partial<MediaProbe>) => ({ container: 'mp4', videoCodec: 'AVC', damage: null, ...over });

describe('versionRefusal', () => {
  it("names a refused file's reason from the probe (an unprobed failed version: undecodable)", () => {
    expect(versionRefusal({ status: 'failed', media: media({ damage: 'empty' }) })).toBe('empty');
    expect(versionRefusal({ status: 'failed', media: media({ damage: 'not_video' }) })).toBe('not_video');
    expect(versionRefusal({ status: 'failed' })).toBe('undecodable');
  });
  it('refuses a source no browser plays once its playable copy failed, not one a browser plays', () => {
    const prores = media({ container: 'mov', videoCodec: 'ProRes' });
    expect(versionRefusal({ status: 'stored', media: prores, proxy: { status: 'failed' } })).toBe(
      'undecodable',
    );
    expect(versionRefusal({ status: 'stored', media: prores, proxy: { status: 'processing' } })).toBeNull();
    expect(versionRefusal({ status: 'stored', media: media({}), proxy: { status: 'failed' } })).toBeNull();
  });
  it('lets a version still being copied, or on its Drive link, play', () => {
    expect(versionRefusal({ status: 'processing' })).toBeNull();
    expect(versionRefusal({ status: 'drive_link' })).toBeNull();
  });
});

describe('videoRefusal and reviewableVideos', () => {
  const versions = [
    { id: 'v1', status: 'stored' as const },
    { id: 'v2', status: 'failed' as const, media: media({ damage: 'truncated' }) },
  ];
  it('judges a video by its current version only (an earlier refused one does not matter)', () => {
    expect(videoRefusal({ currentVersionId: 'v2' }, versions)).toBe('truncated');
    expect(videoRefusal({ currentVersionId: 'v1' }, versions)).toBeNull();
    expect(videoRefusal({ currentVersionId: null }, versions)).toBeNull();
  });
  it('keeps the reviewable videos in their order', () => {
    const videos = [
      { id: 'a', currentVersionId: 'v1' },
      { id: 'b', currentVersionId: 'v2' },
      { id: 'c', currentVersionId: null },
    ];
    expect(reviewableVideos(videos, versions).map((v) => v.id)).toEqual(['a', 'c']);
  });
});
