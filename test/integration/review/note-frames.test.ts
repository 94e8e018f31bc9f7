/**
 * Note frames through the review API over HTTP against the local system: the review answer carries the
 * version's probed frame timing; a note stores the frame the client saw when it agrees with its milliseconds
 * at the version's rate (within one frame), is refused when it does not, and gets the derived frame when the
 * client sends none; a note stored before frames (no `frame` attribute) is answered with its derived frame.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { reviewResponseSchema, submitNotesResponseSchema } from '../../../shared/api/endpoints/review';
import { errorBodySchema } from '../../../shared/errors/app-error';
import { frameAtMs, frameToMs, type VersionFrameTiming } from '../../../shared/lib/frame-time';
import { keys } from '../../../functions/platform/db/keys';
import { getProjectWhole } from '../../../functions/projects/store/project-repository';
import { REVIEW_API_ERRORS } from '../../../functions/projects/use-cases/review-errors';
import { noteBatch as noteBody, reviewCall as call } from './review-client';
import { createReviewFixture, type ReviewFixture } from './review-fixture';
import { NTSC_DF_TIMING } from '../../support/frame-timings';

const NTSC_FILM: VersionFrameTiming = {
  status: 'probed',
  rate: { num: 24000, den: 1001 },
  dropFrame: false,
  frameCount: 120,
  startTimecode: '00:00:00:00',
};
const NTSC_DF = NTSC_DF_TIMING;

const review = async (token: string) =>
  reviewResponseSchema.parse((await call('GET', `/api/review/${token}`)).json);

describe('note frames through the review API', () => {
  let film: ReviewFixture;
  let df: ReviewFixture;
  beforeAll(async () => {
    [film, df] = await Promise.all([
      createReviewFixture({ videoCount: 1, frameTiming: NTSC_FILM }),
      createReviewFixture({ videoCount: 1, frameTiming: NTSC_DF }),
    ]);
  });

  it('answers the probed frame timing of each version', async () => {
    expect((await review(film.token)).videos[0]?.currentVersion?.frameTiming).toEqual(NTSC_FILM);
    expect((await review(df.token)).videos[0]?.currentVersion?.frameTiming).toEqual(NTSC_DF);
  });

  it('stores the frame the client saw, at 23.976 and at 29.97 DF, and answers it', async () => {
    for (const [f, rate, frames] of [
      [film, { num: 24000, den: 1001 }, [0, 1, 47, 119]],
      [df, { num: 30000, den: 1001 }, [0, 29, 30, 149]],
    ] as const) {
      const sent = frames.map((frame) => ({
        body: `frame ${frame}`,
        timecodeMs: frameToMs(frame, rate),
        frame,
      }));
      const res = await call('POST', `/api/review/${f.token}/notes`, noteBody(f, sent));
      expect(res.status).toBe(200);
      expect(submitNotesResponseSchema.parse(res.json).notes.map((n) => n.frame)).toEqual(frames);
      const stored = await getProjectWhole(f.db, f.projectId);
      expect(stored?.notes.map((n) => n.frame).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(frames);
      const answered = (await review(f.token)).videos[0]?.notes ?? [];
      expect(answered.map((n) => [n.body, n.frame])).toEqual(frames.map((fr) => [`frame ${fr}`, fr]));
    }
  });

  it('accepts a frame one off its milliseconds (the picture on screen) and keeps it', async () => {
    const rate = { num: 24000, den: 1001 };
    // currentTime a hair before frame 48 starts; mediaTime says frame 48 is presented.
    const res = await call(
      'POST',
      `/api/review/${film.token}/notes`,
      noteBody(film, [{ body: 'on screen', timecodeMs: frameToMs(48, rate) - 1, frame: 48 }]),
    );
    expect(res.status).toBe(200);
    expect(submitNotesResponseSchema.parse(res.json).notes[0]?.frame).toBe(48);
  });

  it('refuses a frame more than one frame away from its milliseconds (400, field notes.N.frame)', async () => {
    const rate = { num: 30000, den: 1001 };
    const res = await call(
      'POST',
      `/api/review/${df.token}/notes`,
      noteBody(df, [
        { body: 'fine', timecodeMs: frameToMs(10, rate), frame: 10 },
        { body: 'off', timecodeMs: frameToMs(10, rate), frame: 12 },
      ]),
    );
    expect(res.status).toBe(400);
    const error = errorBodySchema.parse(res.json).error;
    expect(error.message).toBe(REVIEW_API_ERRORS.frameMismatch);
    expect(error.fields).toEqual({ 'notes.1.frame': REVIEW_API_ERRORS.frameMismatch });
  });

  it('derives the frame when the client sends none, and for a note stored before frames', async () => {
    const f = await createReviewFixture({ videoCount: 1, frameTiming: NTSC_DF });
    const rate = { num: 30000, den: 1001 };
    const res = await call(
      'POST',
      `/api/review/${f.token}/notes`,
      noteBody(f, [{ body: 'no frame', timecodeMs: 2_002 }]),
    );
    expect(res.status).toBe(200);
    const note = submitNotesResponseSchema.parse(res.json).notes[0];
    expect(note?.frame).toBe(frameAtMs(2_002, rate));
    expect(note?.frame).toBe(60);

    // The same note as an old one: no frame attribute at all.
    const version = f.videos[0]?.versionId ?? '';
    await f.db.doc.send(
      new UpdateCommand({
        TableName: f.db.tableName,
        Key: keys.note(f.projectId, version, note?.id ?? ''),
        UpdateExpression: 'REMOVE #frame',
        ExpressionAttributeNames: { '#frame': 'frame' },
      }),
    );
    const stored = await getProjectWhole(f.db, f.projectId);
    expect(stored?.notes[0]?.frame).toBeUndefined();
    expect((await review(f.token)).videos[0]?.notes[0]?.frame).toBe(60);
  });

  it('counts frames at the legacy decimal rate for a version stored before frame timing', async () => {
    const legacy = await createReviewFixture({ videoCount: 1 });
    const version = (await review(legacy.token)).videos[0]?.currentVersion;
    expect(version?.frameTiming).toEqual({ status: 'unknown' });
    const res = await call(
      'POST',
      `/api/review/${legacy.token}/notes`,
      noteBody(legacy, [{ body: 'at 25', timecodeMs: 1_000, frame: 25 }]),
    );
    expect(res.status).toBe(200);
    expect(submitNotesResponseSchema.parse(res.json).notes[0]?.frame).toBe(25);
  });
});
