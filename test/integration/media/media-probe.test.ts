/**
 * Probing through the local system: an editor imports the media fixture folder (the Drive stand-in serves the
 * files make-fixtures.sh generated with ffmpeg) the way users do — list the folder, create the project — and
 * the download worker (the queue poller on the local SQS) copies each file, probes it with MediaInfo over S3
 * ranged reads, and stores the probe on its version. Each stored probe is checked against ffprobe run here on
 * the same file (the truth is computed, never written down); damaged files end `failed` with the reason.
 */
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProjectDetail } from '../../../shared/api/endpoints/projects';
import type { VideoVersion } from '../../../shared/domain/entities';
import { VIDEO_MESSAGES } from '../../../shared/messages/video-messages';
import { frameBoundsOf } from '../../../shared/lib/frame-time';
import { DRIVE_STAND_IN_FOLDERS } from '../../../infra/local/drive-stand-in/drive-fixtures';
import {
  ensureMediaFixtures,
  MEDIA_FIXTURES,
  mediaFixturePath,
} from '../../../infra/local/media-fixtures/fixtures';
import { api, createProjectFromFiles } from '../../e2e/editor/editor-api';
import { signedInUser } from '../../support/users';

interface FfprobeStream {
  codec_type: string;
  codec_name?: string;
  width?: number;
  height?: number;
  r_frame_rate?: string;
  avg_frame_rate?: string;
  nb_frames?: string;
  sample_aspect_ratio?: string;
  bits_per_raw_sample?: string;
  pix_fmt?: string;
  start_time?: string;
  tags?: Record<string, string>;
  side_data_list?: { rotation?: number }[];
}
interface Ffprobe {
  streams: FfprobeStream[];
  format: { format_name: string; duration?: string; tags?: Record<string, string> };
}

function ffprobe(name: string): Ffprobe {
  const out = execFileSync(
    'ffprobe',
    ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', mediaFixturePath(name)],
    { encoding: 'utf8' },
  );
  return JSON.parse(out) as Ffprobe;
}

