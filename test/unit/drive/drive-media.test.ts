/**
 * The Drive adapter's requests as Drive API v3 expects them (on plain fetch): files.get of the metadata with
 * its fields, and alt=media with a byte range whose bytes arrive as Buffers (what the download worker copies
 * into its upload parts) with the sizes Content-Length and Content-Range give.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainSecret } from '../../../functions/platform/aws/cached-secret';
import { googleDriveAdapter } from '../../../functions/google-drive/google-drive-adapter';

const BYTES = Buffer.from('0123456789abcdefghij');
let server: Server;
let rootUrl: string;
const requests: IncomingMessage[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(req);
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.searchParams.get('alt') !== 'media') {
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({ id: 'f1', name: 'cut.mp4', mimeType: 'video/mp4', size: '20', trashed: false }),
      );
      return;
    }
    const [, start = '0', end = String(BYTES.length - 1)] =
      /bytes=(\d+)-(\d*)/.exec(req.headers.range ?? '') ?? [];
    const last = end === '' ? BYTES.length - 1 : Number(end);
    res.writeHead(206, {
      'content-type': 'video/mp4',
      'content-length': String(last - Number(start) + 1),
      'content-range': `bytes ${start}-${last}/${BYTES.length}`,
    });
    res.end(BYTES.subarray(Number(start), last + 1));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  rootUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the Drive adapter on the REST endpoints', () => {
  it('asks files.get for the file fields, with the API key or the bearer token', async () => {
    const drive = googleDriveAdapter({ rootUrl, apiKey: plainSecret('the-key'), retry: { attempts: 0 } });
    expect((await drive.getFile('f 1')).status).toBe('success');
    expect((await drive.getFile('f1', { accessToken: 'tok' })).status).toBe('success');
    const [withKey, withToken] = requests.slice(-2);
    const keyUrl = new URL(withKey?.url ?? '', 'http://x');
    expect(keyUrl.pathname).toBe('/drive/v3/files/f%201');
    expect(Object.fromEntries(keyUrl.searchParams)).toEqual({
      fields: 'id,name,mimeType,thumbnailLink,webViewLink,size,trashed',
      supportsAllDrives: 'true',
      key: 'the-key',
    });
    expect(withKey?.headers.authorization).toBeUndefined();
    expect(new URL(withToken?.url ?? '', 'http://x').searchParams.has('key')).toBe(false);
    expect(withToken?.headers.authorization).toBe('Bearer tok');
  });

  it('streams a byte range of alt=media as Buffers, with its size and the total', async () => {
    const drive = googleDriveAdapter({ rootUrl, apiKey: plainSecret('the-key'), retry: { attempts: 0 } });
    const media = await drive.openMedia('f1', { range: { start: 5, end: 9 } });
    const request = requests.at(-1);
    expect(request?.headers.range).toBe('bytes=5-9');
    expect(Object.fromEntries(new URL(request?.url ?? '', 'http://x').searchParams)).toEqual({
      alt: 'media',
      supportsAllDrives: 'true',
      acknowledgeAbuse: 'false',
      key: 'the-key',
    });
    expect([media.size, media.totalSize, media.mimeType]).toEqual([5, 20, 'video/mp4']);
    const chunks: unknown[] = [];
    for await (const chunk of media.stream) chunks.push(chunk);
    expect(chunks.every((chunk) => Buffer.isBuffer(chunk))).toBe(true);
    expect(Buffer.concat(chunks as Buffer[]).toString()).toBe('56789');
  });
});
