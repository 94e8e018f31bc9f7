/**
 * After ops replace the Drive API key (`put-secret-value`), a warm container still holds the generated
 * placeholder: when Google refuses the key, the adapter reads it again once and the listing works.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedSecret, SECRET_CACHE } from '../../../functions/platform/aws/cached-secret';
import { googleDriveAdapter } from '../../../functions/google-drive/google-drive-adapter';
import { FOLDER_MIME_TYPE } from '../../../functions/google-drive/drive-video-filter';

const REAL_KEY = 'AIza-real-key';
let server: Server;
let rootUrl: string;
const keysSeen: string[] = [];

beforeAll(async () => {
  // Google's answers, reduced: a wrong key gets 400 'API key not valid', the right one a folder and a video.
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const key = url.searchParams.get('key') ?? '';
    keysSeen.push(key);
    res.setHeader('content-type', 'application/json');
    if (key !== REAL_KEY) {
      res.statusCode = 400;
      res.end(
        JSON.stringify({
          error: {
            code: 400,
            message: 'API key not valid. Please pass a valid API key.',
            errors: [{ reason: 'badRequest' }],
          },
        }),
      );
      return;
    }
    if (url.pathname.endsWith('/files')) {
      res.end(
        JSON.stringify({ files: [{ id: 'v1', name: 'cut.mp4', mimeType: 'video/mp4', size: '1000' }] }),
      );
      return;
    }
    res.end(JSON.stringify({ id: 'folder', name: 'Folder', mimeType: FOLDER_MIME_TYPE, trashed: false }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  rootUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the Drive adapter after the API key was replaced', () => {
  it('reads the key again when Google refuses it, and the listing succeeds', async () => {
    let clock = 0;
    const store = { value: 'generated-placeholder' };
    const apiKey = cachedSecret(() => Promise.resolve(store.value), { now: () => clock });
    await apiKey(); // a warm container: the placeholder is cached
    store.value = REAL_KEY;
    clock += SECRET_CACHE.minRefreshMs;
    const drive = googleDriveAdapter({ rootUrl, apiKey, retry: { attempts: 0 } });
    const result = await drive.listFolderVideos('folder', undefined);
    expect(result.status).toBe('success');
    expect(result.videos.map((v) => v.name)).toEqual(['cut.mp4']);
    expect(keysSeen.slice(0, 2)).toEqual(['generated-placeholder', REAL_KEY]);
  });
});