/** The video frames' presentation times (ms from the first frame), in presentation order. */
function frameTimesMs(name: string): number[] {
  const times = execFileSync(
    'ffprobe',
    [
      ...['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'frame=pts_time', '-of', 'csv=p=0'],
      mediaFixturePath(name),
    ],
    { encoding: 'utf8' },
  )
    .split('\n')
    .map((line) => line.replace(/,/g, '').trim())
    .filter(Boolean)
    .map(Number)
    .sort((a, b) => a - b);
  return times.map((t) => Math.round((t - (times[0] ?? 0)) * 1000));
}

const ratio = (text: string | undefined) => {
  const [n, d] = (text ?? '0/1').split(/[/:]/).map(Number);
  return { num: n ?? 0, den: d ?? 1 };
};
const value = (r: { num: number; den: number }) => (r.den ? r.num / r.den : 0);
/** ffprobe's codec names, as MediaInfo names the formats. */
const MEDIAINFO_CODEC: Record<string, string> = { h264: 'AVC', hevc: 'HEVC', prores: 'ProRes', vp9: 'VP9' };

const POLL = { timeout: 90_000, interval: 500 } as const;
const SMALL = MEDIA_FIXTURES.filter((f) => !f.big);

let versions: Map<string, VideoVersion>;

/** The stored probe of `name` against what ffprobe says of the same file. */
function expectProbeMatchesFfprobe(name: string, version: VideoVersion) {
  const media = version.media;
  if (!media) throw new Error(`no probe stored for ${name}`);
  const truth = ffprobe(name);
  const video = truth.streams.find((s) => s.codec_type === 'video');
  if (!video) throw new Error(`ffprobe found no video in ${name}`);

  expect(media.damage).toBeNull();
  expect(media.videoCodec).toBe(MEDIAINFO_CODEC[video.codec_name ?? ''] ?? video.codec_name);
  expect(media.codedWidth).toBe(video.width);
  expect(media.codedHeight).toBe(video.height);
  // Container: ffprobe's demuxer ('mov,mp4,…' / 'matroska,webm') and the major brand tell MOV from MP4.
  const demuxer = truth.format.format_name;
  const brand = truth.format.tags?.['major_brand']?.trim();
  const expectedContainer = demuxer.startsWith('mov')
    ? brand === 'qt'
      ? 'mov'
      : 'mp4'
    : name.endsWith('.webm')
      ? 'webm'
      : 'matroska';
  expect(media.container).toBe(expectedContainer);

  // Display size: pixel aspect ratio, then the display matrix's rotation.
  const sar = ratio(
    video.sample_aspect_ratio && video.sample_aspect_ratio !== '0:1' ? video.sample_aspect_ratio : '1:1',
  );
  const rotation = Math.abs(video.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? 0) % 180;
  const shownWidth = Math.round(((video.width ?? 0) * sar.num) / sar.den);
  const [displayWidth, displayHeight] =
    rotation === 90 ? [video.height, shownWidth] : [shownWidth, video.height];
  expect([media.displayWidth, media.displayHeight]).toEqual([displayWidth, displayHeight]);
  expect(media.rotation % 180).toBe(rotation);
  expect([version.width, version.height]).toEqual([displayWidth, displayHeight]);

  // Frame rate: the rational when constant (ffprobe's r = avg), the variable flag when they differ.
  const r = ratio(video.r_frame_rate);
  const avg = ratio(video.avg_frame_rate);
  // Matroska states no rate (ffprobe guesses one for both): there, uneven frame times are a variable rate.
  const times = demuxer.startsWith('matroska') ? frameTimesMs(name) : [];
  const gaps = times.slice(1).map((t, i) => t - (times[i] ?? 0));
  const uneven = gaps.length > 0 && Math.max(...gaps) - Math.min(...gaps) > 2;
  const variable = Math.abs(value(r) - value(avg)) > 0.01 || uneven;
  expect(media.variableFrameRate).toBe(variable);
  const timing = version.frameTiming;
  if (!variable) {
    expect(media.frameRate && value(media.frameRate)).toBeCloseTo(value(r), 3);
    expect(timing?.status).toBe('probed');
  } else {
    // A variable rate counts its real frames in every container (MP4 sample tables, every fragment of a
    // fragmented MP4, Matroska block timestamps; a long list kept packed): ffprobe's frame times.
    expect(timing?.status).toBe('probed');
    const starts =
      timing?.status === 'probed' && timing.frameDurations ? frameBoundsOf(timing.frameDurations) : [];
    expect(starts.slice(0, -1).map((t) => Math.round(t * 1000))).toEqual(frameTimesMs(name));
  }
  // Frames count from the first video frame: when it is presented (ffprobe's video start time).
  if (timing?.status === 'probed')
    expect(timing.firstFrameSeconds ?? 0).toBeCloseTo(Number(video.start_time ?? 0), 6);
  if (video.nb_frames) expect(media.frameCount).toBe(Number(video.nb_frames));
  // The file's duration, or (MediaInfo on a fragmented MP4 whose first frame is late) the time from the first
  // frame to the end, which is the length of the version's own timeline.
  const duration = Number(truth.format.duration);
  const firstFrame = Number(video.start_time ?? 0);
  const seconds = (media.durationMs ?? 0) / 1000;
  expect(Math.min(Math.abs(seconds - duration), Math.abs(seconds - (duration - firstFrame)))).toBeLessThan(
    0.05,
  );

  // Start timecode (QuickTime tmcd), drop-frame from its separator.
  const timecode = video.tags?.['timecode'] ?? truth.format.tags?.['timecode'] ?? null;
  expect(media.startTimecode).toBe(timecode);
  if (version.frameTiming?.status === 'probed') {
    expect(version.frameTiming.startTimecode).toBe(timecode);
    if (timecode) expect(version.frameTiming.dropFrame).toBe(timecode.includes(';'));
  }

  expect(media.hasAudio).toBe(truth.streams.some((s) => s.codec_type === 'audio'));
  const depth = Number(video.bits_per_raw_sample ?? (video.pix_fmt?.includes('10') ? 10 : 8));
  expect(media.bitDepth, 'bit depth').toBe(depth);
}

/** Lists a fixture folder and imports its files (or only `names`) as one project; waits for the worker. */
async function importFixtures(folderId: string, names?: string[]): Promise<Map<string, VideoVersion>> {
  const user = await signedInUser({ fullName: 'Media Editor' });
  const authorization = `Bearer ${user.tokens.idToken}`;
  const listing = await api<{ status: string; videos: Record<string, unknown>[] }>('/api/drive/list', {
    method: 'POST',
    body: { folderId },
    authorization,
  });
  expect(listing.body.status).toBe('success');
  const chosen = listing.body.videos.filter((v) => !names || names.includes(String(v['name'])));
  const created = await createProjectFromFiles(authorization, chosen, {
    name: 'Camera cards',
    clientDisplayName: 'Client',
  });
  expect(created.status).toBe(201);
  const detail = async () => {
    const res = await api<ProjectDetail>(`/api/projects/${created.body.id}`, { authorization });
    if (res.status !== 200)
      throw new Error(`project detail answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body;
  };
  // The worker leaves `processing` for every file (stored or refused).
  let project = await detail();
  for (const start = Date.now(); Date.now() - start < POLL.timeout; project = await detail()) {
    if (project.videos.every((v) => v.versions[0]?.status !== 'processing')) break;
    await new Promise((r) => setTimeout(r, POLL.interval));
  }
  return new Map(project.videos.map((v) => [v.versions[0]?.fileName ?? '', v.versions[0] as VideoVersion]));
}

beforeAll(async () => {
  expect(ensureMediaFixtures()).toBe(true);
  versions = await importFixtures(DRIVE_STAND_IN_FOLDERS.mediaFixturesSmall);
  expect([...versions.keys()].sort()).toEqual(SMALL.map((f) => f.name).sort());
}, 180_000);

describe('the probe stored for every file a camera or an edit suite makes', () => {
  for (const fixture of SMALL.filter((f) => f.outcome === 'stored')) {
    it(`${fixture.name}: stored, and the probe agrees with ffprobe`, () => {
      const version = versions.get(fixture.name);
      expect(version?.status, fixture.name).toBe('stored');
      expect(version?.media, 'probe stored').toBeDefined();
      if (version) expectProbeMatchesFfprobe(fixture.name, version);
    });
  }

  for (const fixture of SMALL.filter((f) => f.outcome === 'refused')) {
    it(`${fixture.name}: refused with the reason, no stored copy`, () => {
      const version = versions.get(fixture.name);
      expect(version?.status).toBe('failed');
      expect(version?.statusNote).toBe(VIDEO_MESSAGES.damagedFile);
      expect(version?.storagePath).toBeNull();
      expect(version?.media?.damage).toBe(
        fixture.name.startsWith('empty')
          ? 'empty'
          : fixture.name.startsWith('truncated')
            ? 'truncated'
            : 'not_video',
      );
    });
  }
});

describe('an MP4 beyond 32 MiB with its index at the end', () => {
  it('is probed from its tail through ranged reads', async () => {
    const big = MEDIA_FIXTURES.find((f) => f.big);
    if (!big) throw new Error('no big fixture');
    expect(statSync(mediaFixturePath(big.name)).size).toBeGreaterThan(32 * 1024 * 1024);
    const imported = await importFixtures(DRIVE_STAND_IN_FOLDERS.mediaFixtures, [big.name]);
    const version = imported.get(big.name);
    expect(version?.status).toBe('stored');
    if (version) expectProbeMatchesFfprobe(big.name, version);
  }, 120_000);
});
