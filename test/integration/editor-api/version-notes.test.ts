/**
 * Notes from an older version stay visible when a new version arrives: the project page and the review page
 * both carry them (`earlierNotes`, each naming its version), the current version's notes stay in `notes`, and
 * every version comes with its playback (version compare). Replies follow their note across versions.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { DRIVE_STAND_IN_FILES } from '../../../infra/local/drive-stand-in/drive-fixtures';
import { replyToNote } from '../../../shared/api/endpoints/replies';
import { getReview } from '../../../shared/api/endpoints/review';
import { addVideoVersion } from '../../../shared/api/endpoints/videos';
import {
  createProjectAs,
  expectOk,
  getProjectAs,
  setPlanOf,
  settledProject,
  submitNotesAsClient,
  type TestUser,
} from './support/fixtures';
import { signedInUser } from './support/users';

const [, , , FOURTH] = DRIVE_STAND_IN_FILES.samples;

let editor: TestUser;
beforeAll(async () => {
  editor = await signedInUser('version-notes');
  await setPlanOf(editor, 'pro');
});

describe('notes across versions', () => {
  it('keeps v1 notes (marked with their version) after v2 arrives, on both pages', async () => {
    const project = await createProjectAs(editor, { videos: 1 });
    const v1Detail = await settledProject(editor, project.id);
    await submitNotesAsClient(v1Detail, [
      { videoIndex: 0, body: 'Logo too small', timecodeMs: 1000 },
      { videoIndex: 0, body: 'Music too loud', timecodeMs: 3000 },
    ]);
    const v1Id = v1Detail.videos[0]!.currentVersionId!;
    const noteId = (await getProjectAs(editor, project.id)).videos[0]!.notes[0]!.id;
    await expectOk(replyToNote, {
      token: editor.token,
      params: { projectId: project.id, noteId },
      body: { requestId: randomUUID(), body: 'Fixed in v2' },
    });

    const v2 = await expectOk(addVideoVersion, {
      token: editor.token,
      params: { projectId: project.id, videoId: v1Detail.videos[0]!.id },
      body: { fileUrl: `https://drive.google.com/file/d/${FOURTH}/view` },
    });
    const detail = await settledProject(editor, project.id);
    await submitNotesAsClient(detail, [{ videoIndex: 0, body: 'Better now', timecodeMs: 2000 }]);

    // The project page: v2's note in `notes`, v1's two in `earlierNotes` (newest first), both versions playable.
    const page = (await getProjectAs(editor, project.id)).videos[0]!;
    expect(page.notes.map((n) => n.body)).toEqual(['Better now']);
    expect(page.notes[0]?.videoVersionId).toBe(v2.version.id);
    expect(page.earlierNotes.map((n) => n.videoVersionId)).toEqual([v1Id, v1Id]);
    expect(new Set(page.earlierNotes.map((n) => n.body))).toEqual(
      new Set(['Logo too small', 'Music too loud']),
    );
    const numberOf = new Map(page.versions.map((v) => [v.id, v.versionNumber]));
    expect(page.earlierNotes.map((n) => numberOf.get(n.videoVersionId))).toEqual([1, 1]);
    expect(page.versionPlayback.map((p) => p.versionId)).toEqual([v1Id, v2.version.id]);
    expect(page.versionPlayback[0]?.playbackUrl).toBeTruthy();
    // The thread of a v1 note is still there.
    expect(page.replies.map((r) => [r.noteId, r.body])).toEqual([[noteId, 'Fixed in v2']]);

    // The review page: the same split, every version with its playback URL, oldest first.
    const review = await expectOk(getReview, { params: { token: detail.reviewLink.token } });
    const video = review.videos[0]!;
    expect(video.currentVersion?.versionNumber).toBe(2);
    expect(video.notes.map((n) => n.body)).toEqual(['Better now']);
    expect(video.earlierNotes.map((n) => n.body)).toEqual(['Logo too small', 'Music too loud']);
    expect(video.versions.map((v) => [v.id, v.versionNumber])).toEqual([
      [v1Id, 1],
      [v2.version.id, 2],
    ]);
    expect(video.versions.every((v) => v.playbackUrl !== null || v.previewUrl !== null)).toBe(true);
    expect(video.replies.map((r) => r.body)).toEqual(['Fixed in v2']);
  });

  it('a video with one version has no earlier notes and one version', async () => {
    const project = await createProjectAs(editor, { videos: 1 });
    const detail = await settledProject(editor, project.id);
    await submitNotesAsClient(detail, [{ videoIndex: 0, body: 'Only one', timecodeMs: 500 }]);
    const review = await expectOk(getReview, { params: { token: detail.reviewLink.token } });
    expect(review.videos[0]?.earlierNotes).toEqual([]);
    expect(review.videos[0]?.versions).toHaveLength(1);
    const page = (await getProjectAs(editor, project.id)).videos[0]!;
    expect(page.earlierNotes).toEqual([]);
    expect(page.versionPlayback).toHaveLength(1);
  });
});
