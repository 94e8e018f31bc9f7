/**
 * The local ffmpeg transcoder through the local system: an editor imports sources a browser cannot play
 * (HEVC MP4, ProRes MOV, H.264 in Matroska) and a damaged file; the download worker stores each source and
 * hands the playable ones to the ffmpeg transcoder, which records 1080p and 540p H.264/AAC MP4 proxies
 * (faststart, exactly the source's frames at its times), a poster and the scrubbing sprite with the one download-result writer. The
 * editor's playback then hands out the proxies (no original: it does not play in a browser), the client's
 * review too; the damaged file never reaches the review's player. Proxies are checked with ffprobe.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { ProjectDetail, ProjectVideo } from '../../../shared/api/endpoints/projects';
import type { ReviewResponse } from '../../../shared/api/endpoints/review';
import { playbackClock, versionClock, versionFrameCount } from '../../../shared/lib/frame-time';
import { DRIVE_STAND_IN_FOLDERS } from '../../../infra/local/drive-stand-in/drive-fixtures';
import { ensureMediaFixtures, mediaFixturePath } from '../../../infra/local/media-fixtures/fixtures';
import { api, createProjectFromFiles } from '../../e2e/editor/editor-api';
import { signedInUser } from '../../support/users';

/** late-start.mkv: its video starts at 0.021 s (the AAC priming), which a constant-rate proxy filled with a copy. */
const SOURCES = ['hevc.mp4', 'prores.mov', 'matroska.mkv', 'late-start.mkv', 'vfr-counter.mkv'];
const DAMAGED = 'truncated.mp4';

interface Stream {
  codec_type: string;
  codec_name?: string;
  height?: number;
  r_frame_rate?: string;
  avg_frame_rate?: string;
}
const probe = (input: string) =>
  (
    JSON.parse(
      execFileSync('ffprobe', ['-v', 'error', '-show_streams', '-of', 'json', input], { encoding: 'utf8' }),
    ) as { streams: Stream[] }
  ).streams;

/** The video frames' presentation times (whole ms), in presentation order. */
const frameTimesMs = (input: string) =>
  execFileSync(
    'ffprobe',
    [
      ...['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'frame=pts_time', '-of', 'csv=p=0'],
      input,
    ],
    { encoding: 'utf8' },
  )
    .split('\n')
    .map((line) => line.replace(/,/g, '').trim())
    .filter(Boolean)
    .map((t) => Math.round(Number(t) * 1000))
    .sort((a, b) => a - b);

/** The byte offsets of the top-level boxes named (faststart: moov before mdat). */
function boxOrder(bytes: Uint8Array): string[] {
  const names: string[] = [];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = 0; at + 8 <= bytes.length;) {
    let size = view.getUint32(at);
    names.push(new TextDecoder().decode(bytes.subarray(at + 4, at + 8)));
    if (size === 1) size = Number(view.getBigUint64(at + 8));
    if (size < 8) break;
    at += size;
  }
  return names;
}

