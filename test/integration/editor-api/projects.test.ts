/**
 * Projects through HTTP against the local system: create, list (filters, paging, newest first), the whole
 * project in one request, rename, archive, restore, plan cap, approve, and the review link.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  approveProject,
  archiveProject,
  createProject,
  extendReviewLink,
  getProject,
  listProjects,
  regenerateReviewLink,
  renameProject,
  restoreProject,
} from '../../../shared/api/endpoints/projects';
import { getProfile, updateProfile } from '../../../shared/api/endpoints/profile';
import { getReview } from '../../../shared/api/endpoints/review';
import { COMMON_MESSAGES } from '../../../shared/messages/common-messages';
import { IMPORT_MESSAGES } from '../../../shared/messages/import-messages';
import { PROJECT_MESSAGES } from '../../../shared/messages/project-messages';
import { callEndpoint } from './support/editor-client';
import {
  createProjectAs,
  expectError,
  expectOk,
  getProjectAs,
  hasDownloadWorker,
  sampleSelection,
  setPlanOf,
  settledProject,
  submitNotesAsClient,
  type TestUser,
} from './support/fixtures';
import { signedInUser } from './support/users';

const DAY = 24 * 60 * 60 * 1000;
const FREE_CAP_TEXT = 'Your Free plan allows 3 active projects. Archive a project or upgrade to add more.';

function daysFromNow(iso: string | null): number {
  return (Date.parse(iso ?? '') - Date.now()) / DAY;
}

describe('create project', () => {
  let editor: TestUser;
  beforeAll(async () => {
    editor = await signedInUser('create');
  });

  it('answers 201 with an active project, a 32-hex token valid 7 days, and the videos in selection order', async () => {
    const project = await expectOk(createProject, {
      token: editor.token,
      body: { name: '  Spring campaign  ', clientDisplayName: ' Acme ', videos: sampleSelection(3) },
    });
    expect(project).toMatchObject({
      name: 'Spring campaign',
      clientDisplayName: 'Acme',
      status: 'active',
      userId: editor.userId,
      videoCount: 3,
      archivedAt: null,
    });
    expect(project.shareToken).toMatch(/^[0-9a-f]{32}$/);
    expect(daysFromNow(project.shareExpiresAt)).toBeGreaterThan(6.99);
    expect(daysFromNow(project.shareExpiresAt)).toBeLessThanOrEqual(7);
    const detail = await getProjectAs(editor, project.id);
    expect(detail.videos.map((v) => [v.orderIndex, v.title])).toEqual([
      [1, 'Sample 1'],
      [2, 'Sample 2'],
      [3, 'Sample 3'],
    ]);
    expect(
      detail.videos.every((v) => v.versions.length === 1 && v.currentVersionId === v.versions[0]?.id),
    ).toBe(true);
  });

  it.runIf(hasDownloadWorker)(
    'queues the downloads: the worker takes every video out of processing',
    async () => {
      const project = await createProjectAs(editor, { videos: 2 });
      const detail = await settledProject(editor, project.id);
      for (const video of detail.videos) {
        expect(video.status).toBe('active');
        expect(['stored', 'drive_link']).toContain(video.versions[0]?.status);
        expect(video.playbackUrl).not.toBeNull();
      }
    },
  );

  it('takes the owner only from the token: a userId in the body is ignored', async () => {
    const other = await signedInUser('create-other');
    const result = await callEndpoint(createProject, {
      token: editor.token,
      body: { name: 'Mine', clientDisplayName: 'Acme', videos: sampleSelection(1), userId: other.userId },
    });
    expect(result.status).toBe(201);
    const project = result.body as { id: string; userId: string };
    expect(project.userId).toBe(editor.userId);
    expect(
      (await callEndpoint(getProject, { token: other.token, params: { projectId: project.id } })).status,
    ).toBe(404);
    const othersList = await expectOk(listProjects, { token: other.token });
    expect(othersList.items).toEqual([]);
  });

  it('refuses missing names and an empty selection with the spec texts, creating nothing', async () => {
    const before = await expectOk(listProjects, {
      token: editor.token,
      query: { filter: 'all', limit: 100 },
    });
    const blank = await callEndpoint(createProject, {
      token: editor.token,
      body: { name: '   ', clientDisplayName: 'Acme', videos: sampleSelection(1) },
    });
    expect(expectError(blank, 400).fields?.['body.name']).toBe(IMPORT_MESSAGES.requiredFields);
    const none = await callEndpoint(createProject, {
      token: editor.token,
      body: { name: 'Film', clientDisplayName: 'Acme', videos: [] },
    });
    expect(expectError(none, 400).fields?.['body.videos']).toBe(IMPORT_MESSAGES.selectAtLeastOneVideo);
    const after = await expectOk(listProjects, { token: editor.token, query: { filter: 'all', limit: 100 } });
    expect(after.items.map((p) => p.id)).toEqual(before.items.map((p) => p.id));
  });
});

describe('plan cap (free: 3 active projects)', () => {
  it('refuses the 4th project naming the plan and limit; archiving frees a slot; restore holds the cap', async () => {
    const editor = await signedInUser('cap');
    const first = await createProjectAs(editor, { videos: 1 });
    await createProjectAs(editor, { videos: 1 });
    await createProjectAs(editor, { videos: 1 });
    const refused = await callEndpoint(createProject, {
      token: editor.token,
      body: { name: 'Fourth', clientDisplayName: 'X', videos: sampleSelection(1) },
    });
    expect(expectError(refused, 409, FREE_CAP_TEXT).code).toBe('PLAN_LIMIT');

    const archived = await expectOk(archiveProject, { token: editor.token, params: { projectId: first.id } });
    expect(archived.status).toBe('archived');
    expect(archived.archivedAt).not.toBeNull();
    await createProjectAs(editor, { name: 'Fourth, now allowed', videos: 1 });

    const restore = await callEndpoint(restoreProject, {
      token: editor.token,
      params: { projectId: first.id },
    });
    expect(expectError(restore, 409, FREE_CAP_TEXT).code).toBe('PLAN_LIMIT');
    const still = await getProjectAs(editor, first.id);
    expect(still.project.status).toBe('archived');
  });

  it('holds under concurrent creates: never more than the cap', async () => {
    const editor = await signedInUser('cap-race');
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        callEndpoint(createProject, {
          token: editor.token,
          body: { name: `Race ${i}`, clientDisplayName: 'X', videos: sampleSelection(1) },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect(results.filter((r) => r.status === 409)).toHaveLength(3);
    const list = await expectOk(listProjects, { token: editor.token, query: { filter: 'all' } });
    expect(list.items).toHaveLength(3);
  });
});

describe('list projects', () => {
  it('filters (all = non-archived), orders newest first and pages with a cursor', async () => {
    const editor = await signedInUser('list');
    const a = await createProjectAs(editor, { name: 'A', videos: 1 });
    const b = await createProjectAs(editor, { name: 'B', videos: 1 });
    const c = await createProjectAs(editor, { name: 'C', videos: 1 });
    await expectOk(archiveProject, { token: editor.token, params: { projectId: a.id } });

    const all = await expectOk(listProjects, { token: editor.token });
    expect(all.items.map((p) => p.name)).toEqual(['C', 'B']);
    expect(all.nextCursor).toBeNull();
    const archived = await expectOk(listProjects, { token: editor.token, query: { filter: 'archived' } });
    expect(archived.items.map((p) => p.id)).toEqual([a.id]);
    const active = await expectOk(listProjects, { token: editor.token, query: { filter: 'active' } });
    expect(active.items.map((p) => p.id)).toEqual([c.id, b.id]);
    const pending = await expectOk(listProjects, { token: editor.token, query: { filter: 'pending' } });
    expect(pending.items).toEqual([]);

    const page1 = await expectOk(listProjects, { token: editor.token, query: { filter: 'all', limit: 1 } });
    expect(page1.items.map((p) => p.id)).toEqual([c.id]);
    expect(page1.nextCursor).not.toBeNull();
    const page2 = await expectOk(listProjects, {
      token: editor.token,
      query: { filter: 'all', limit: 1, cursor: page1.nextCursor ?? '' },
    });
    expect(page2.items.map((p) => p.id)).toEqual([b.id]);
    expect(page2.nextCursor).toBeNull();
  });

  it('refuses an unknown filter, a bad limit and a forged cursor with 400', async () => {
    const editor = await signedInUser('list-bad');
    expectError(await callEndpoint(listProjects, { token: editor.token, query: { filter: 'deleted' } }), 400);
    expectError(await callEndpoint(listProjects, { token: editor.token, query: { limit: 0 } }), 400);
    expectError(
      await callEndpoint(listProjects, { token: editor.token, query: { cursor: 'not-a-cursor' } }),
      400,
    );
  });
});

describe('one project, its link and its lifecycle', () => {
  let editor: TestUser;
  beforeAll(async () => {
    editor = await signedInUser('lifecycle', 'Dana Editor');
    await setPlanOf(editor, 'pro');
  });

  it('gets the whole project: notes of the current version newest first, approvals, link', async () => {
    const project = await createProjectAs(editor, { videos: 2 });
    const settled = await settledProject(editor, project.id);
    await submitNotesAsClient(settled, [{ videoIndex: 0, body: 'first' }]);
    await submitNotesAsClient(settled, [{ videoIndex: 0, body: 'second' }]);
    const detail = await getProjectAs(editor, project.id);
    expect(detail.videos[0]?.notes.map((n) => n.body)).toEqual(['second', 'first']);
    expect(detail.videos[1]?.notes).toEqual([]);
    expect(detail.reviewLink).toEqual({ token: project.shareToken, expiresAt: project.shareExpiresAt });
    expect(detail.project.status).toBe('pending');
  });

  it('renames (trimmed) and refuses a stale expectedRevision with 409', async () => {
    const project = await createProjectAs(editor, { videos: 1 });
    const renamed = await expectOk(renameProject, {
      token: editor.token,
      params: { projectId: project.id },
      body: { name: ' New name ', clientDisplayName: ' New client ', expectedRevision: project.revision },
    });
    expect(renamed).toMatchObject({ name: 'New name', clientDisplayName: 'New client' });
    const stale = await callEndpoint(renameProject, {
      token: editor.token,
      params: { projectId: project.id },
      body: { name: 'Other', clientDisplayName: 'Other', expectedRevision: project.revision },
    });
    expectError(stale, 409);
    expect((await getProjectAs(editor, project.id)).project.name).toBe('New name');
  });

  it("approves: every video approved, every note completed, an 'Editor Override' approval; then refuses", async () => {
    const project = await createProjectAs(editor, { videos: 2 });
    const settled = await settledProject(editor, project.id);
    await submitNotesAsClient(settled, [{ videoIndex: 1, body: 'colour' }]);
    const approved = await expectOk(approveProject, {
      token: editor.token,
      params: { projectId: project.id },
    });
    expect(approved.status).toBe('approved');
    const detail = await getProjectAs(editor, project.id);
    expect(detail.videos.every((v) => v.status === 'approved')).toBe(true);
    expect(detail.videos.flatMap((v) => v.notes).every((n) => n.status === 'completed')).toBe(true);
    const projectApproval = detail.approvals.find((a) => a.scope === 'project');
    // The display name (since the post-confirmation trigger, the name given at sign-up), else the e-mail.
    const me = await expectOk(getProfile, { token: editor.token });
    expect(me.displayName).toBeTruthy();
    expect(projectApproval?.reviewerLabel).toBe(`Editor Override ${me.displayName ?? editor.email}`);
    const again = await callEndpoint(approveProject, {
      token: editor.token,
      params: { projectId: project.id },
    });
    expectError(again, 409, PROJECT_MESSAGES.alreadyApproved);
  });

  it("labels the approval with the editor's display name when there is one", async () => {
    await expectOk(updateProfile, { token: editor.token, body: { displayName: ' Dana Editor ' } });
    const project = await createProjectAs(editor, { videos: 1 });
    await expectOk(approveProject, { token: editor.token, params: { projectId: project.id } });
    const detail = await getProjectAs(editor, project.id);
    expect(detail.approvals.map((a) => [a.scope, a.reviewerLabel])).toEqual([
      ['project', 'Editor Override Dana Editor'],
    ]);
  });

  it('extends the link to now + 7 days and regenerates it (the old token stops working at once)', async () => {
    const project = await createProjectAs(editor, { videos: 1 });
    const extended = await expectOk(extendReviewLink, {
      token: editor.token,
      params: { projectId: project.id },
    });
    expect(extended.token).toBe(project.shareToken);
    expect(daysFromNow(extended.expiresAt)).toBeGreaterThan(6.99);
    expect(Date.parse(extended.expiresAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(project.shareExpiresAt ?? ''),
    );

    expect((await callEndpoint(getReview, { params: { token: project.shareToken } })).status).toBe(200);
    const fresh = await expectOk(regenerateReviewLink, {
      token: editor.token,
      params: { projectId: project.id },
    });
    expect(fresh.token).toMatch(/^[0-9a-f]{32}$/);
    expect(fresh.token).not.toBe(project.shareToken);
    expect(daysFromNow(fresh.expiresAt)).toBeGreaterThan(6.99);
    expect((await callEndpoint(getReview, { params: { token: project.shareToken } })).status).toBe(404);
    expect((await callEndpoint(getReview, { params: { token: fresh.token } })).status).toBe(200);
  });

  it("archives, then refuses every mutation with 409 'Cannot modify archived projects.'; restores", async () => {
    const project = await createProjectAs(editor, { videos: 1 });
    const settled = await settledProject(editor, project.id);
    await expectOk(archiveProject, { token: editor.token, params: { projectId: project.id } });
    const params = { projectId: project.id };
    const refusals = await Promise.all([
      callEndpoint(renameProject, {
        token: editor.token,
        params,
        body: { name: 'x', clientDisplayName: 'y' },
      }),
      callEndpoint(archiveProject, { token: editor.token, params }),
      callEndpoint(approveProject, { token: editor.token, params }),
      callEndpoint(extendReviewLink, { token: editor.token, params }),
      callEndpoint(regenerateReviewLink, { token: editor.token, params }),
    ]);
    for (const refusal of refusals)
      expect(expectError(refusal, 409, COMMON_MESSAGES.archivedProject).code).toBe('ARCHIVED');
    const after = await getProjectAs(editor, project.id);
    expect(after.project).toMatchObject({ status: 'archived', name: settled.project.name });
    expect(after.reviewLink).toEqual(settled.reviewLink);

    const restored = await expectOk(restoreProject, { token: editor.token, params });
    expect(restored).toMatchObject({ status: 'active', archivedAt: null });
    const notArchived = await callEndpoint(restoreProject, { token: editor.token, params });
    expectError(notArchived, 409);
  });

  it('answers 404 for an id that does not exist', async () => {
    const missing = await callEndpoint(getProject, {
      token: editor.token,
      params: { projectId: '01JDOESNOTEXIST000000000000' },
    });
    expectError(missing, 404);
  });
});
