/**
 * No server-side request forgery through the import: a thumbnailLink sent by a client in the import
 * selection is never fetched by the server. The test starts its own HTTP server that records every hit and
 * answers an image; the project is created through the API with that URL as every video's thumbnailLink, the
 * download worker runs, and then: the server was never contacted, and the thumbnail copied for the version
 * is the Drive stand-in's own JPEG for the file id, not the bytes of the recording server.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../../../shared/api/endpoints/projects';
import {
  expectOk,
  hasDownloadWorker,
  sampleSelection,
  settledProject,
  type TestUser,
} from './support/fixtures';
import { signedInUser } from './support/users';

const EVIL_BYTES = Buffer.from('not-a-thumbnail: internal service answer');
const SAMPLE_JPEG = readFileSync(
  fileURLToPath(new URL('../../../infra/local/sample-media/01-brand-intro.jpg', import.meta.url)),
);

let server: http.Server;
let hits: string[] = [];
let evilUrl = '';
let editor: TestUser;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(EVIL_BYTES.length) });
    res.end(EVIL_BYTES);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  evilUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  editor = await signedInUser('ssrf');
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('a client-sent thumbnailLink', () => {
  it.skipIf(!hasDownloadWorker)(
    'is never fetched; the stored thumbnail is what Drive answers for the file id',
    async () => {
      hits = [];
      const videos = sampleSelection(2).map((video, i) => ({
        ...video,
        thumbnailLink: `${evilUrl}/latest/meta-data/${i}`,
      }));
      const project = await expectOk(createProject, {
        token: editor.token,
        body: { name: 'SSRF attempt', clientDisplayName: 'Client', videos },
      });
      const detail = await settledProject(editor, project.id);
      const versions = detail.videos.map((video) => video.versions[0]);
      expect(versions.map((v) => v?.status)).toEqual(['stored', 'stored']);

      // Each version holds a copied thumbnail, served through a signed URL; the first one is the stand-in's
      // sample JPEG for its file id, and none holds the recording server's bytes.
      expect(versions.every((v) => typeof v?.thumbnailPath === 'string')).toBe(true);
      const urls = detail.videos.map((video) => video.thumbnailUrl ?? '');
      expect(urls.some((url) => url.startsWith(evilUrl))).toBe(false);
      const first = await fetch(urls[0] ?? '');
      expect(first.status).toBe(200);
      expect(Buffer.from(await first.arrayBuffer()).equals(SAMPLE_JPEG)).toBe(true);
      for (const url of urls) {
        const thumb = Buffer.from(await (await fetch(url)).arrayBuffer());
        expect(thumb.includes(EVIL_BYTES)).toBe(false);
      }

      expect(hits).toEqual([]);
    },
  );
});
