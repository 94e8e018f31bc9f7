/**
 * A project's activity through the local system: three members do three things (Ana marks a client's note
 * done, Ben adds a version, the Owner approves the project) and the activity lists exactly those and the
 * client's notes, newest first, with the names as they were; a Viewer reads it, another workspace gets 404.
 * A member's reply, a new video, a rename, an archive and a restore are recorded too, each once.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { listProjectActivity } from '../../../shared/api/endpoints/activity';
import { randomUUID } from 'node:crypto';
import { setNoteStatus } from '../../../shared/api/endpoints/notes';
import {
  approveProject,
  archiveProject,
  createProject,
  renameProject,
  restoreProject,
} from '../../../shared/api/endpoints/projects';
import { replyToNote } from '../../../shared/api/endpoints/replies';
import { addVideo, addVideoVersion } from '../../../shared/api/endpoints/videos';
import { DRIVE_STAND_IN_FILES } from '../../../infra/local/drive-stand-in/drive-fixtures';
import { callEndpoint } from '../editor-api/support/editor-client';
import {
  ensureProfileOf,
  expectOk,
  getProjectAs,
  sampleSelection,
  settledProject,
  submitNotesAsClient,
  type TestUser,
} from '../editor-api/support/fixtures';
import { signedInUser } from '../editor-api/support/users';
import { inWorkspace, memberOf } from './workspace-support';

let owner: TestUser;
let ana: TestUser;
let ben: TestUser;
let viewer: TestUser;

beforeAll(async () => {
  owner = await signedInUser('activity-owner', 'Olivia Owner');
  await ensureProfileOf(owner);
  [ana, ben, viewer] = await Promise.all([
    memberOf(owner.userId, 'admin', 'ana'),
    memberOf(owner.userId, 'editor', 'ben'),
    memberOf(owner.userId, 'viewer', 'vera'),
  ]);
}, 120_000);

const as = (user: TestUser) => ({ token: user.token, headers: inWorkspace(owner.userId) });

/** A project Ben (an Editor) created, settled, with one client note on its video. */
async function benProjectWithClientNote(name: string, body: string) {
  const created = await expectOk(createProject, {
    ...as(ben),
    body: { name, clientDisplayName: 'Acme', videos: sampleSelection(1) },
  });
  const detail = await settledProject(owner, created.id);
  await submitNotesAsClient(detail, [{ videoIndex: 0, body }]);
  const note = (await getProjectAs(owner, created.id)).videos[0]?.notes[0];
  if (!note) throw new Error('the client note is missing');
  return { projectId: created.id, detail, note };
}

describe('project activity', () => {
  it('lists who did what, newest first: the client’s notes, the note Ana marked done, Ben’s version, the Owner’s approval', async () => {
    const { projectId, detail, note } = await benProjectWithClientNote('Who did what', 'Trim the end');
    for (let i = 0; i < 2; i++) {
      // Asked twice: the change happens once, and so does its entry.
      await expectOk(setNoteStatus, {
        ...as(ana),
        params: { projectId, noteId: note.id },
        body: { status: 'completed' },
      });
    }
    const videoId = detail.videos[0]?.id ?? '';
    await expectOk(addVideoVersion, {
      ...as(ben),
      params: { projectId, videoId },
      body: { fileUrl: `https://drive.google.com/file/d/${DRIVE_STAND_IN_FILES.samples[1]}/view` },
    });
    await settledProject(owner, projectId);
    await expectOk(approveProject, { token: owner.token, params: { projectId } });

    const read = await expectOk(listProjectActivity, { ...as(viewer), params: { projectId }, query: {} });
    expect(read.nextCursor).toBeNull();
    expect(read.items.map((a) => [a.kind, a.actor.kind, a.actor.name])).toEqual([
      ['project_approved', 'member', 'Olivia Owner'],
      ['version_added', 'member', 'Member ben'],
      ['note_completed', 'member', 'Member ana'],
      ['notes_submitted', 'client', 'Client Reviewer'],
    ]);
    expect(read.items[1]).toMatchObject({ versionNumber: 2, videoTitle: 'Sample 1' });
    expect(read.items[3]).toMatchObject({ noteCount: 1, videoTitle: 'Sample 1' });

    // Paged: two at a time, the second page continuing where the first stopped.
    const first = await expectOk(listProjectActivity, {
      ...as(ana),
      params: { projectId },
      query: { limit: 2 },
    });
    expect(first.items.map((a) => a.kind)).toEqual(['project_approved', 'version_added']);
    const second = await expectOk(listProjectActivity, {
      ...as(ana),
      params: { projectId },
      query: { limit: 2, cursor: first.nextCursor ?? '' },
    });
    expect(second.items.map((a) => a.kind)).toEqual(['note_completed', 'notes_submitted']);
  });

  it('records a member’s reply, a new video, a rename, an archive and a restore, each once', async () => {
    const { projectId, note } = await benProjectWithClientNote('Teaser', 'Louder music');
    const reply = { requestId: randomUUID(), body: 'Will do in v2' };
    for (let i = 0; i < 2; i++) {
      // Asked twice: one reply, one entry.
      await expectOk(replyToNote, { ...as(ana), params: { projectId, noteId: note.id }, body: reply });
    }
    const added = await expectOk(addVideo, {
      ...as(ben),
      params: { projectId },
      body: { fileUrl: `https://drive.google.com/file/d/${DRIVE_STAND_IN_FILES.samples[1]}/view` },
    });
    await settledProject(owner, projectId);
    // Only the client's name changing is no rename.
    await expectOk(renameProject, {
      ...as(ana),
      params: { projectId },
      body: { name: 'Teaser', clientDisplayName: 'Acme Ltd' },
    });
    await expectOk(renameProject, {
      ...as(ana),
      params: { projectId },
      body: { name: 'Spring teaser', clientDisplayName: 'Acme Ltd' },
    });
    await expectOk(archiveProject, { ...as(ana), params: { projectId } });
    const again = await callEndpoint(archiveProject, { ...as(ana), params: { projectId } });
    expect(again.status).toBe(409);
    await expectOk(restoreProject, { token: owner.token, params: { projectId } });

    const read = await expectOk(listProjectActivity, { ...as(viewer), params: { projectId }, query: {} });
    expect(read.items.map((a) => [a.kind, a.actor.kind, a.actor.name])).toEqual([
      ['project_restored', 'member', 'Olivia Owner'],
      ['project_archived', 'member', 'Member ana'],
      ['project_renamed', 'member', 'Member ana'],
      ['video_added', 'member', 'Member ben'],
      ['editor_replied', 'member', 'Member ana'],
      ['notes_submitted', 'client', 'Client Reviewer'],
    ]);
    expect(read.items[2]).toMatchObject({ projectName: 'Spring teaser' });
    expect(read.items[3]).toMatchObject({ videoTitle: added.video.title });
    expect(read.items[4]).toMatchObject({ videoTitle: 'Sample 1' });
  });

  it('is not readable from another workspace', async () => {
    const created = await expectOk(createProject, {
      ...as(ben),
      body: { name: 'Private', clientDisplayName: 'Acme', videos: sampleSelection(1) },
    });
    const stranger = await signedInUser('activity-stranger');
    await ensureProfileOf(stranger);
    const own = await callEndpoint(listProjectActivity, {
      token: stranger.token,
      params: { projectId: created.id },
      query: {},
    });
    expect(own.status).toBe(404);
    const named = await callEndpoint(listProjectActivity, {
      token: stranger.token,
      headers: inWorkspace(owner.userId),
      params: { projectId: created.id },
      query: {},
    });
    expect(named.status).toBe(404);
  });
});
