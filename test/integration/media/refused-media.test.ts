/**
 * Refused files through the local system: an editor imports an empty, a truncated and an audio-only MP4 (the
 * media fixture folder the Drive stand-in serves) beside a good one; the real download worker (the queue
 * poller) copies, probes and refuses them. A refused file is not a reviewable video: the client's review
 * leaves it out (with a clear empty state when nothing else is there), approving it or leaving notes on it
 * answers 409, the editor cannot give it a review status, and it counts neither in the project's status nor
 * in its approval counts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProjectDetail } from '../../../shared/api/endpoints/projects';
import type { ReviewResponse } from '../../../shared/api/endpoints/review';
import { PROJECT_MESSAGES } from '../../../shared/messages/project-messages';
import { REVIEW_MESSAGES } from '../../../shared/messages/review-messages';
import { VIDEO_MESSAGES } from '../../../shared/messages/video-messages';
import { DRIVE_STAND_IN_FOLDERS } from '../../../infra/local/drive-stand-in/drive-fixtures';
import { ensureMediaFixtures } from '../../../infra/local/media-fixtures/fixtures';
import { api, createProjectFromFiles } from '../../e2e/editor/editor-api';
import { signedInUser } from '../../support/users';

const GOOD = 'h264-25.mp4';
const REFUSED = ['empty.mp4', 'truncated.mp4', 'audio-only.mp4'];
const POLL = { timeout: 90_000, interval: 500 } as const;

type Editor = Awaited<ReturnType<typeof signedInUser>>;
type Listed = Record<string, unknown>;

let listing: Listed[];

const errorMessage = (body: unknown) => (body as { error?: { message?: string } } | null)?.error?.message;

async function detail(editor: Editor, projectId: string): Promise<ProjectDetail> {
  const res = await api<ProjectDetail>(`/api/projects/${projectId}`, { authorization: editor.authorization });
  if (res.status !== 200) throw new Error(`project detail answered ${res.status}`);
  return res.body;
}

/** Waits until the worker has left `processing` for the current version of every video. */
async function settled(editor: Editor, projectId: string): Promise<ProjectDetail> {
  for (const start = Date.now(); ;) {
    const project = await detail(editor, projectId);
    const current = project.videos.map((v) => v.versions.find((x) => x.id === v.currentVersionId));
    if (current.every((v) => v && v.status !== 'processing')) return project;
    if (Date.now() - start > POLL.timeout) throw new Error('the download worker did not finish');
    await new Promise((r) => setTimeout(r, POLL.interval));
  }
}

