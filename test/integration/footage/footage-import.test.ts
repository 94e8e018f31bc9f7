/**
 * Importing footage from Dropbox, OneDrive/SharePoint, Box and plain https links, through the API and the one
 * download worker, against the local footage stand-in: the link is listed (Pro only), the project is created
 * from the listing, and each video lands in the media bucket, is probed and plays from its stored copy. A
 * link that is too large, not a video, redirected to a private address or naming one is refused before any
 * copy; below Pro the server refuses with the plan reason.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { listFootageLink } from '../../../shared/api/endpoints/footage';
import { createProject } from '../../../shared/api/endpoints/projects';
import { planFeatureReason } from '../../../shared/domain/plan-features';
import { FOOTAGE_MESSAGES } from '../../../shared/messages/footage-messages';
import {
  FOOTAGE_STAND_IN_LINKS as LINKS,
  FOOTAGE_STAND_IN_SAMPLES as SAMPLES,
} from '../../../infra/local/footage-stand-in/footage-fixtures';
import { SAMPLE_MEDIA_DIR } from '../../../infra/local/system';
import { callEndpoint } from '../editor-api/support/editor-client';
import {
  expectError,
  expectOk,
  setPlanOf,
  settledProject,
  type TestUser,
} from '../editor-api/support/fixtures';
import { signedInUser } from '../editor-api/support/users';
import { toImportVideo } from '../../../frontend/src/features/import/api/create-project';
import type { FootageFile } from '../../../shared/api/endpoints/footage';

let pro: TestUser;

beforeAll(async () => {
  pro = await signedInUser('footage-pro');
  await setPlanOf(pro, 'pro');
});

async function listed(user: TestUser, url: string) {
  return expectOk(listFootageLink, { token: user.token, body: { url } });
}

async function importAll(user: TestUser, videos: FootageFile[]) {
  const project = await expectOk(createProject, {
    token: user.token,
    body: { name: 'Footage', clientDisplayName: 'Client', videos: videos.map(toImportVideo) },
  });
  return settledProject(user, project.id, 60_000);
}

const sampleSize = (name: string) => readFileSync(join(SAMPLE_MEDIA_DIR, `${name}.mp4`)).length;

describe('a footage link imports through the download worker: stored, probed, playable', () => {
  it.each([
    ['Dropbox file', LINKS.dropboxFile, 'dropbox', [SAMPLES.dropboxFile]],
    ['Dropbox folder', LINKS.dropboxFolder, 'dropbox', SAMPLES.dropboxFolder],
    ['OneDrive folder', LINKS.oneDriveFolder, 'onedrive', SAMPLES.oneDriveFolder],
    ['SharePoint file', LINKS.sharePointFile, 'onedrive', [SAMPLES.sharePointFile]],
    ['Box folder', LINKS.boxFolder, 'box', SAMPLES.boxFolder],
    ['https file', LINKS.webFile, 'https', [SAMPLES.webFile]],
  ] as const)('%s', async (_what, url, source, samples) => {
    const listing = await listed(pro, url);
    expect(listing.status, listing.message).toBe('success');
    expect(listing.videos).toHaveLength(samples.length);
    const detail = await importAll(pro, listing.videos);
    expect(detail.videos).toHaveLength(samples.length);
    for (const [i, video] of detail.videos.entries()) {
      const version = video.versions[0];
      expect(video.status).toBe('active');
      expect(version).toMatchObject({
        status: 'stored',
        sourceType: source,
        fileSize: sampleSize(samples[i] as string),
      });
      expect(video.playbackKind).toBe('stored');
      expect(version?.durationMs).toBeGreaterThan(0);
      expect(version?.width).toBeGreaterThan(0);
      // Playable: the signed URL answers the stored copy's bytes.
      const played = await fetch(String(video.playbackUrl), { headers: { Range: 'bytes=0-15' } });
      expect(played.status).toBe(206);
      expect(
        Buffer.from(await played.arrayBuffer())
          .subarray(4, 8)
          .toString('latin1'),
      ).toBe('ftyp');
    }
  });
});

describe('a footage link is refused before anything is copied', () => {
  it.each([
    ['a file declared larger than the limit', LINKS.webTooLarge, FOOTAGE_MESSAGES.tooLarge(20)],
    ['a web page', LINKS.webHtml, FOOTAGE_MESSAGES.notAVideo],
    ['a ZIP named .mp4', LINKS.webNotVideo, FOOTAGE_MESSAGES.notAVideo],
    ['a redirect to 127.0.0.1', LINKS.webToLoopback, FOOTAGE_MESSAGES.refusedAddress],
    ['a redirect to 169.254.169.254', LINKS.webToMetadata, FOOTAGE_MESSAGES.refusedAddress],
    ['a link resolving to a private address', 'https://localhost/cut.mov', FOOTAGE_MESSAGES.refusedAddress],
  ])('%s', async (_what, url, message) => {
    expect(await listed(pro, url)).toEqual({ status: 'error', videos: [], message });
  });

  it('the worker refuses it too when a selection names it: the version keeps the link and says why', async () => {
    // A selection made by hand (not from a listing): the worker checks again before copying.
    const project = await expectOk(createProject, {
      token: pro.token,
      body: {
        name: 'Sneaky',
        clientDisplayName: 'Client',
        videos: [
          {
            fileId: 'https_handmadeselection01',
            title: 'cut',
            fileName: 'cut.mp4',
            mimeType: 'video/mp4',
            source: 'https',
            link: LINKS.webToMetadata,
            item: '',
          },
          {
            fileId: 'https_handmadeselection02',
            title: 'master',
            fileName: 'feature-master.mov',
            mimeType: 'video/quicktime',
            source: 'https',
            link: LINKS.webTooLarge,
            item: '',
          },
        ],
      },
    });
    const detail = await settledProject(pro, project.id, 60_000);
    expect(detail.videos.map((v) => [v.versions[0]?.status, v.versions[0]?.statusNote])).toEqual([
      ['drive_link', FOOTAGE_MESSAGES.refusedAddress],
      ['drive_link', FOOTAGE_MESSAGES.tooLarge(20)],
    ]);
  });
});

describe('footage links are Premium integrations: refused below Pro with the plan reason', () => {
  it.each(['free', 'basic'] as const)('on %s', async (plan) => {
    const user = await signedInUser(`footage-${plan}`);
    await setPlanOf(user, plan);
    const listing = await callEndpoint(listFootageLink, {
      token: user.token,
      body: { url: LINKS.dropboxFile },
    });
    expectError(listing, 403, planFeatureReason('integrations'));
    const listed = await expectOk(listFootageLink, { token: pro.token, body: { url: LINKS.dropboxFile } });
    const created = await callEndpoint(createProject, {
      token: user.token,
      body: { name: 'No', clientDisplayName: 'No', videos: listed.videos.map(toImportVideo) },
    });
    expectError(created, 403, planFeatureReason('integrations'));
  });
});
