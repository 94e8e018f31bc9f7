/**
 * Videos and notes through HTTP against the local system: set status (with the project status rule),
 * add a video and a new version by Drive link (the Drive stand-in answers the look-ups), the owner's
 * video-level notes, note toggles, and the refusals (bad links, unknown ids, archived projects).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DRIVE_STAND_IN_FILES } from '../../../infra/local/drive-stand-in/drive-fixtures';
import { setNoteStatus } from '../../../shared/api/endpoints/notes';
import { archiveProject } from '../../../shared/api/endpoints/projects';
import {
  addVideo,
  addVideoVersion,
  setVideoStatus,
  updateVideoNotes,
} from '../../../shared/api/endpoints/videos';
import { COMMON_MESSAGES } from '../../../shared/messages/common-messages';
import { PROJECT_MESSAGES } from '../../../shared/messages/project-messages';
import { VIDEO_MESSAGES } from '../../../shared/messages/video-messages';
import { callEndpoint } from './support/editor-client';
import {
  createProjectAs,
  expectError,
  expectOk,
  getProjectAs,
  setPlanOf,
  settledProject,
  stable,
  submitNotesAsClient,
  type TestUser,
} from './support/fixtures';
import { signedInUser } from './support/users';

const [, , THIRD, FOURTH] = DRIVE_STAND_IN_FILES.samples;
const viewLink = (fileId: string | undefined) => `https://drive.google.com/file/d/${fileId}/view?usp=sharing`;

let editor: TestUser;
beforeAll(async () => {
  editor = await signedInUser('videos');
  await setPlanOf(editor, 'pro');
});

describe('video status and the project status rule', () => {
  it('records the status change; all approved without pending notes makes the project approved', async () => {
    const project = await createProjectAs(editor, { videos: 2 });
    const detail = await settledProject(editor, project.id);
    const [v1, v2] = detail.videos;
    const first = await expectOk(setVideoStatus, {
      token: editor.token,
      params: { projectId: project.id, videoId: v1!.id },
      body: { status: 'approved' },
    });
    expect(first.video.status).toBe('approved');
    expect(Date.parse(first.video.lastStatusChangeAt)).toBeGreaterThan(Date.parse(v1!.lastStatusChangeAt));
    expect(first.project.status).toBe('active');
    const second = await expectOk(setVideoStatus, {
      token: editor.token,
      params: { projectId: project.id, videoId: v2!.id },
      body: { status: 'approved' },
    });
    expect(second.project.status).toBe('approved');
    const back = await expectOk(setVideoStatus, {
      token: editor.token,
      params: { projectId: project.id, videoId: v2!.id },
      body: { status: 'needs_changes' },
    });
    expect(back.video.status).toBe('needs_changes');
    expect(back.project.status).toBe('active');
    expect((await getProjectAs(editor, project.id)).project.status).toBe('active');
  });

  it('refuses a status the owner may not set, and an unknown video', async () => {
    const project = await createProjectAs(editor, { videos: 1 });
    const detail = await settledProject(editor, project.id);
    const bad = await callEndpoint(setVideoStatus, {
      token: editor.token,
      params: { projectId: project.id, videoId: detail.videos[0]!.id },
      body: { status: 'processing' },
    });
    expect(expectError(bad, 400).fields).toHaveProperty('body.status');
    const missing = await callEndpoint(setVideoStatus, {
      token: editor.token,
      params: { projectId: project.id, videoId: '01JNOSUCHVIDEO000000000000' },
      body: { status: 'approved' },
    });
    expectError(missing, 404, PROJECT_MESSAGES.videoNotFound);
  });
});

describe('notes', () => {
  it('toggles a note; the project follows the rule (pending while a note is pending, approved once done)', async () => {
    const project = await createProjectAs(editor, { videos: 1 });
    let detail = await settledProject(editor, project.id);
    await submitNotesAsClient(detail, [{ videoIndex: 0, body: 'Cut at 0:03', timecodeMs: 3000 }]);
    detail = await getProjectAs(editor, project.id);
    expect(detail.project.status).toBe('pending');
    const video = detail.videos[0]!;
    const note = video.notes[0]!;
    await expectOk(setVideoStatus, {
      token: editor.token,
      params: { projectId: project.id, videoId: video.id },
      body: { status: 'approved' },
    });
    const done = await expectOk(setNoteStatus, {
      token: editor.token,
      params: { projectId: project.id, noteId: note.id },
      body: { status: 'completed' },
    });
    expect(done.note).toMatchObject({ id: note.id, status: 'completed' });
    expect(done.project.status).toBe('approved');
    const reopened = await expectOk(setNoteStatus, {
      token: editor.token,
      params: { projectId: project.id, noteId: note.id },
      body: { status: 'pending' },
    });
    expect(reopened.project.status).toBe('pending');
  });

  it('refuses an unknown note and a status that is not pending/completed', async () => {
    const project = await createProjectAs(editor, { videos: 1 });
    const missing = await callEndpoint(setNoteStatus, {
      token: editor.token,
      params: { projectId: project.id, noteId: '01JNOSUCHNOTE0000000000000' },
      body: { status: 'completed' },
    });
    expectError(missing, 404, PROJECT_MESSAGES.noteNotFound);
    const bad = await callEndpoint(setNoteStatus, {
      token: editor.token,
      params: { projectId: project.id, noteId: '01JNOSUCHNOTE0000000000000' },
      body: { status: 'done' },
    });
    expectError(bad, 400);
  });
});

describe('adding by Drive link', () => {
  it('adds a single video last, pending_review, with the Drive file details, and queues its download', async () => {
    const project = await createProjectAs(editor, { videos: 2 });
    await settledProject(editor, project.id);
    const added = await expectOk(addVideo, {
      token: editor.token,
      params: { projectId: project.id },
      body: { fileUrl: `https://drive.google.com/open?id=${THIRD}` },
    });
    expect(added.video).toMatchObject({ orderIndex: 3, status: 'pending_review', fileId: THIRD });
    expect(added.version).toMatchObject({ versionNumber: 1, fileId: THIRD, mimeType: 'video/mp4' });
    expect(added.video.title).not.toBe('');
    expect(added.project.videoCount).toBe(3);
    const detail = await settledProject(editor, project.id);
    const row = detail.videos.find((v) => v.id === added.video.id);
    expect(row?.status).toBe('pending_review');
    expect(detail.videos.map((v) => v.orderIndex)).toEqual([1, 2, 3]);
  });

  it('adds a new version: highest + 1, made current, video back to pending_review', async () => {
    const project = await createProjectAs(editor, { videos: 1 });
    const detail = await settledProject(editor, project.id);
    const video = detail.videos[0]!;
    await expectOk(setVideoStatus, {
      token: editor.token,
      params: { projectId: project.id, videoId: video.id },
      body: { status: 'approved' },
    });
    const v2 = await expectOk(addVideoVersion, {
      token: editor.token,
      params: { projectId: project.id, videoId: video.id },
      body: { fileUrl: viewLink(FOURTH) },
    });
    expect(v2.version.versionNumber).toBe(2);
    expect(v2.video).toMatchObject({ status: 'pending_review', currentVersionId: v2.version.id });
    expect(v2.project.status).toBe('active');
    const v3 = await expectOk(addVideoVersion, {
      token: editor.token,
      params: { projectId: project.id, videoId: video.id },
      body: { fileUrl: `https://drive.google.com/file/u/0/d/${THIRD}/view` },
    });
    expect(v3.version.versionNumber).toBe(3);
    const after = await getProjectAs(editor, project.id);
    expect(after.videos[0]?.versions.map((v) => v.versionNumber)).toEqual([1, 2, 3]);
    expect(after.videos[0]?.currentVersionId).toBe(v3.version.id);
  });

  it('refuses blank and malformed links with the texts of the dialog and of the update form', async () => {
    const project = await createProjectAs(editor, { videos: 1 });
    const detail = await settledProject(editor, project.id);
    const videoId = detail.videos[0]!.id;
    const blank = await callEndpoint(addVideo, {
      token: editor.token,
      params: { projectId: project.id },
      body: { fileUrl: '   ' },
    });
    expect(expectError(blank, 400).fields?.['body.fileUrl']).toBe(VIDEO_MESSAGES.fileUrlRequired);
    const notDriveAdd = await callEndpoint(addVideo, {
      token: editor.token,
      params: { projectId: project.id },
      body: { fileUrl: 'https://example.com/video.mp4' },
    });
    expectError(notDriveAdd, 400, VIDEO_MESSAGES.fileUrlInvalidAdd);
    const notDriveUpdate = await callEndpoint(addVideoVersion, {
      token: editor.token,
      params: { projectId: project.id, videoId },
      body: { fileUrl: 'https://drive.google.com/drive/folders/abc' },
    });
    expectError(notDriveUpdate, 400, VIDEO_MESSAGES.fileUrlInvalidUpdate);
    const unknownFile = await callEndpoint(addVideo, {
      token: editor.token,
      params: { projectId: project.id },
      body: { fileUrl: viewLink('1CutroomNoSuchFile0000000000000x') },
    });
    expectError(unknownFile, 400);
    const after = await getProjectAs(editor, project.id);
    expect(after.videos).toHaveLength(1);
    expect(after.videos[0]?.versions).toHaveLength(1);
  });
});

describe('video-level notes text', () => {
  it("stores the owner's notes on the video", async () => {
    const project = await createProjectAs(editor, { videos: 1 });
    const detail = await settledProject(editor, project.id);
    const out = await expectOk(updateVideoNotes, {
      token: editor.token,
      params: { projectId: project.id, videoId: detail.videos[0]!.id },
      body: { notes: 'Music licence pending' },
    });
    expect(out.video.notes).toBe('Music licence pending');
    const row = (await getProjectAs(editor, project.id)).videos[0];
    expect(row?.notesText).toBe('Music licence pending');
    expect(row?.notes).toEqual([]);
    const cleared = await expectOk(updateVideoNotes, {
      token: editor.token,
      params: { projectId: project.id, videoId: detail.videos[0]!.id },
      body: { notes: '' },
    });
    expect(cleared.video.notes).toBe('');
  });
});

describe('archived projects', () => {
  it("refuses every video and note change with 409 'Cannot modify archived projects.' and changes nothing", async () => {
    const project = await createProjectAs(editor, { videos: 1 });
    let detail = await settledProject(editor, project.id);
    await submitNotesAsClient(detail, [{ videoIndex: 0, body: 'x' }]);
    detail = await getProjectAs(editor, project.id);
    const video = detail.videos[0]!;
    const note = video.notes[0]!;
    await expectOk(archiveProject, { token: editor.token, params: { projectId: project.id } });
    const before = stable(await getProjectAs(editor, project.id));
    const params = { projectId: project.id, videoId: video.id };
    const refusals = [
      await callEndpoint(setVideoStatus, { token: editor.token, params, body: { status: 'approved' } }),
      await callEndpoint(updateVideoNotes, { token: editor.token, params, body: { notes: 'x' } }),
      await callEndpoint(addVideoVersion, {
        token: editor.token,
        params,
        body: { fileUrl: viewLink(FOURTH) },
      }),
      await callEndpoint(addVideo, {
        token: editor.token,
        params: { projectId: project.id },
        body: { fileUrl: viewLink(THIRD) },
      }),
      await callEndpoint(setNoteStatus, {
        token: editor.token,
        params: { projectId: project.id, noteId: note.id },
        body: { status: 'completed' },
      }),
    ];
    for (const refusal of refusals) {
      expect(expectError(refusal, 409, COMMON_MESSAGES.archivedProject).code).toBe('ARCHIVED');
    }
    expect(stable(await getProjectAs(editor, project.id))).toEqual(before);
  });
});