/** A project of the fixture files named, imported the way the import page does it; settled. */
async function importProject(editor: Editor, names: string[]): Promise<ProjectDetail> {
  const chosen = names.map((name) => {
    const file = listing.find((v) => v['name'] === name);
    if (!file) throw new Error(`${name} is not in the fixture folder`);
    return file;
  });
  const created = await createProjectFromFiles(editor.authorization, chosen, {
    name: 'Refused files',
    clientDisplayName: 'Client',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return settled(editor, created.body.id);
}

const byFile = (project: ProjectDetail, name: string) => {
  const video = project.videos.find((v) => v.versions[0]?.fileName === name);
  if (!video) throw new Error(`no video for ${name}`);
  return video;
};

const review = (token: string) => api<ReviewResponse>(`/api/review/${token}`);

beforeAll(async () => {
  expect(ensureMediaFixtures()).toBe(true);
  const editor = await signedInUser({ fullName: 'Listing Editor' });
  const listed = await api<{ status: string; videos: Listed[] }>('/api/drive/list', {
    method: 'POST',
    body: { folderId: DRIVE_STAND_IN_FOLDERS.mediaFixturesSmall },
    authorization: editor.authorization,
  });
  expect(listed.body.status).toBe('success');
  listing = listed.body.videos;
}, 120_000);

describe('an empty, a truncated and an audio-only file imported beside a good video', () => {
  let editor: Editor;
  let project: ProjectDetail;

  beforeAll(async () => {
    editor = await signedInUser({ fullName: 'Refused Files' });
    project = await importProject(editor, [GOOD, ...REFUSED]);
  }, 150_000);

  it('refuses each damaged file at import, with its reason, through the real download worker', () => {
    expect(byFile(project, GOOD).versions[0]?.status).toBe('stored');
    const reasons = REFUSED.map((name) => byFile(project, name).versions[0]?.media?.damage);
    expect(reasons).toEqual(['empty', 'truncated', 'not_video']);
    for (const name of REFUSED) {
      const video = byFile(project, name);
      expect(video.versions[0]?.status).toBe('failed');
      expect(video.playbackKind).toBe('failed');
    }
  });

  it("leaves the refused files out of the client's review", async () => {
    const res = await review(project.reviewLink.token);
    expect(res.status).toBe(200);
    expect(res.body.videos.map((v) => v.title)).toEqual([byFile(project, GOOD).title]);
    expect(res.body.videosWithheld).toBe(true);
  });

  it('answers 409 to approving a refused file, and to notes on it; nothing is recorded', async () => {
    for (const name of REFUSED) {
      const video = byFile(project, name);
      const approved = await api(`/api/review/${project.reviewLink.token}/videos/${video.id}/approve`, {
        method: 'POST',
        body: { versionId: video.currentVersionId },
      });
      expect(approved.status, name).toBe(409);
      expect(errorMessage(approved.body)).toBe(REVIEW_MESSAGES.refusedVideo);
      const noted = await api(`/api/review/${project.reviewLink.token}/notes`, {
        method: 'POST',
        body: {
          batchId: crypto.randomUUID(),
          notes: [
            { videoId: video.id, videoVersionId: video.currentVersionId, body: 'Looks off', timecodeMs: 0 },
          ],
        },
      });
      expect(noted.status, name).toBe(409);
      expect(errorMessage(noted.body)).toBe(REVIEW_MESSAGES.refusedVideo);
    }
    const after = await detail(editor, project.project.id);
    expect(after.approvals).toEqual([]);
    expect(after.videos.every((v) => v.noteCounts.total === 0)).toBe(true);
    expect(after.project.approvedVideosCount).toBe(0);
  });

  it('refuses (409) a review status on a refused file', async () => {
    const video = byFile(project, 'audio-only.mp4');
    const res = await api(`/api/projects/${project.project.id}/videos/${video.id}/status`, {
      method: 'PUT',
      authorization: editor.authorization,
      body: { status: 'approved' },
    });
    expect(res.status).toBe(409);
    expect(errorMessage(res.body)).toBe(VIDEO_MESSAGES.refusedStatus);
    expect(byFile(await detail(editor, project.project.id), 'audio-only.mp4').status).not.toBe('approved');
  });

  it('approves the project once the client approves the one reviewable video; counts it alone', async () => {
    const good = byFile(project, GOOD);
    const res = await api<{ projectStatus: string; approvedVideosCount: number }>(
      `/api/review/${project.reviewLink.token}/videos/${good.id}/approve`,
      { method: 'POST', body: { versionId: good.currentVersionId, reviewerName: 'Rita' } },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.projectStatus).toBe('approved');
    expect(res.body.approvedVideosCount).toBe(1);
    const after = await detail(editor, project.project.id);
    expect(after.project.status).toBe('approved');
    const approvedList = await api<{ items: { id: string }[] }>('/api/projects?filter=approved', {
      authorization: editor.authorization,
    });
    expect(approvedList.body.items.map((p) => p.id)).toContain(project.project.id);
  });
});

describe('a project whose only files are refused', () => {
  it('shows the client nothing to review, says so, and cannot be approved by the editor', async () => {
    const editor = await signedInUser({ fullName: 'Only Refused' });
    const project = await importProject(editor, ['empty.mp4', 'audio-only.mp4']);
    const res = await review(project.reviewLink.token);
    expect(res.status).toBe(200);
    expect(res.body.videos).toEqual([]);
    expect(res.body.videosWithheld).toBe(true);

    const approve = await api(`/api/projects/${project.project.id}/approve`, {
      method: 'POST',
      authorization: editor.authorization,
    });
    expect(approve.status).toBe(409);
    expect(errorMessage(approve.body)).toBe(PROJECT_MESSAGES.nothingToApprove);
    expect((await detail(editor, project.project.id)).project.status).toBe('active');
  }, 150_000);
});

describe("the editor's approval of a project with a refused file", () => {
  it('approves the reviewable videos only and counts them alone', async () => {
    const editor = await signedInUser({ fullName: 'Editor Approval' });
    const project = await importProject(editor, [GOOD, 'truncated.mp4']);
    const res = await api(`/api/projects/${project.project.id}/approve`, {
      method: 'POST',
      authorization: editor.authorization,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = await detail(editor, project.project.id);
    expect(after.project.status).toBe('approved');
    expect(after.project.approvedVideosCount).toBe(1);
    expect(byFile(after, GOOD).status).toBe('approved');
    expect(byFile(after, 'truncated.mp4').status).not.toBe('approved');
  }, 150_000);
});

describe('a file refused after the rest was approved', () => {
  it('gives the project back its approved status once the worker refuses the new file', async () => {
    const editor = await signedInUser({ fullName: 'Late Refusal' });
    const project = await importProject(editor, [GOOD]);
    const good = byFile(project, GOOD);
    const approved = await api<{ projectStatus: string }>(
      `/api/review/${project.reviewLink.token}/videos/${good.id}/approve`,
      { method: 'POST', body: { versionId: good.currentVersionId } },
    );
    expect(approved.body.projectStatus).toBe('approved');

    const audioOnly = listing.find((v) => v['name'] === 'audio-only.mp4');
    const added = await api(`/api/projects/${project.project.id}/videos`, {
      method: 'POST',
      authorization: editor.authorization,
      body: { fileUrl: `https://drive.google.com/file/d/${String(audioOnly?.['id'])}/view` },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    // A video still to review takes the approval back; the worker then refuses it, and it stops counting.
    const after = await settled(editor, project.project.id);
    expect(byFile(after, 'audio-only.mp4').versions[0]?.status).toBe('failed');
    await expect
      .poll(async () => (await detail(editor, project.project.id)).project.status, POLL)
      .toBe('approved');
  }, 150_000);
});
