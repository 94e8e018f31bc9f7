import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import type { Approval, Note } from '../../../shared/domain/entities';
import { ConflictError, NotFoundError } from '../../../shared/errors/app-error';
import { approveVideo } from '../../../functions/projects/store/approval-repository';
import { submitNoteBatch, setNoteStatus } from '../../../functions/projects/store/note-repository';
import {
  approveProject,
  archiveProject,
  getProject,
  getProjectWhole,
  newVersion,
} from '../../../functions/projects/store/project-repository';
import { projectRepository } from '../../../functions/projects/store/repositories';
import {
  addVersion,
  addVideo,
  recordDownloadResult,
  setVideoNotes,
  setVideoStatus,
} from '../../../functions/projects/store/video-repository';
import { at, newId, newVideos, ownerWithProject, testDb } from './db-test-kit';

const db = testDb();
afterAll(() => db.destroy());

async function setup(videoCount = 2) {
  return ownerWithProject(db, { videos: newVideos(videoCount) });
}

function note(projectId: string, videoId: string, versionId: string, batchId: string, i: number): Note {
  return {
    id: newId(),
    projectId,
    videoId,
    videoVersionId: versionId,
    body: `Note ${i}`,
    status: 'pending',
    timecodeMs: i * 1000,
    reviewerLabel: 'Client',
    submitBatchId: batchId,
    reviewerIp: '203.0.113.0',
    createdAt: at(5),
  };
}

async function countSk(pk: string, prefix: string): Promise<number> {
  const out = await db.doc.send(
    new QueryCommand({
      TableName: db.tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
      ExpressionAttributeValues: { ':pk': pk, ':p': prefix },
      Select: 'COUNT',
    }),
  );
  return out.Count ?? 0;
}

const versionInput = (fileId: string) => ({
  id: newId(),
  sourceUrl: `https://drive.google.com/file/d/${fileId}/view`,
  fileId,
  previewUrl: null,
  thumbnailUrl: null,
  fileName: 'v.mp4',
  fileSize: 10,
  mimeType: 'video/mp4',
});

