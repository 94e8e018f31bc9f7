/**
 * The workspace's brand on the server: saved only on Pro (the plan reason otherwise), applied to the review
 * payload with the plan in force (a downgrade falls back at once, the brand kept; a re-upgrade restores it),
 * changed only by Admins and the Owner, and the logo checked by its bytes and re-encoded: SVG, polyglots,
 * oversized, empty and wrongly sized pictures are refused; what is served is never what was uploaded.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  confirmLogo,
  getBrand,
  removeLogo,
  requestLogoUpload,
  updateBrand,
} from '../../../shared/api/endpoints/brand';
import { getReview } from '../../../shared/api/endpoints/review';
import { planFeatureReason } from '../../../shared/domain/plan-features';
import { BRAND_MESSAGES } from '../../../shared/messages/brand-messages';
import { callEndpoint } from '../editor-api/support/editor-client';
import {
  createProjectAs,
  expectError,
  expectOk,
  setPlanOf,
  type TestUser,
} from '../editor-api/support/fixtures';
import { signedInOnPlan } from '../editor-api/support/users';
import { inWorkspace, memberOf } from '../workspaces/workspace-support';
import { putLogoUpload, solidPng } from './logo-upload';

const ACME = { displayName: 'Acme Studio', accent: '#FFFF00', theme: 'light', showPoweredBy: false } as const;

let owner: TestUser;
let reviewToken: string;
beforeAll(async () => {
  owner = await signedInOnPlan('brand-owner', 'pro', 'Olga Brand');
  reviewToken = (await createProjectAs(owner, { name: 'Branded cut', videos: 1 })).shareToken;
});

describe('the brand of a workspace follows the plan in force', () => {
  it('refuses a Basic workspace with the plan reason, and stores nothing', async () => {
    const basic = await signedInOnPlan('brand-basic', 'basic');
    const saved = await callEndpoint(updateBrand, { token: basic.token, body: ACME });
    expect(expectError(saved, 403, planFeatureReason('customBranding')).code).toBe('PLAN_REQUIRED');
    const slot = await callEndpoint(requestLogoUpload, {
      token: basic.token,
      body: { contentType: 'image/png', size: 100 },
    });
    expectError(slot, 403, planFeatureReason('customBranding'));
    expect(await expectOk(getBrand, { token: basic.token })).toEqual({
      plan: 'basic',
      applied: false,
      mayChange: true,
      brand: null,
    });
  });

  it('saves a Pro brand and sends it with the review; a downgrade falls back at once, a re-upgrade restores', async () => {
    const view = await expectOk(updateBrand, { token: owner.token, body: ACME });
    expect(view).toMatchObject({
      plan: 'pro',
      applied: true,
      brand: { ...ACME, accent: '#ffff00', logo: null },
    });
    const review = await expectOk(getReview, { params: { token: reviewToken } });
    expect(review.brand).toEqual({ ...ACME, accent: '#ffff00', logo: null });

    await setPlanOf(owner, 'basic');
    expect((await expectOk(getReview, { params: { token: reviewToken } })).brand).toBeNull();
    const kept = await expectOk(getBrand, { token: owner.token });
    expect(kept).toMatchObject({ plan: 'basic', applied: false, brand: { displayName: 'Acme Studio' } });

    await setPlanOf(owner, 'pro');
    expect((await expectOk(getReview, { params: { token: reviewToken } })).brand).toMatchObject({
      displayName: 'Acme Studio',
    });
  });

  it('lets an Admin change it, and refuses an Editor by role', async () => {
    const [admin, editor] = await Promise.all([
      memberOf(owner.userId, 'admin', 'brand-admin'),
      memberOf(owner.userId, 'editor', 'brand-editor'),
    ]);
    const headers = inWorkspace(owner.userId);
    const byAdmin = await expectOk(updateBrand, {
      token: admin.token,
      headers,
      body: { ...ACME, displayName: 'Acme Studio (Admin)' },
    });
    expect(byAdmin.brand?.displayName).toBe('Acme Studio (Admin)');
    const byEditor = await callEndpoint(updateBrand, { token: editor.token, headers, body: ACME });
    expect(byEditor.status).toBe(403);
    const seenByEditor = await expectOk(getBrand, { token: editor.token, headers });
    expect(seenByEditor).toMatchObject({ mayChange: false, brand: { displayName: 'Acme Studio (Admin)' } });
    await expectOk(updateBrand, { token: owner.token, body: ACME });
  });
});

describe('the logo is a raster picture, checked by its bytes and re-encoded', () => {
  it('refuses an SVG, a 0-byte and an oversized file at the request', async () => {
    const svg = await callEndpoint(requestLogoUpload, {
      token: owner.token,
      body: { contentType: 'image/svg+xml', size: 120 },
    });
    expect(expectError(svg, 400).fields?.['body.contentType']).toBe(BRAND_MESSAGES.logoTypes);
    const empty = await callEndpoint(requestLogoUpload, {
      token: owner.token,
      body: { contentType: 'image/png', size: 0 },
    });
    expect(expectError(empty, 400).fields?.['body.size']).toBe(BRAND_MESSAGES.logoEmpty);
    const big = await callEndpoint(requestLogoUpload, {
      token: owner.token,
      body: { contentType: 'image/png', size: 2 * 1024 * 1024 + 1 },
    });
    expect(expectError(big, 400).fields?.['body.size']).toBe(BRAND_MESSAGES.logoTooLarge);
  });

  it('refuses SVG bytes sent as a PNG, a polyglot (PNG signature, HTML inside) and a JPEG sent as a PNG', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const polyglot = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('<html><script>alert(document.domain)</script></html>'),
    ]);
    const jpeg = await sharp(await solidPng(64, 64))
      .jpeg()
      .toBuffer();
    for (const bytes of [svg, polyglot, jpeg]) {
      const key = await putLogoUpload(owner, 'image/png', bytes);
      const confirmed = await callEndpoint(confirmLogo, { token: owner.token, body: { key } });
      expectError(confirmed, 400, BRAND_MESSAGES.logoNotRaster);
    }
    expect((await expectOk(getBrand, { token: owner.token })).brand?.logo).toBeNull();
  });

  it('refuses a picture too small or too large on a side', async () => {
    for (const [w, h] of [
      [16, 16],
      [5000, 40],
    ] as const) {
      const key = await putLogoUpload(owner, 'image/png', await solidPng(w, h));
      const confirmed = await callEndpoint(confirmLogo, { token: owner.token, body: { key } });
      expectError(confirmed, 400, BRAND_MESSAGES.logoDimensions);
    }
  });

  it('refuses an upload whose stored bytes are empty', async () => {
    const key = await putLogoUpload(owner, 'image/png', Buffer.alloc(0));
    const confirmed = await callEndpoint(confirmLogo, { token: owner.token, body: { key } });
    expectError(confirmed, 400, BRAND_MESSAGES.logoEmpty);
  });

  it('stores a re-encoded copy under its content hash, served with long cache headers, and sends it with the review', async () => {
    // A real PNG with a script appended after its end: decodable, but that tail must never be served.
    const tail = Buffer.from('<script>alert(document.domain)</script>');
    const uploaded = Buffer.concat([await solidPng(1200, 400), tail]);
    const key = await putLogoUpload(owner, 'image/png', uploaded);
    const view = await expectOk(confirmLogo, { token: owner.token, body: { key } });
    const logo = view.brand?.logo;
    expect(logo).toMatchObject({ width: 720, height: 240 });
    expect(new URL(logo!.url).pathname).toMatch(new RegExp(`/brand/${owner.userId}/[0-9a-f]{32}\\.png$`));

    const served = await fetch(logo!.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.equals(uploaded)).toBe(false);
    expect(bytes.includes(tail)).toBe(false);
    expect((await sharp(bytes).metadata()).format).toBe('png');

    // The raw upload is gone once re-encoded.
    const again = await callEndpoint(confirmLogo, { token: owner.token, body: { key } });
    expectError(again, 404, BRAND_MESSAGES.logoUploadNotFound);

    const review = await expectOk(getReview, { params: { token: reviewToken } });
    expect(review.brand?.logo).toEqual(logo);

    const removed = await expectOk(removeLogo, { token: owner.token });
    expect(removed.brand?.logo).toBeNull();
  });
});
