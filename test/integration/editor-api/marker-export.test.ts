/**
 * Marker export through HTTP against the local system: a client leaves notes on known frames (review API),
 * the owner downloads each format per video version and the project zip; every file, read back by a parser,
 * holds those frames. Options (record start, done notes), the download headers, archived projects (still
 * export), another user's project (404) and a bad record start (400).
 */
import { randomUUID } from 'node:crypto';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { exportProjectMarkers, exportVersionMarkers } from '../../../shared/api/endpoints/markers';
import { archiveProject } from '../../../shared/api/endpoints/projects';
import { setNoteStatus } from '../../../shared/api/endpoints/notes';
import { errorBodySchema } from '../../../shared/errors/app-error';
import {
  frameTiming,
  frameToMs,
  type FrameTiming,
  type VersionFrameTiming,
} from '../../../shared/lib/frame-time';
import { MARKER_FORMAT_IDS, MARKER_FORMATS, type MarkerFormat } from '../../../shared/markers/marker-export';
import {
  defaultRecordStart,
  markerFileName,
  projectZipFileName,
} from '../../../shared/markers/marker-source';
import { MARKER_EXPORT_MESSAGES } from '../../../shared/messages/marker-export-messages';
import { apiUrl } from '../../support/env';
import { markerFramesOf } from '../../support/marker-readers';
import { createReviewFixture, type ReviewFixture } from '../review/review-fixture';
import { endpointUrl } from './support/editor-client';
import { expectOk, type TestUser } from './support/fixtures';
import { signedInUser } from './support/users';
import { FILM_TIMING, NTSC_DF_TIMING } from '../../support/frame-timings';

const DF = NTSC_DF_TIMING;
const timingOf = (t: VersionFrameTiming): FrameTiming =>
  t.status === 'probed' ? frameTiming(t.rate, t.dropFrame) : frameTiming({ num: 30, den: 1 }, false);

async function leaveNotes(f: ReviewFixture, video: number, timing: FrameTiming, frames: readonly number[]) {
  const v = f.videos[video];
  if (!v) throw new Error(`no video ${video}`);
  const res = await fetch(apiUrl(`/api/review/${f.token}/notes`), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      batchId: randomUUID(),
      reviewerName: 'Client Été',
      notes: frames.map((frame) => ({
        videoId: v.id,
        videoVersionId: v.versionId,
        body: `Frame ${frame}`,
        timecodeMs: frameToMs(frame, timing.rate),
        frame,
      })),
    }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { notes: { id: string; frame: number }[] }).notes;
}

async function download(url: string, token: string) {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    disposition: res.headers.get('content-disposition') ?? '',
    bytes: new Uint8Array(await res.arrayBuffer()),
  };
}

/** UTF-8 with its BOM kept (the CSV must start with one). */
const text = (bytes: Uint8Array) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);

