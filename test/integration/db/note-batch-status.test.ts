/**
 * A client's note batch carries the project status in its own transaction: written on condition
 * that the project still has the status the caller read; when it moved, nothing of the batch is written and
 * ProjectStatusMovedError tells the caller to read and derive again. Against DynamoDB Local.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Note } from '../../../shared/domain/entities';
import { submitNoteBatch } from '../../../functions/projects/store/note-repository';
import { getProjectWhole, updateProjectStatus } from '../../../functions/projects/store/project-repository';
import { ProjectStatusMovedError } from '../../../functions/projects/aggregate';
import { at, newId, ownerWithProject, testDb } from './db-test-kit';

const db = testDb();
afterAll(() => db.destroy());

async function setup() {
  const { project } = await ownerWithProject(db);
  return getProjectWhole(db, project.id);
}

function notesFor(whole: Awaited<ReturnType<typeof setup>>, batchId: string): Note[] {
  const video = whole.videos[0]!;
  return [1, 2].map((i) => ({
    id: newId(),
    projectId: whole.project.id,
    videoId: video.id,
    videoVersionId: video.currentVersionId!,
    body: `Note ${i}`,
    status: 'pending',
    timecodeMs: i * 1000,
    reviewerLabel: 'Client',
    submitBatchId: batchId,
    reviewerIp: '203.0.113.0',
    createdAt: at(2),
  }));
}

/** Submits two notes asking changes on the first video, moving the project from the status `whole` read to `to`. */
function submitBatch(whole: Awaited<ReturnType<typeof setup>>, to: 'pending' | 'approved') {
  const batchId = newId();
  return submitNoteBatch(db, {
    projectId: whole.project.id,
    batchId,
    notes: notesFor(whole, batchId),
    needsChangesVideoIds: [whole.videos[0]!.id],
    now: at(3),
    videos: whole.videos,
    status: { project: whole.project, to },
  });
}

describe('note batch with the derived project status', () => {
  it('stores the notes, the video statuses and the new project status in one transaction', async () => {
    const whole = await setup();
    const result = await submitBatch(whole, 'pending');
    expect(result.created).toBe(true);
    const after = await getProjectWhole(db, whole.project.id);
    expect(after.project).toMatchObject({ status: 'pending', lastStatusChangeAt: at(3) });
    expect(after.videos[0]?.status).toBe('needs_changes');
    expect(after.notes).toHaveLength(2);
  });

  it('writes nothing when the project status moved since the read', async () => {
    const whole = await setup();
    // Another writer moves the project on after our read.
    await updateProjectStatus(db, whole.project, 'pending', at(2));
    await expect(submitBatch(whole, 'approved')).rejects.toBeInstanceOf(ProjectStatusMovedError);
    const after = await getProjectWhole(db, whole.project.id);
    expect(after.notes).toHaveLength(0);
    expect(after.videos.map((v) => v.status)).toEqual(whole.videos.map((v) => v.status));
    expect(after.project.status).toBe('pending');
  });
});
