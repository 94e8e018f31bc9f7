/**
 * Range notes and drawings end to end over HTTP against the local system: a client leaves them through the
 * review token (validated: range end after start and within the video, end frame agreeing with its ms,
 * drawing shapes/colours/coordinates/size; idempotent on resubmission; the token reaches only its project),
 * they come back on the review answer, on the owner's project page, and as durations in every marker export.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { reviewResponseSchema, submitNotesResponseSchema } from '../../../shared/api/endpoints/review';
import { exportVersionMarkers } from '../../../shared/api/endpoints/markers';
import { getProject } from '../../../shared/api/endpoints/projects';
import { errorBodySchema } from '../../../shared/errors/app-error';
import { frameTiming, frameToMs } from '../../../shared/lib/frame-time';
import { smpteToFrame } from '../../../shared/lib/smpte/timecode';
import type { NoteDrawing } from '../../../shared/domain/note-drawing';
import { DRAWING_LIMITS } from '../../../shared/domain/note-drawing';
import { ANNOTATION_MESSAGES } from '../../../shared/messages/annotation-messages';
import { MARKER_FORMAT_IDS } from '../../../shared/markers/marker-export';
import { getProjectWhole } from '../../../functions/projects/store/project-repository';
import { apiUrl } from '../../support/env';
import { readAvid, readCsv, readEdl, readFcpxml, readXmeml } from '../../support/marker-readers';
import { endpointUrl } from '../editor-api/support/editor-client';
import { expectOk, type TestUser } from '../editor-api/support/fixtures';
import { signedInUser } from '../editor-api/support/users';
import { createReviewFixture, type ReviewFixture } from './review-fixture';
import { FILM_TIMING } from '../../support/frame-timings';
import { defaultRecordStart } from '../../../shared/markers/marker-source';

const timing = frameTiming({ num: 24000, den: 1001 }, false);
const ms = (frame: number) => frameToMs(frame, timing.rate);

const ARROW: NoteDrawing = {
  shapes: [
    { kind: 'arrow', colour: 'red', from: [0.25, 0.3], to: [0.6, 0.55] },
    {
      kind: 'pen',
      colour: 'yellow',
      points: [
        [0.1, 0.1],
        [0.2, 0.15],
        [0.3, 0.1],
      ],
    },
    { kind: 'rect', colour: 'white', from: [0.7, 0.7], to: [0.9, 0.95] },
  ],
};

async function post(token: string, body: unknown) {
  const response = await fetch(apiUrl(`/api/review/${token}/notes`), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null };
}

function batch(f: ReviewFixture, notes: Record<string, unknown>[], batchId: string = randomUUID()) {
  const v = f.videos[0];
  if (!v) throw new Error('no video');
  return {
    batchId,
    reviewerName: 'Rita',
    notes: notes.map((n) => ({ videoId: v.id, videoVersionId: v.versionId, body: 'note', ...n })),
  };
}

async function refused(f: ReviewFixture, note: Record<string, unknown>) {
  const res = await post(f.token, batch(f, [note]));
  expect(res.status, JSON.stringify(note)).toBe(400);
  return errorBodySchema.parse(res.json).error;
}

describe('range notes and drawings', () => {
  let owner: TestUser;
  let f: ReviewFixture;
  let other: ReviewFixture;

  beforeAll(async () => {
    owner = await signedInUser('ranges');
    [f, other] = await Promise.all([
      createReviewFixture({ owner, videoCount: 1, frameTiming: FILM_TIMING, projectName: 'Range spot' }),
      createReviewFixture({ videoCount: 1, frameTiming: FILM_TIMING }),
    ]);
  });

  it('stores a range note with a drawing once, however often it is resubmitted, and answers it', async () => {
    const body = batch(f, [
      { body: 'Range 10-47', timecodeMs: ms(10), frame: 10, rangeEndMs: ms(48), rangeEndFrame: 48 },
      { body: 'Arrow here', timecodeMs: ms(60), frame: 60, drawing: ARROW },
      { body: 'Point', timecodeMs: ms(90), frame: 90 },
    ]);
    const first = await post(f.token, body);
    expect(first.status).toBe(200);
    const stored = submitNotesResponseSchema.parse(first.json);
    expect(stored.created).toBe(true);
    expect(stored.notes.map((n) => [n.body, n.frame, n.rangeEndFrame, n.drawing])).toEqual([
      ['Range 10-47', 10, 48, undefined],
      ['Arrow here', 60, undefined, ARROW],
      ['Point', 90, undefined, undefined],
    ]);
    const again = submitNotesResponseSchema.parse((await post(f.token, body)).json);
    expect(again.created).toBe(false);
    expect(again.notes.map((n) => n.id).sort()).toEqual(stored.notes.map((n) => n.id).sort());
    const whole = await getProjectWhole(f.db, f.projectId);
    expect(whole?.notes).toHaveLength(3);

    const review = reviewResponseSchema.parse(await (await fetch(apiUrl(`/api/review/${f.token}`))).json());
    const notes = review.videos[0]?.notes ?? [];
    expect(notes.find((n) => n.body === 'Range 10-47')).toMatchObject({
      rangeEndMs: ms(48),
      rangeEndFrame: 48,
    });
    expect(notes.find((n) => n.body === 'Arrow here')?.drawing).toEqual(ARROW);
  });

  it('the owner sees the range and the drawing on the project page, and exports the range as a duration', async () => {
    const detail = await expectOk(getProject, { token: owner.token, params: { projectId: f.projectId } });
    const notes = detail.videos[0]?.notes ?? [];
    expect(notes.find((n) => n.body === 'Range 10-47')).toMatchObject({
      frame: 10,
      rangeEndMs: ms(48),
      rangeEndFrame: 48,
    });
    expect(notes.find((n) => n.body === 'Arrow here')?.drawing).toEqual(ARROW);

    const video = f.videos[0];
    if (!video) throw new Error('no video');
    // The files start at the clip's own start timecode (FILM_TIMING's 00:00:00:00).
    const start = smpteToFrame(defaultRecordStart({ frameTiming: FILM_TIMING }), timing);
    for (const format of MARKER_FORMAT_IDS) {
      const res = await fetch(
        endpointUrl(exportVersionMarkers, {
          params: { projectId: f.projectId, videoId: video.id },
          query: { format },
        }),
        { headers: { authorization: `Bearer ${owner.token}` } },
      );
      expect(res.status).toBe(200);
      const content = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
      // [frame, duration] of each marker, in timeline order.
      const read: [number, number][] =
        format === 'csv'
          ? readCsv(content)
              .slice(1)
              .map((r) => [Number(r[5]), Number(r[10])])
          : format === 'edl'
            ? readEdl(content, timing).events.map((e) => [e.recordIn - start, e.duration])
            : format === 'fcpxml'
              ? readFcpxml(content).markers.map((m) => [m.frame, m.duration])
              : format === 'xmeml'
                ? readXmeml(content).markers.map((m) => [m.in, m.out === -1 ? 1 : m.out - m.in])
                : readAvid(content, timing).map((l) => [l.frame - start, l.duration]);
      expect(read, format).toEqual([
        [10, 38],
        [60, 1],
        [90, 1],
      ]);
    }
  });

  it('refuses a range that ends at or before its start, past the video, or off its frame (400 with the field)', async () => {
    expect(
      await refused(f, { timecodeMs: ms(20), frame: 20, rangeEndMs: ms(20), rangeEndFrame: 20 }),
    ).toEqual({
      code: 'VALIDATION',
      message: ANNOTATION_MESSAGES.rangeEndBeforeStart,
      fields: { 'notes.0.rangeEndMs': ANNOTATION_MESSAGES.rangeEndBeforeStart },
    });
    expect(
      (await refused(f, { timecodeMs: ms(20), frame: 20, rangeEndMs: ms(121), rangeEndFrame: 121 })).fields,
    ).toEqual({ 'notes.0.rangeEndMs': ANNOTATION_MESSAGES.rangeEndPastVideo });
    expect(
      (await refused(f, { timecodeMs: ms(20), frame: 20, rangeEndMs: ms(40), rangeEndFrame: 44 })).fields,
    ).toEqual({ 'notes.0.rangeEndFrame': ANNOTATION_MESSAGES.rangeEndFrameMismatch });
    expect((await refused(f, { timecodeMs: ms(20), frame: 20, rangeEndFrame: 40 })).fields).toEqual({
      'notes.0.rangeEndMs': ANNOTATION_MESSAGES.rangeEndFrameMismatch,
    });
    // Schema refusals name the body's field.
    expect((await refused(f, { timecodeMs: ms(20), rangeEndMs: -5 })).fields).toHaveProperty([
      'body.notes.0.rangeEndMs',
    ]);
  });

  it('refuses a drawing with unknown shapes, colours, coordinates outside the picture or too many points', async () => {
    const bad: unknown[] = [
      { shapes: [] },
      { shapes: [{ kind: 'ellipse', colour: 'red', from: [0, 0], to: [1, 1] }] },
      { shapes: [{ kind: 'arrow', colour: 'purple', from: [0, 0], to: [1, 1] }] },
      { shapes: [{ kind: 'arrow', colour: 'red', from: [0, 0], to: [1.5, 1] }] },
      { shapes: [{ kind: 'rect', colour: 'red', from: [0, 0], to: ['1', 1] }] },
      {
        shapes: Array.from({ length: 5 }, () => ({
          kind: 'pen',
          colour: 'red',
          points: Array.from({ length: DRAWING_LIMITS.strokePointsMax }, () => [0.5, 0.5]),
        })),
      },
    ];
    for (const drawing of bad) {
      const error = await refused(f, { timecodeMs: ms(5), frame: 5, drawing });
      expect(error.code).toBe('VALIDATION');
      expect(Object.keys(error.fields ?? {}).some((k) => k.startsWith('body.notes.0.drawing'))).toBe(true);
    }
    const whole = await getProjectWhole(f.db, f.projectId);
    expect(whole?.notes).toHaveLength(3);
  });

  it("a token reaches only its own project: another project's video with a drawing is a 404", async () => {
    const v = other.videos[0];
    if (!v) throw new Error('no video');
    const res = await post(f.token, {
      batchId: randomUUID(),
      notes: [
        {
          videoId: v.id,
          videoVersionId: v.versionId,
          body: 'sneaky',
          timecodeMs: ms(1),
          rangeEndMs: ms(5),
          drawing: ARROW,
        },
      ],
    });
    expect(res.status).toBe(404);
    expect((await getProjectWhole(other.db, other.projectId))?.notes).toHaveLength(0);
  });
});
