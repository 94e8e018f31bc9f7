/**
 * Each footage adapter against the local stand-in, which answers as the real services do: the listing of a
 * shared file and a shared folder (every page), and the copy's bytes, which are the sample's own; the checks
 * before any copy (size, type, first bytes) and the guard on every redirect hop.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  footageSources,
  footageTokensFromEnv,
  type FootageSources,
} from '../../../functions/footage/footage-sources';
import type { SecretText } from '../../../functions/platform/aws/cached-secret';
import { ENV } from '../../../shared/config/env-names';
import { FootageRefusedError } from '../../../functions/footage/footage-port';
import { publicAddressGuard } from '../../../functions/platform/http/guarded-fetch';
import { SAMPLE_MEDIA_DIR } from '../../../infra/local/system';
import {
  FOOTAGE_STAND_IN_LINKS as LINKS,
  FOOTAGE_STAND_IN_SAMPLES as SAMPLES,
  FOOTAGE_STAND_IN_TOKEN,
} from '../../../infra/local/footage-stand-in/footage-fixtures';
import { startFootageStandIn, type FootageStandIn } from '../../../infra/local/footage-stand-in/server';
import { parseFootageLink, type FootageLink } from '../../../shared/domain/footage/footage-link';
import { FOOTAGE_MESSAGES } from '../../../shared/messages/footage-messages';
import type { LinkSource } from '../../../functions/footage/footage-sources';

let standIn: FootageStandIn;
let sources: FootageSources;

beforeAll(async () => {
  standIn = await startFootageStandIn({ mediaDir: SAMPLE_MEDIA_DIR });
  sources = footageSources({
    http: { guard: publicAddressGuard({ allowedOrigins: [standIn.url] }) },
    standIn: standIn.url,
    tokens: footageTokensFromEnv({
      [ENV.dropboxToken]: FOOTAGE_STAND_IN_TOKEN,
      [ENV.graphToken]: FOOTAGE_STAND_IN_TOKEN,
      [ENV.boxToken]: FOOTAGE_STAND_IN_TOKEN,
    }),
  });
});
afterAll(() => standIn.close());

function linkOf(url: string): FootageLink & { source: LinkSource } {
  const link = parseFootageLink(url);
  if (!link.ok || link.source === 'drive') throw new Error(`not a footage link: ${url}`);
  return link as FootageLink & { source: LinkSource };
}

const sample = (name: string) => readFileSync(join(SAMPLE_MEDIA_DIR, `${name}.mp4`));

async function bytesOf(source: LinkSource, link: string, item: string): Promise<Buffer> {
  const media = await sources.media(source, link).openMedia(item);
  const chunks: Buffer[] = [];
  for await (const chunk of media.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('footage adapters list a shared link and copy its videos byte for byte', () => {
  it.each([
    ['dropbox file', LINKS.dropboxFile, [SAMPLES.dropboxFile]],
    ['dropbox folder (two pages)', LINKS.dropboxFolder, SAMPLES.dropboxFolder],
    ['onedrive file', LINKS.oneDriveFile, [SAMPLES.oneDriveFile]],
    ['onedrive folder (nextLink pages)', LINKS.oneDriveFolder, SAMPLES.oneDriveFolder],
    ['sharepoint file', LINKS.sharePointFile, [SAMPLES.sharePointFile]],
    ['box file', LINKS.boxFile, [SAMPLES.boxFile]],
    ['box folder', LINKS.boxFolder, SAMPLES.boxFolder],
    ['https file', LINKS.webFile, [SAMPLES.webFile]],
  ] as const)('%s', async (_what, url, samples) => {
    const link = linkOf(url);
    const result = await sources.list(link);
    expect(result.status, result.message).toBe('success');
    // The folder's notes.txt is left out: only videos are listed.
    expect(result.videos.map((v) => v.title)).toEqual(samples.map((s) => s.replace(/^\d+-/, '')));
    for (const [i, video] of result.videos.entries()) {
      const expected = sample(samples[i] as string);
      expect(video).toMatchObject({ source: link.source, link: link.url, size: expected.length });
      expect(video.id).toMatch(/^[A-Za-z0-9_-]{10,200}$/);
      expect((await bytesOf(link.source, video.link, video.item)).equals(expected)).toBe(true);
    }
  });

  it('follows a redirect within the guard (same stand-in)', async () => {
    const result = await sources.list(linkOf(LINKS.webMoved));
    expect(result.status).toBe('success');
    expect(result.videos[0]?.size).toBe(sample(SAMPLES.webFile).length);
  });

  it('says the link is wrong when Dropbox does not know its rlkey', async () => {
    const result = await sources.list(linkOf(LINKS.dropboxWrongKey));
    expect(result).toMatchObject({ status: 'folder_not_found', message: FOOTAGE_MESSAGES.linkNotFound });
  });
});

describe('a link is refused before its bytes are copied', () => {
  it.each([
    ['declared larger than the limit', LINKS.webTooLarge, 'too_large', FOOTAGE_MESSAGES.tooLarge(20)],
    ['served as a web page', LINKS.webHtml, 'not_video', FOOTAGE_MESSAGES.notAVideo],
    ['named .mp4 but a ZIP', LINKS.webNotVideo, 'not_video', FOOTAGE_MESSAGES.notAVideo],
    ['redirected to 127.0.0.1', LINKS.webToLoopback, 'address', FOOTAGE_MESSAGES.refusedAddress],
    ['redirected to 169.254.169.254', LINKS.webToMetadata, 'address', FOOTAGE_MESSAGES.refusedAddress],
  ])('%s', async (_what, url, refusal, message) => {
    const link = linkOf(url);
    expect(await sources.list(link)).toEqual({ status: 'error', videos: [], message });
    const copy = sources.media('https', link.url).openMedia('');
    await expect(copy).rejects.toBeInstanceOf(FootageRefusedError);
    await expect(copy).rejects.toMatchObject({ refusal, retryable: false });
  });

  it('a link whose host resolves to a private address is never requested', async () => {
    standIn.clearRequests();
    const link = linkOf('https://localhost/renders/product-demo.mp4');
    expect(await sources.list(link)).toEqual({
      status: 'error',
      videos: [],
      message: FOOTAGE_MESSAGES.refusedAddress,
    });
    await expect(sources.media('https', link.url).openMedia('')).rejects.toMatchObject({
      refusal: 'address',
    });
    expect(standIn.requests()).toEqual([]);
  });

  it('the metadata redirect is never followed', async () => {
    standIn.clearRequests();
    await sources.list(linkOf(LINKS.webToMetadata));
    expect(standIn.requests()).toEqual(['GET /web/moved/metadata.mp4']);
  });
});

describe('in the cloud the footage services get their app tokens through the secret reader', () => {
  const ARNS = {
    [ENV.dropboxTokenSecretArn]: 'arn:aws:secretsmanager:eu-west-1:1:secret:cutroom/prod/dropbox-token',
    [ENV.graphTokenSecretArn]: 'arn:aws:secretsmanager:eu-west-1:1:secret:cutroom/prod/graph-token',
    [ENV.boxTokenSecretArn]: 'arn:aws:secretsmanager:eu-west-1:1:secret:cutroom/prod/box-token',
  };

  it.each([
    ['dropbox folder', LINKS.dropboxFolder, ARNS[ENV.dropboxTokenSecretArn]],
    ['onedrive folder', LINKS.oneDriveFolder, ARNS[ENV.graphTokenSecretArn]],
    ['box folder', LINKS.boxFolder, ARNS[ENV.boxTokenSecretArn]],
  ] as const)('%s lists with the token its secret holds', async (_what, url, arn) => {
    const reads: string[] = [];
    const secretOf =
      (secretArn: string): SecretText =>
      () => {
        reads.push(secretArn);
        return Promise.resolve(FOOTAGE_STAND_IN_TOKEN);
      };
    const fromSecrets = footageSources({
      http: { guard: publicAddressGuard({ allowedOrigins: [standIn.url] }) },
      standIn: standIn.url,
      tokens: footageTokensFromEnv(ARNS, secretOf),
    });
    const result = await fromSecrets.list(linkOf(url));
    expect(result.status, result.message).toBe('success');
    expect(reads).toContain(arn);
  });

  it('a secret holding another token is refused by the service (the token really travels)', async () => {
    const wrong = footageSources({
      http: { guard: publicAddressGuard({ allowedOrigins: [standIn.url] }) },
      standIn: standIn.url,
      tokens: footageTokensFromEnv(ARNS, () => () => Promise.resolve('not-the-token')),
    });
    expect((await wrong.list(linkOf(LINKS.dropboxFolder))).status).toBe('permission_required');
  });

  it('a plain token (the local system) wins over a secret, and a service with neither has none', async () => {
    const asked: string[] = [];
    const tokens = footageTokensFromEnv(
      { [ENV.dropboxToken]: 'plain', [ENV.boxTokenSecretArn]: ARNS[ENV.boxTokenSecretArn] },
      (arn) => {
        asked.push(arn);
        return () => Promise.resolve('from-secret');
      },
    );
    expect(await tokens.dropbox?.()).toBe('plain');
    expect(await tokens.box?.()).toBe('from-secret');
    expect(tokens.graph).toBeUndefined();
    expect(asked).toEqual([ARNS[ENV.boxTokenSecretArn]]);
  });
});
