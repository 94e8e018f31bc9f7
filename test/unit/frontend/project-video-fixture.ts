/** Raw API answers of projects and their videos for the component tests (parsed with the contract's schemas). */
export const FIXTURE_AT = '2026-03-01T12:00:00.000Z';

/**
 * A project as the API answers it (raw, like the video below): an active project of one video on a link that
 * never expires, created at `FIXTURE_AT`, unless overridden.
 */
export function projectFixture(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 'P1',
    userId: 'user-1',
    name: 'Launch film',
    clientDisplayName: 'Acme',
    shareToken: 'a'.repeat(32),
    shareExpiresAt: null,
    status: 'active',
    createdAt: FIXTURE_AT,
    lastStatusChangeAt: FIXTURE_AT,
    archivedAt: null,
    approvedVideosCount: 0,
    videoCount: 1,
    revision: 1,
    ...overrides,
  };
}

/**
 * A video of the project page as `/api/projects/{id}` answers it (raw, to be parsed with the contract's
 * schema by the test): one stored 60-second 640x360 version at 25 fps, no notes, unless overridden.
 */
export function storedVersion(n: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: `ver-${n}`,
    videoId: 'vid-1',
    projectId: 'proj-1',
    versionNumber: n,
    sourceType: 'drive',
    sourceUrl: 'https://drive.test/file',
    fileId: 'file-1',
    previewUrl: null,
    thumbnailUrl: null,
    fileName: 'intro.mp4',
    fileSize: 1000,
    mimeType: 'video/mp4',
    storagePath: 'media/x.mp4',
    thumbnailPath: null,
    status: 'stored',
    statusNote: null,
    durationMs: 60_000,
    width: 640,
    height: 360,
    frameRate: 25,
    createdAt: FIXTURE_AT,
    ...overrides,
  };
}

export function projectVideoFixture(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 'vid-1',
    projectId: 'proj-1',
    title: 'Intro',
    orderIndex: 1,
    fileId: 'file-1',
    status: 'pending_review',
    currentVersionId: 'ver-1',
    lastStatusChangeAt: FIXTURE_AT,
    createdAt: FIXTURE_AT,
    revision: 1,
    versions: [storedVersion(1)],
    notes: [],
    notesNextCursor: null,
    noteCounts: { total: 0, pending: 0, completed: 0 },
    notesText: '',
    approvals: [],
    playbackUrl: 'https://media.test/v1.mp4',
    playbackKind: 'stored',
    thumbnailUrl: null,
    replies: [],
    earlierNotes: [],
    ...overrides,
  };
}