describe('proxies for sources a browser cannot play', () => {
  it('makes 1080p/540p H.264 proxies and a poster; the editor and the client get the proxies', async () => {
    expect(ensureMediaFixtures()).toBe(true);
    const user = await signedInUser({ fullName: 'Proxy Editor' });
    const authorization = user.authorization;
    const listing = await api<{ status: string; videos: Record<string, unknown>[] }>('/api/drive/list', {
      method: 'POST',
      body: { folderId: DRIVE_STAND_IN_FOLDERS.mediaFixturesSmall },
      authorization,
    });
    const chosen = listing.body.videos.filter((v) => [...SOURCES, DAMAGED].includes(String(v['name'])));
    expect(chosen).toHaveLength(SOURCES.length + 1);
    const created = await createProjectFromFiles(authorization, chosen, {
      name: 'Proxies',
      clientDisplayName: 'Client',
    });
    expect(created.status).toBe(201);
    const detail = async () => {
      const res = await api<ProjectDetail>(`/api/projects/${created.body.id}`, { authorization });
      expect(res.status).toBe(200);
      return res.body;
    };
    const byName = (project: ProjectDetail) =>
      new Map(project.videos.map((v) => [v.versions[0]?.fileName ?? '', v] as const));
    const settled = (v: ProjectVideo) => {
      const version = v.versions[0];
      if (!version || version.status === 'processing') return false;
      return version.status !== 'stored' || (version.proxy?.status ?? 'ready') !== 'processing';
    };

    // While a proxy is made, the row says processing (never a player on the unplayable original).
    let project = await detail();
    const seen = new Set<string>();
    for (const start = Date.now(); Date.now() - start < 150_000; project = await detail()) {
      for (const v of project.videos)
        if (v.playbackKind) seen.add(`${v.versions[0]?.fileName}:${v.playbackKind}`);
      if (project.videos.every(settled)) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const videos = byName(project);
    for (const name of SOURCES)
      expect(seen.has(`${name}:stored`) && !seen.has(`${name}:drive_link`)).toBe(true);

    for (const name of SOURCES) {
      const video = videos.get(name);
      const version = video?.versions[0];
      expect(version?.proxy, name).toMatchObject({ status: 'ready', progress: 100, error: null });
      expect(video?.playbackKind).toBe('stored');
      // The proxies only: browsers cannot play the original.
      expect(video?.playbackAlternatives.map((a) => a.quality)).toEqual(['1080p', '540p']);
      expect(video?.playbackUrl).toBe(video?.playbackAlternatives[0]?.url);
      // The proxy's own frame clock is recorded with it; a passthrough proxy maps onto the version's clock.
      const proxyClock = video?.playbackAlternatives[0]?.frameClock;
      expect(proxyClock, `${name} proxy clock`).toBeDefined();
      expect(playbackClock(versionClock(version), versionFrameCount(version), proxyClock)).toEqual(
        versionClock(version),
      );
      const source = probe(mediaFixturePath(name)).find((s) => s.codec_type === 'video');
      for (const alternative of video?.playbackAlternatives ?? []) {
        const res = await fetch(alternative.url);
        expect(res.status).toBe(200);
        const bytes = new Uint8Array(await res.arrayBuffer());
        const order = boxOrder(bytes);
        expect(order.indexOf('moov'), `${name} ${alternative.quality} faststart`).toBeLessThan(
          order.indexOf('mdat'),
        );
        const streams = probe(alternative.url);
        const v = streams.find((s) => s.codec_type === 'video');
        expect(v?.codec_name).toBe('h264');
        expect(v?.height).toBeLessThanOrEqual(alternative.quality === '540p' ? 540 : 1080);
        expect(v?.height).toBe(Math.min(source?.height ?? 0, alternative.quality === '540p' ? 540 : 1080));
        // Exactly the source's frames at the source's times: none duplicated before a late first frame.
        expect(frameTimesMs(alternative.url), `${name} ${alternative.quality} frames`).toEqual(
          frameTimesMs(mediaFixturePath(name)),
        );
        expect(streams.find((s) => s.codec_type === 'audio')?.codec_name).toBe('aac');
      }
      expect(video?.thumbnailUrl).toBeTruthy();
      // The scrubbing sprite: one sheet, a tile per interval over the whole source.
      const scrub = video?.playbackScrub;
      expect(scrub, `${name} sprite`).toMatchObject({ tileWidth: 160, columns: expect.any(Number) });
      const sheet = probe(scrub?.url ?? '').find((s) => s.codec_type === 'video');
      expect(sheet?.codec_name).toBe('mjpeg');
      expect(sheet?.height).toBe(
        Math.ceil((scrub?.count ?? 0) / (scrub?.columns ?? 1)) * (scrub?.tileHeight ?? 0),
      );
      expect(scrub?.count).toBe(Math.ceil((version?.durationMs ?? 0) / 1000 / (scrub?.intervalSeconds ?? 1)));
    }

    // The damaged file: refused, and not a video of the client's review at all.
    expect(videos.get(DAMAGED)?.playbackKind).toBe('failed');
    const review = await api<ReviewResponse>(`/api/review/${project.reviewLink.token}`);
    expect(review.status).toBe(200);
    const reviewed = new Map(review.body.videos.map((v) => [v.title, v]));
    const damagedTitle = videos.get(DAMAGED)?.title ?? '';
    expect(damagedTitle).not.toBe('');
    expect(reviewed.has(damagedTitle)).toBe(false);
    for (const name of SOURCES) {
      const current = reviewed.get(videos.get(name)?.title ?? '')?.currentVersion;
      expect(current?.processing).toBe(false);
      expect(current?.alternatives.map((a) => a.quality)).toEqual(['1080p', '540p']);
      expect(current?.playbackUrl).toBe(current?.alternatives[0]?.url);
      expect(current?.scrub?.count).toBeGreaterThan(0);
    }
  }, 240_000);
});