describe('marker export', () => {
  let owner: TestUser;
  let film: ReviewFixture;
  let df: ReviewFixture;
  const FILM_FRAMES = [0, 1, 47, 119] as const;
  const DF_FRAMES = [0, 29, 30, 149] as const;
  let doneNoteId = '';

  beforeAll(async () => {
    owner = await signedInUser('markers');
    [film, df] = await Promise.all([
      createReviewFixture({ owner, videoCount: 1, frameTiming: FILM_TIMING, projectName: 'Spot 23976' }),
      createReviewFixture({ owner, videoCount: 2, frameTiming: DF, projectName: 'Spot DF' }),
    ]);
    await leaveNotes(film, 0, timingOf(FILM_TIMING), FILM_FRAMES);
    const dfNotes = await leaveNotes(df, 0, timingOf(DF), DF_FRAMES);
    await leaveNotes(df, 1, timingOf(DF), [12]);
    doneNoteId = dfNotes.find((n) => n.frame === 29)?.id ?? '';
    await expectOk(setNoteStatus, {
      token: owner.token,
      params: { projectId: df.projectId, noteId: doneNoteId },
      body: { status: 'completed' },
    });
  });

  it.each(MARKER_FORMAT_IDS)(
    '%s: each version file holds the notes’ frames from its own start timecode, as a named download',
    async (format) => {
      for (const [f, timing, frames] of [
        [film, FILM_TIMING, FILM_FRAMES],
        [df, DF, DF_FRAMES],
      ] as const) {
        const video = f.videos[0];
        if (!video) throw new Error('no video');
        const res = await download(
          endpointUrl(exportVersionMarkers, {
            params: { projectId: f.projectId, videoId: video.id },
            query: { format },
          }),
          owner.token,
        );
        expect(res.status).toBe(200);
        const fileName = markerFileName(
          { projectName: f.projectName, videoTitle: video.title, versionNumber: 1 },
          MARKER_FORMATS[format].extension,
        );
        expect(res.disposition).toContain('attachment');
        expect(res.disposition).toContain(`filename="${fileName}"`);
        expect(res.type.split(';')[0]).toMatch(/^(text|application)\//);
        // No record start asked: each file starts at its video's start timecode (00:00:00:00, 01:00:00;00).
        const start = defaultRecordStart({ frameTiming: timing });
        expect(start).toBe(timing.status === 'probed' ? timing.startTimecode : null);
        const read = markerFramesOf(format, text(res.bytes), timingOf(timing), start);
        // The EDL merges notes on one frame; these are all distinct.
        expect(read).toEqual([...frames]);
      }
    },
  );

  it('leaves done notes out when asked, and counts from the given record start', async () => {
    const video = df.videos[0];
    if (!video) throw new Error('no video');
    const res = await download(
      endpointUrl(exportVersionMarkers, {
        params: { projectId: df.projectId, videoId: video.id },
        query: { format: 'edl', includeCompleted: 'false', recordStart: '00:59:00;02' },
      }),
      owner.token,
    );
    expect(res.status).toBe(200);
    expect(markerFramesOf('edl', text(res.bytes), timingOf(DF), '00:59:00;02')).toEqual(
      DF_FRAMES.filter((f) => f !== 29),
    );
  });

  it('zips every video of the project in every format, each file with its frames', async () => {
    const res = await download(
      endpointUrl(exportProjectMarkers, { params: { projectId: df.projectId }, query: {} }),
      owner.token,
    );
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/zip');
    expect(res.disposition).toContain(`filename="${projectZipFileName(df.projectName)}"`);
    const files = unzipSync(res.bytes);
    expect(Object.keys(files)).toHaveLength(2 * MARKER_FORMAT_IDS.length);
    for (const [i, frames] of [DF_FRAMES, [12]].entries()) {
      const video = df.videos[i];
      if (!video) throw new Error('no video');
      for (const format of MARKER_FORMAT_IDS) {
        const name = markerFileName(
          { projectName: df.projectName, videoTitle: video.title, versionNumber: 1 },
          MARKER_FORMATS[format].extension,
        );
        const file = files[name];
        expect(file, name).toBeDefined();
        expect(
          markerFramesOf(format as MarkerFormat, text(file ?? new Uint8Array()), timingOf(DF), '01:00:00;00'),
        ).toEqual([...frames]);
      }
    }
  });

  it('still exports an archived project (read-only); another user gets 404; a bad record start is 400', async () => {
    const archived = await createReviewFixture({
      owner,
      videoCount: 1,
      frameTiming: FILM_TIMING,
      projectName: 'Old spot',
    });
    await leaveNotes(archived, 0, timingOf(FILM_TIMING), [5]);
    await expectOk(archiveProject, { token: owner.token, params: { projectId: archived.projectId } });
    const url = endpointUrl(exportProjectMarkers, {
      params: { projectId: archived.projectId },
      query: { format: 'csv' },
    });
    const ok = await download(url, owner.token);
    expect(ok.status).toBe(200);
    const csv = Object.values(unzipSync(ok.bytes))[0] ?? new Uint8Array();
    expect(markerFramesOf('csv', text(csv), timingOf(FILM_TIMING), '01:00:00:00')).toEqual([5]);

    const stranger = await signedInUser('markers-stranger');
    expect((await download(url, stranger.token)).status).toBe(404);

    const video = film.videos[0];
    const bad = await fetch(
      endpointUrl(exportVersionMarkers, {
        params: { projectId: film.projectId, videoId: video?.id ?? '' },
        query: { format: 'fcpxml', recordStart: '01:00:00:30' },
      }),
      { headers: { authorization: `Bearer ${owner.token}` } },
    );
    expect(bad.status).toBe(400);
    expect(errorBodySchema.parse(await bad.json()).error.message).toBe(
      MARKER_EXPORT_MESSAGES.recordStartInvalid,
    );
  });
});