describe('videos and versions', () => {
  it('addVideo takes the next orderIndex, also when two adds race', async () => {
    const { project } = await setup(2);
    const [a, b] = await Promise.all(
      ['x', 'y'].map((t) =>
        addVideo(db, {
          projectId: project.id,
          ownerId: project.userId,
          videoId: newId(),
          title: t,
          fileId: `f-${t}`,
          version: versionInput(`f-${t}`),
          now: at(3),
        }),
      ),
    );
    expect([a!.video.orderIndex, b!.video.orderIndex].sort()).toEqual([3, 4]);
    const whole = await getProjectWhole(db, project.id);
    expect(whole.videos.map((v) => v.orderIndex)).toEqual([1, 2, 3, 4]);
    expect(whole.project.videoCount).toBe(4);
  });

  it('addVersion numbers highest + 1, moves the current version and sets pending_review', async () => {
    const { project, videos } = await setup(1);
    const video = videos[0]!;
    const first = await addVersion(db, {
      projectId: project.id,
      videoId: video.id,
      version: newVersion(project.id, video.id, 1, versionInput('f2'), at(4)),
      now: at(4),
    });
    const second = await addVersion(db, {
      projectId: project.id,
      videoId: video.id,
      version: newVersion(project.id, video.id, 1, versionInput('f3'), at(5)),
      now: at(5),
    });
    expect([first.version.versionNumber, second.version.versionNumber]).toEqual([2, 3]);
    const whole = await getProjectWhole(db, project.id);
    expect(whole.versions.map((v) => v.versionNumber)).toEqual([1, 2, 3]);
    expect(whole.videos[0]).toMatchObject({ status: 'pending_review', currentVersionId: second.version.id });
  });

  it('a new version is stored as the use case built it, numbered highest + 1 (nothing it sets is dropped)', async () => {
    const { project, videos } = await setup(1);
    const video = videos[0]!;
    const built = {
      ...newVersion(project.id, video.id, 1, versionInput('f-built'), at(4)),
      statusNote: 'Imported from the shared drive',
      frameTiming: { status: 'unknown' as const },
    };
    const { versionNumber: _ignored, ...version } = built;
    const stored = await projectRepository(db).addVersion({
      userId: project.userId,
      project,
      videoId: video.id,
      version,
      now: at(4),
    });
    expect(stored.version).toEqual({ ...version, versionNumber: 2 });
    const whole = await getProjectWhole(db, project.id);
    expect(whole.versions.find((v) => v.id === version.id)).toEqual({ ...version, versionNumber: 2 });
  });

  it('setVideoStatus is conditioned on the revision and keeps approvedVideosCount right', async () => {
    const { project, videos } = await setup(2);
    const v = videos[0]!;
    const approved = await setVideoStatus(db, {
      projectId: project.id,
      videoId: v.id,
      status: 'approved',
      now: at(6),
      expectedRevision: 0,
    });
    expect(approved).toMatchObject({ status: 'approved', revision: 1, lastStatusChangeAt: at(6) });
    expect((await getProject(db, project.id))?.approvedVideosCount).toBe(1);
    await expect(
      setVideoStatus(db, {
        projectId: project.id,
        videoId: v.id,
        status: 'needs_changes',
        now: at(7),
        expectedRevision: 0,
      }),
    ).rejects.toBeInstanceOf(ConflictError);
    await setVideoStatus(db, {
      projectId: project.id,
      videoId: v.id,
      status: 'needs_changes',
      now: at(8),
      expectedRevision: 1,
    });
    expect((await getProject(db, project.id))?.approvedVideosCount).toBe(0);
    await expect(
      setVideoStatus(db, { projectId: project.id, videoId: newId(), status: 'approved', now: at(9) }),
    ).rejects.toBeInstanceOf(NotFoundError);
    // the status it already has: nothing changes
    const same = await setVideoStatus(db, {
      projectId: project.id,
      videoId: v.id,
      status: 'needs_changes',
      now: at(10),
    });
    expect(same).toMatchObject({ status: 'needs_changes', revision: 2, lastStatusChangeAt: at(8) });
  });

  it('recordDownloadResult stores the result once, activates the video, and a redelivery changes nothing', async () => {
    const { project, videos, versions } = await setup(2);
    const stored = await recordDownloadResult(db, {
      projectId: project.id,
      videoId: videos[0]!.id,
      versionId: versions[0]!.id,
      versionNumber: 1,
      result: {
        kind: 'stored',
        storagePath: 'media/a.mp4',
        thumbnailPath: null,
        fileSize: 1234,
        mimeType: 'video/mp4',
        durationMs: 5000,
      },
    });
    expect(stored).toMatchObject({
      status: 'stored',
      storagePath: 'media/a.mp4',
      fileSize: 1234,
      durationMs: 5000,
    });
    const again = await recordDownloadResult(db, {
      projectId: project.id,
      videoId: videos[0]!.id,
      versionId: versions[0]!.id,
      versionNumber: 1,
      result: { kind: 'drive_link', statusNote: 'fallback' },
    });
    expect(again.status).toBe('stored');
    const fallback = await recordDownloadResult(db, {
      projectId: project.id,
      videoId: videos[1]!.id,
      versionId: versions[1]!.id,
      versionNumber: 1,
      result: { kind: 'drive_link', statusNote: 'Video stored as Google Drive link (download failed)' },
    });
    expect(fallback).toMatchObject({
      status: 'drive_link',
      statusNote: 'Video stored as Google Drive link (download failed)',
    });
    const whole = await getProjectWhole(db, project.id);
    expect(whole.videos.map((v) => v.status)).toEqual(['active', 'active']);
  });

  it('archived projects refuse video changes with ARCHIVED', async () => {
    const { project, owner, videos } = await setup(1);
    await archiveProject(db, { projectId: project.id, ownerId: owner, now: at(9) });
    const refusal = { code: 'ARCHIVED', message: 'Cannot modify archived projects.' };
    await expect(
      setVideoNotes(db, { projectId: project.id, videoId: videos[0]!.id, notes: 'x' }),
    ).rejects.toMatchObject(refusal);
    await expect(
      setVideoStatus(db, { projectId: project.id, videoId: videos[0]!.id, status: 'approved', now: at(10) }),
    ).rejects.toMatchObject(refusal);
    await expect(
      addVideo(db, {
        projectId: project.id,
        videoId: newId(),
        title: 't',
        fileId: 'f',
        version: versionInput('f'),
        now: at(10),
      }),
    ).rejects.toMatchObject(refusal);
    await expect(
      addVersion(db, {
        projectId: project.id,
        videoId: videos[0]!.id,
        version: newVersion(project.id, videos[0]!.id, 1, versionInput('g'), at(10)),
        now: at(10),
      }),
    ).rejects.toMatchObject(refusal);
    expect((await getProjectWhole(db, project.id)).versions).toHaveLength(1);
  });

  it('setVideoNotes stores the text; another owner gets a 404', async () => {
    const { project, owner, videos } = await setup(1);
    const v = await setVideoNotes(db, {
      projectId: project.id,
      videoId: videos[0]!.id,
      notes: 'Colour pass',
      ownerId: owner,
    });
    expect(v.notes).toBe('Colour pass');
    await expect(
      setVideoNotes(db, { projectId: project.id, videoId: videos[0]!.id, notes: 'x', ownerId: newId() }),
    ).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('note batches', () => {
  it('a batch sent twice is stored once; the videos move to needs_changes', async () => {
    const { project, videos, versions } = await setup(2);
    const batchId = newId();
    const notes = [0, 1, 2].map((i) => note(project.id, videos[0]!.id, versions[0]!.id, batchId, i));
    const first = await submitNoteBatch(db, {
      projectId: project.id,
      batchId,
      notes,
      needsChangesVideoIds: [videos[0]!.id],
      now: at(5),
    });
    expect(first.created).toBe(true);
    // the retry carries fresh note ids (a client that regenerated them): still stored once
    const retryNotes = notes.map((n) => ({ ...n, id: newId() }));
    const second = await submitNoteBatch(db, {
      projectId: project.id,
      batchId,
      notes: retryNotes,
      needsChangesVideoIds: [videos[0]!.id],
      now: at(6),
    });
    expect(second.created).toBe(false);
    expect(second.notes.map((n) => n.id).sort()).toEqual(notes.map((n) => n.id).sort());
    const whole = await getProjectWhole(db, project.id);
    expect(whole.notes).toHaveLength(3);
    expect(whole.videos.find((v) => v.id === videos[0]!.id)?.status).toBe('needs_changes');
  });

  it('a batch of 250 notes is chunked under the transaction limit and a retry completes only the missing chunks', async () => {
    const { project, videos, versions } = await setup(1);
    const batchId = newId();
    const notes = Array.from({ length: 250 }, (_, i) =>
      note(project.id, videos[0]!.id, versions[0]!.id, batchId, i),
    );
    // simulate a crash after the first chunk: store the first chunk alone with the same batch id
    // 100 less the marker, the project and the dashboard counters (the workspace's and the creator's), less
    // the one needs-changes video.
    const firstChunkSize = 100 - 4 - 1;
    await submitNoteBatch(db, {
      projectId: project.id,
      batchId,
      notes: notes.slice(0, firstChunkSize),
      needsChangesVideoIds: [videos[0]!.id],
      now: at(5),
    });
    expect(await countSk(`PROJECT#${project.id}`, 'NOTE#')).toBe(firstChunkSize);
    const result = await submitNoteBatch(db, {
      projectId: project.id,
      batchId,
      notes,
      needsChangesVideoIds: [videos[0]!.id],
      now: at(5),
    });
    expect(result.created).toBe(false);
    expect(result.notes).toHaveLength(250);
    expect(await countSk(`PROJECT#${project.id}`, 'NOTE#')).toBe(250);
    expect(await countSk(`PROJECT#${project.id}`, `BATCH#${batchId}#`)).toBe(3);
  });

  it('a note batch on an archived project stores nothing (no partial item)', async () => {
    const { project, owner, videos, versions } = await setup(1);
    await archiveProject(db, { projectId: project.id, ownerId: owner, now: at(4) });
    const batchId = newId();
    const attempt = submitNoteBatch(db, {
      projectId: project.id,
      batchId,
      notes: [note(project.id, videos[0]!.id, versions[0]!.id, batchId, 1)],
      needsChangesVideoIds: [videos[0]!.id],
      now: at(5),
    });
    await expect(attempt).rejects.toMatchObject({ code: 'ARCHIVED' });
    expect(await countSk(`PROJECT#${project.id}`, 'NOTE#')).toBe(0);
    expect(await countSk(`PROJECT#${project.id}`, 'BATCH#')).toBe(0);
    expect((await getProjectWhole(db, project.id)).videos[0]?.status).toBe('processing');
  });

  it('setNoteStatus toggles a note; a missing note is a 404', async () => {
    const { project, videos, versions } = await setup(1);
    const batchId = newId();
    const n = note(project.id, videos[0]!.id, versions[0]!.id, batchId, 1);
    await submitNoteBatch(db, { projectId: project.id, batchId, notes: [n], now: at(5) });
    const done = await setNoteStatus(db, {
      projectId: project.id,
      videoVersionId: n.videoVersionId,
      noteId: n.id,
      status: 'completed',
    });
    expect(done.status).toBe('completed');
    await expect(
      setNoteStatus(db, {
        projectId: project.id,
        videoVersionId: n.videoVersionId,
        noteId: newId(),
        status: 'completed',
      }),
    ).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('approvals', () => {
  const approval = (projectId: string, videoId: string, versionId: string): Approval => ({
    id: newId(),
    projectId,
    scope: 'video',
    scopeId: videoId,
    versionId,
    reviewerLabel: 'Client',
    approvedAt: at(7),
    createdAt: at(7),
  });

  it('approveVideo approves once and counts it once', async () => {
    const { project, videos, versions } = await setup(2);
    const first = await approveVideo(db, {
      projectId: project.id,
      videoId: videos[0]!.id,
      approval: approval(project.id, videos[0]!.id, versions[0]!.id),
      now: at(7),
    });
    expect(first).toMatchObject({ created: true, approvedVideosCount: 1 });
    expect(first.video.status).toBe('approved');
    const again = await approveVideo(db, {
      projectId: project.id,
      videoId: videos[0]!.id,
      approval: approval(project.id, videos[0]!.id, versions[0]!.id),
      now: at(8),
    });
    expect(again).toMatchObject({ created: false, approvedVideosCount: 1 });
    expect((await getProjectWhole(db, project.id)).approvals).toHaveLength(1);
  });

  it('approveProject approves every video, completes every note, records one project approval', async () => {
    const { project, videos, versions } = await setup(3);
    const batchId = newId();
    await submitNoteBatch(db, {
      projectId: project.id,
      batchId,
      notes: [note(project.id, videos[1]!.id, versions[1]!.id, batchId, 1)],
      needsChangesVideoIds: [videos[1]!.id],
      now: at(5),
    });
    const whole = await approveProject(db, {
      projectId: project.id,
      ownerId: project.userId,
      approvalId: newId(),
      reviewerLabel: 'Owner',
      now: at(9),
    });
    expect(whole.project).toMatchObject({
      status: 'approved',
      approvedVideosCount: 3,
      lastStatusChangeAt: at(9),
    });
    expect(whole.videos.every((v) => v.status === 'approved')).toBe(true);
    expect(whole.notes.every((n) => n.status === 'completed')).toBe(true);
    expect(whole.approvals.filter((a) => a.scope === 'project')).toHaveLength(1);
    await expect(
      approveProject(db, { projectId: project.id, approvalId: newId(), reviewerLabel: 'Owner', now: at(10) }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('approveProject chunks past 100 items', async () => {
    const { project, videos, versions } = await setup(5);
    const batchId = newId();
    const notes = Array.from({ length: 120 }, (_, i) =>
      note(project.id, videos[i % 5]!.id, versions[i % 5]!.id, batchId, i),
    );
    await submitNoteBatch(db, { projectId: project.id, batchId, notes, now: at(5) });
    const whole = await approveProject(db, {
      projectId: project.id,
      approvalId: newId(),
      reviewerLabel: 'Client',
      now: at(9),
    });
    expect(whole.project.status).toBe('approved');
    expect(whole.notes.filter((n) => n.status === 'completed')).toHaveLength(120);
  });
});
