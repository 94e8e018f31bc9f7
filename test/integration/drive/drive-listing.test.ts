/**
 * The drive Lambda over HTTP against the local system: the API server, the JWT authorizer (cognito-local),
 * the Drive adapter and the Drive stand-in with its folders (infra/local/drive-stand-in/drive-fixtures.ts).
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  getDriveFile,
  listDriveFolder,
  driveListResultSchema,
  driveFileResultSchema,
} from '../../../shared/api/endpoints/drive';
import { buildPath } from '../../../shared/api/endpoint';
import { IMPORT_MESSAGES } from '../../../shared/messages/import-messages';
import { VIDEO_MESSAGES } from '../../../shared/messages/video-messages';
import {
  DRIVE_STAND_IN_ACCESS_TOKEN,
  DRIVE_STAND_IN_FILES,
  DRIVE_STAND_IN_FOLDERS,
  DRIVE_STAND_IN_PAGING_VIDEO_COUNT,
  pagingVideoId,
} from '../../../infra/local/drive-stand-in/drive-fixtures';
import { apiUrl, testSystem } from '../../support/env';
import { signedInUser } from '../../support/users';
import { driveControl } from './drive-control';

const drive = driveControl(testSystem().driveUrl);
let authorization = '';

beforeAll(async () => {
  authorization = (await signedInUser({ fullName: 'Drive Tester' })).authorization;
});

afterEach(async () => {
  await drive.clearFaults();
});

async function list(body: unknown, auth = authorization) {
  const response = await fetch(apiUrl(listDriveFolder.path), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(auth ? { authorization: auth } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as unknown;
  return { status: response.status, json };
}

async function listOk(body: unknown) {
  const { status, json } = await list(body);
  expect(status).toBe(200);
  return driveListResultSchema.parse(json);
}

async function getFile(fileId: string, token?: string) {
  const response = await fetch(apiUrl(buildPath(getDriveFile.path, { fileId })), {
    headers: { authorization, ...(token ? { 'x-drive-access-token': token } : {}) },
  });
  return { status: response.status, json: (await response.json()) as unknown };
}

describe('POST /api/drive/list', () => {
  it('lists every video of a public folder across several pages, nothing else', async () => {
    await drive.clearRequests();
    const result = await listOk({
      folderUrl: `https://drive.google.com/drive/folders/${DRIVE_STAND_IN_FOLDERS.paging}?usp=sharing`,
    });
    expect(result.status).toBe('success');
    expect(result.message).toBe('');
    expect(result.videos).toHaveLength(DRIVE_STAND_IN_PAGING_VIDEO_COUNT);
    expect(new Set(result.videos.map((v) => v.id)).size).toBe(DRIVE_STAND_IN_PAGING_VIDEO_COUNT);
    expect(result.videos[0]?.id).toBe(pagingVideoId(1));
    expect(result.videos.at(-1)?.id).toBe(pagingVideoId(DRIVE_STAND_IN_PAGING_VIDEO_COUNT));
    expect(result.videos.every((v) => v.name.endsWith('.mp4') && v.mimeType === 'video/mp4')).toBe(true);
    const pages = (await drive.requests()).filter(
      (r) => r.operation === 'list' && r.target === DRIVE_STAND_IN_FOLDERS.paging,
    );
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(pages.slice(1).every((r) => r.path.includes('pageToken='))).toBe(true);
    expect(pages.every((r) => r.auth === 'key')).toBe(true);
  });

  it('leaves non-video and trashed files out and returns every listing field', async () => {
    const result = await listOk({ folderId: DRIVE_STAND_IN_FOLDERS.samples });
    expect(result.videos.map((v) => v.id)).toEqual([...DRIVE_STAND_IN_FILES.samples]);
    const first = result.videos[0];
    expect(first).toMatchObject({
      name: '01-brand-intro.mp4',
      title: '01-brand-intro',
      mimeType: 'video/mp4',
      webViewLink: `https://drive.google.com/file/d/${DRIVE_STAND_IN_FILES.samples[0]}/view?usp=drivesdk`,
      previewUrl: `https://drive.google.com/file/d/${DRIVE_STAND_IN_FILES.samples[0]}/preview`,
    });
    expect(first?.size).toBeGreaterThan(10_000);
    expect(first?.thumbnailLink).toMatch(/\/thumbnails\//);
  });

  it('lists the frame-rate samples (23.976 and 29.97 DF) from their own folder', async () => {
    const result = await listOk({ folderId: DRIVE_STAND_IN_FOLDERS.frameRates });
    expect(result.status).toBe('success');
    expect(result.videos.map((v) => [v.id, v.name])).toEqual([
      [DRIVE_STAND_IN_FILES.frameRates[0], '06-frame-counter-23976.mp4'],
      [DRIVE_STAND_IN_FILES.frameRates[1], '07-frame-counter-2997df.mp4'],
    ]);
  });

  it('finds videos Drive types as octet-stream through the file-name fallback query', async () => {
    const result = await listOk({ folderId: DRIVE_STAND_IN_FOLDERS.extensionOnly });
    expect(result.status).toBe('success');
    expect(result.videos.map((v) => v.name).sort()).toEqual(['A001_C002.mov', 'A001_C003.MP4']);
  });

  it('answers permission_required for a private folder, then lists it with the editor token', async () => {
    const denied = await listOk({ folderId: DRIVE_STAND_IN_FOLDERS.private });
    expect(denied).toEqual({
      status: 'permission_required',
      videos: [],
      message: IMPORT_MESSAGES.driveNoAccess,
    });
    const granted = await listOk({
      folderId: DRIVE_STAND_IN_FOLDERS.private,
      accessToken: DRIVE_STAND_IN_ACCESS_TOKEN,
    });
    expect(granted.status).toBe('success');
    expect(granted.videos.map((v) => v.id)).toEqual([...DRIVE_STAND_IN_FILES.private]);
    const expired = await listOk({ folderId: DRIVE_STAND_IN_FOLDERS.private, accessToken: 'expired-token' });
    expect(expired.status).toBe('permission_required');
  });

  it('answers folder_not_found for a missing folder', async () => {
    expect(await listOk({ folderId: DRIVE_STAND_IN_FOLDERS.missing })).toEqual({
      status: 'folder_not_found',
      videos: [],
      message: IMPORT_MESSAGES.folderNotFound,
    });
    // A file id is not a folder either.
    expect((await listOk({ folderId: DRIVE_STAND_IN_FILES.samples[0] })).status).toBe('folder_not_found');
  });

  it("gives the spec's no-videos message for a folder without videos", async () => {
    expect(await listOk({ folderId: DRIVE_STAND_IN_FOLDERS.noVideos })).toEqual({
      status: 'success',
      videos: [],
      message: IMPORT_MESSAGES.noVideos,
    });
  });

  it('retries Drive 429/503 with backoff and succeeds', async () => {
    await drive.setFault({
      target: DRIVE_STAND_IN_FOLDERS.samples,
      operation: 'list',
      status: 429,
      times: 1,
    });
    await drive.setFault({
      target: DRIVE_STAND_IN_FOLDERS.samples,
      operation: 'list',
      status: 503,
      times: 1,
    });
    const result = await listOk({ folderId: DRIVE_STAND_IN_FOLDERS.samples });
    expect(result.videos).toHaveLength(5);
  });

  it('gives a clear error when Drive keeps failing', async () => {
    await drive.setFault({
      target: DRIVE_STAND_IN_FOLDERS.noVideos,
      operation: 'get',
      status: 500,
      times: null,
    });
    const result = await listOk({ folderId: DRIVE_STAND_IN_FOLDERS.noVideos });
    expect(result).toEqual({
      status: 'error',
      videos: [],
      message: IMPORT_MESSAGES.driveConnectFailed('Backend Error'),
    });
  });

  it('refuses a link without a folder id (400 with the spec text) and a caller without a token (401)', async () => {
    const bad = await list({ folderUrl: 'https://example.com/nothing-here' });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ error: { message: IMPORT_MESSAGES.folderUrlInvalid } });
    expect((await list({ folderId: DRIVE_STAND_IN_FOLDERS.samples }, '')).status).toBe(401);
    expect((await list({})).status).toBe(400);
  });
});

describe('GET /api/drive/files/{fileId}', () => {
  it('looks up a public file', async () => {
    const { status, json } = await getFile(DRIVE_STAND_IN_FILES.samples[3]);
    expect(status).toBe(200);
    const result = driveFileResultSchema.parse(json);
    expect(result.status).toBe('success');
    expect(result.file).toMatchObject({ name: '04-social-vertical.mp4', title: '04-social-vertical' });
  });

  it('needs the editor token for a private file and says when a file does not exist', async () => {
    const denied = driveFileResultSchema.parse((await getFile(DRIVE_STAND_IN_FILES.private[0])).json);
    expect(denied).toEqual({
      status: 'permission_required',
      file: null,
      message: IMPORT_MESSAGES.driveNoAccess,
    });
    const granted = driveFileResultSchema.parse(
      (await getFile(DRIVE_STAND_IN_FILES.private[0], DRIVE_STAND_IN_ACCESS_TOKEN)).json,
    );
    expect(granted.file?.name).toBe('private-rough-cut.mp4');
    const missing = driveFileResultSchema.parse((await getFile('1CutroomNoSuchFile000000000000001')).json);
    expect(missing).toEqual({ status: 'not_found', file: null, message: VIDEO_MESSAGES.driveDetailsFailed });
  });

  it('refuses an id outside the Drive alphabet', async () => {
    expect((await getFile('bad%20id%20here!')).status).toBe(400);
  });
});
