/**
 * The editor's own notes over HTTP against the local system: the owner adds a range note with a
 * drawing on a version from the project page; it is checked like a client's (frame agreeing with ms, range
 * within the video, drawing shapes), stored once however often the request is retried, shown on the project
 * answer and to the client on the review page (marked as the editor's), and moves the project's status by
 * the one rule. Other users' projects, other projects' videos and versions, and archived projects refuse.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { addOwnerNote } from '../../../shared/api/endpoints/notes';
import { getProject } from '../../../shared/api/endpoints/projects';
import { reviewResponseSchema } from '../../../shared/api/endpoints/review';
import { errorBodySchema } from '../../../shared/errors/app-error';
import type { NoteDrawing } from '../../../shared/domain/note-drawing';
import { frameTiming, frameToMs } from '../../../shared/lib/frame-time';
import { ANNOTATION_MESSAGES } from '../../../shared/messages/annotation-messages';
import { apiUrl } from '../../support/env';
import { createReviewFixture, type ReviewFixture } from '../review/review-fixture';
import { callEndpoint } from './support/editor-client';
import { expectOk, type TestUser } from './support/fixtures';
import { signedInUser } from './support/users';
import { FILM_TIMING } from '../../support/frame-timings';

const ms = (frame: number) => frameToMs(frame, frameTiming({ num: 24000, den: 1001 }, false).rate);
const ARROW: NoteDrawing = { shapes: [{ kind: 'arrow', colour: 'red', from: [0.2, 0.3], to: [0.6, 0.5] }] };

describe("the editor's own notes", () => {
  let owner: TestUser;
  let intruder: TestUser;
  let f: ReviewFixture;
  let other: ReviewFixture;
  let archived: ReviewFixture;

  beforeAll(async () => {
    [owner, intruder] = await Promise.all([
      signedInUser('owner-notes'),
      signedInUser('owner-notes-intruder'),
    ]);
    [f, other, archived] = await Promise.all([
      createReviewFixture({ owner, videoCount: 1, frameTiming: FILM_TIMING, projectName: 'Editor notes' }),
      createReviewFixture({ owner, videoCount: 1, frameTiming: FILM_TIMING }),
      createReviewFixture({ owner, videoCount: 1, frameTiming: FILM_TIMING, archived: true }),
    ]);
  });

  const params = (x: ReviewFixture) => ({ projectId: x.projectId, videoId: x.videos[0]?.id ?? '' });
  const note = (x: ReviewFixture, extra: Record<string, unknown> = {}) => ({
    requestId: randomUUID(),
    videoVersionId: x.videos[0]?.versionId ?? '',
    body: 'Tighten this cut',
    timecodeMs: ms(12),
    frame: 12,
    ...extra,
  });

  it('stores a range note with a drawing once, shows it on the project and to the client', async () => {
    const body = note(f, { rangeEndMs: ms(36), rangeEndFrame: 36, drawing: ARROW });
    const first = await expectOk(addOwnerNote, { token: owner.token, params: params(f), body });
    expect(first.created).toBe(true);
    expect(first.note).toMatchObject({
      body: 'Tighten this cut',
      frame: 12,
      rangeEndFrame: 36,
      drawing: ARROW,
      author: 'editor',
      status: 'pending',
      reviewerIp: '',
    });
    // The project has a pending note now: the one rule makes it pending.
    expect(first.project.status).toBe('pending');
    // A retried request stores nothing new and answers the same note.
    const again = await expectOk(addOwnerNote, { token: owner.token, params: params(f), body });
    expect(again).toMatchObject({ created: false, note: { id: first.note.id } });

    const project = await expectOk(getProject, { token: owner.token, params: { projectId: f.projectId } });
    const notes = project.videos[0]?.notes.filter((n) => n.body === 'Tighten this cut') ?? [];
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ rangeEndFrame: 36, drawing: ARROW, author: 'editor' });

    const review = reviewResponseSchema.parse(await (await fetch(apiUrl(`/api/review/${f.token}`))).json());
    const seen = review.videos[0]?.notes.find((n) => n.id === first.note.id);
    expect(seen).toMatchObject({ author: 'editor', drawing: ARROW, frame: 12, rangeEndFrame: 36 });
  });

  it('checks it like a client note: frame agreeing with ms, range after its start and within the video', async () => {
    const refused = async (extra: Record<string, unknown>) => {
      const res = await callEndpoint(addOwnerNote, {
        token: owner.token,
        params: params(f),
        body: note(f, extra),
      });
      expect(res.status, JSON.stringify(extra)).toBe(400);
      return errorBodySchema.parse(res.body).error;
    };
    expect((await refused({ frame: 40 })).fields).toHaveProperty('frame');
    expect((await refused({ rangeEndMs: ms(5), rangeEndFrame: 5 })).message).toBe(
      ANNOTATION_MESSAGES.rangeEndBeforeStart,
    );
    expect((await refused({ rangeEndMs: ms(500), rangeEndFrame: 500 })).message).toBe(
      ANNOTATION_MESSAGES.rangeEndPastVideo,
    );
    expect(Object.keys((await refused({ body: '   ' })).fields ?? {})).toContain('body.body');
    expect(
      (await refused({ drawing: { shapes: [{ kind: 'arrow', colour: 'red', from: [2, 0], to: [0, 0] }] } }))
        .code,
    ).toBe('VALIDATION');
  });

  it("refuses other users, other projects' videos and versions, and archived projects", async () => {
    const intruding = await callEndpoint(addOwnerNote, {
      token: intruder.token,
      params: params(f),
      body: note(f),
    });
    expect(intruding.status).toBe(404);
    // The other project's version under this project's video, and the other project's video here.
    const foreignVersion = await callEndpoint(addOwnerNote, {
      token: owner.token,
      params: params(f),
      body: note(other),
    });
    expect(foreignVersion.status).toBe(404);
    const foreignVideo = await callEndpoint(addOwnerNote, {
      token: owner.token,
      params: { projectId: f.projectId, videoId: other.videos[0]?.id ?? '' },
      body: note(other),
    });
    expect(foreignVideo.status).toBe(404);
    const readOnly = await callEndpoint(addOwnerNote, {
      token: owner.token,
      params: params(archived),
      body: note(archived),
    });
    expect(readOnly.status).toBe(409);
    expect(errorBodySchema.parse(readOnly.body).error.code).toBe('ARCHIVED');
    const unsigned = await callEndpoint(addOwnerNote, { params: params(f), body: note(f) });
    expect(unsigned.status).toBe(401);
  });
});
