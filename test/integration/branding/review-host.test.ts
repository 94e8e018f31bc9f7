/**
 * A workspace's own review address through the local system: the host name is claimed by one workspace at most
 * (Pro only), proven by its DNS TXT record (the local DNS stand-in), and the review API on that host (the Host
 * header, turned by the local edge into the review-host header as CloudFront's function does) answers that
 * workspace's links with its brand, refuses another workspace's links and refuses a host no workspace has.
 */
import { request } from 'node:http';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { updateBrand } from '../../../shared/api/endpoints/brand';
import { getReview, getReviewBrand, unlockReview } from '../../../shared/api/endpoints/review';
import { setReviewLinkPassword } from '../../../shared/api/endpoints/projects';
import {
  getReviewHost,
  removeReviewHost,
  setReviewHost,
  verifyReviewHost,
} from '../../../shared/api/endpoints/review-host';
import { buildPath } from '../../../shared/api/endpoint';
import { planFeatureReason } from '../../../shared/domain/plan-features';
import { REVIEW_HOST_MESSAGES } from '../../../shared/messages/review-host-messages';
import { REVIEW_MESSAGES } from '../../../shared/messages/review-messages';
import { baseUrl } from '../../support/env';
import { callEndpoint } from '../editor-api/support/editor-client';
import {
  createProjectAs,
  ensureProfileOf,
  expectError,
  expectOk,
  setPlanOf,
  type TestUser,
} from '../editor-api/support/fixtures';
import { signedInOnPlan, signedInUser } from '../editor-api/support/users';

/** A request of `path` on the local server with the Host header `host` (as a browser on that name sends it). */
function onHost(
  host: string,
  path: string,
  json?: unknown,
): Promise<{ status: number; body: unknown; headers: Record<string, unknown> }> {
  const port = new URL(baseUrl()).port;
  const payload = json === undefined ? undefined : JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: payload === undefined ? 'GET' : 'POST',
        headers: {
          host: `${host}:${port}`,
          accept: 'application/json',
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            // not JSON
          }
          resolve({ status: res.statusCode ?? 0, body, headers: res.headers });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const getOnHost = (host: string, path: string) => onHost(host, path);

async function publishTxt(name: string, txt: string[]): Promise<void> {
  const response = await fetch(`${baseUrl()}/__local/dns-records`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, txt }),
  });
  expect(response.ok).toBe(true);
}

const reviewPath = (token: string) => buildPath(getReview.path, { token });
const errorOf = (body: unknown) => (body as { error?: { message?: string } }).error?.message;

let acme: TestUser;
let rival: TestUser;
let acmeToken: string;
let rivalToken: string;
/** A password-protected link of the rival workspace. */
let rivalLockedToken: string;
const host = `review.acme-${randomUUID().slice(0, 8)}.example.com`;

beforeAll(async () => {
  acme = await signedInUser('host-acme', 'Ada Acme');
  rival = await signedInUser('host-rival', 'Rita Rival');
  for (const user of [acme, rival]) {
    await ensureProfileOf(user);
    await setPlanOf(user, 'pro');
  }
  await expectOk(updateBrand, {
    token: acme.token,
    body: { displayName: 'Acme Studio', accent: '#7c3aed', theme: 'dark', showPoweredBy: false },
  });
  acmeToken = (await createProjectAs(acme, { name: 'Acme cut', videos: 1 })).shareToken;
  rivalToken = (await createProjectAs(rival, { name: 'Rival cut', videos: 1 })).shareToken;
  const locked = await createProjectAs(rival, { name: 'Rival secret cut', videos: 1 });
  await expectOk(setReviewLinkPassword, {
    token: rival.token,
    params: { projectId: locked.id },
    body: { password: 'blue-heron-42' },
  });
  rivalLockedToken = locked.shareToken;
});

describe('a workspace claims a review address', () => {
  it('a Basic workspace is refused with the plan reason', async () => {
    const basic = await signedInOnPlan('host-basic', 'basic');
    const result = await callEndpoint(setReviewHost, {
      token: basic.token,
      body: { host: 'review.basic.example.com' },
    });
    expect(expectError(result, 403, planFeatureReason('customBranding')).code).toBe('PLAN_REQUIRED');
  });

  it('refuses what is not a host name (scheme, bare domain, IP address)', async () => {
    for (const bad of ['https://review.acme.com', 'acme.com', '10.0.0.1', 'review..acme.com']) {
      const result = await callEndpoint(setReviewHost, { token: acme.token, body: { host: bad } });
      expect(result.status, bad).toBe(400);
    }
  });

  it('is pending with the TXT record to add, and the host is taken for every other workspace', async () => {
    const claimed = await expectOk(setReviewHost, {
      token: acme.token,
      body: { host: ` ${host.toUpperCase()} ` },
    });
    expect(claimed.reviewHost).toMatchObject({
      host,
      status: 'pending',
      verification: { name: `_cutroom-verification.${host}` },
      verifiedAt: null,
    });
    expect(claimed.reviewHost?.verification.value).toMatch(/^cutroom-verification=[A-Za-z0-9_-]{20,}$/);
    const taken = await callEndpoint(setReviewHost, { token: rival.token, body: { host } });
    expectError(taken, 409, REVIEW_HOST_MESSAGES.taken);
    // Claiming it again is idempotent: same token.
    const again = await expectOk(setReviewHost, { token: acme.token, body: { host } });
    expect(again.reviewHost?.verification).toEqual(claimed.reviewHost?.verification);
  });

  it('two workspaces claiming one host name at once: exactly one gets it', async () => {
    const contested = `review.race-${randomUUID().slice(0, 8)}.example.com`;
    const [a, b] = await Promise.all(
      [acme, rival].map((user) =>
        callEndpoint(setReviewHost, { token: user.token, body: { host: contested } }),
      ),
    );
    expect([a?.status, b?.status].sort()).toEqual([200, 409]);
    // Whoever won gives it up; Acme is back on its own host for the next tests.
    await expectOk(removeReviewHost, { token: a?.status === 200 ? acme.token : rival.token });
    await expectOk(setReviewHost, { token: acme.token, body: { host } });
  });

  it('is verified only once the TXT record holds the token', async () => {
    const view = await expectOk(getReviewHost, { token: acme.token });
    const record = view.reviewHost!.verification;
    expectError(
      await callEndpoint(verifyReviewHost, { token: acme.token }),
      409,
      REVIEW_HOST_MESSAGES.notProven,
    );
    await publishTxt(record.name, ['cutroom-verification=someone-elses-token']);
    expectError(
      await callEndpoint(verifyReviewHost, { token: acme.token }),
      409,
      REVIEW_HOST_MESSAGES.notProven,
    );
    await publishTxt(record.name, ['v=spf1 -all', record.value]);
    const verified = await expectOk(verifyReviewHost, { token: acme.token });
    expect(verified.reviewHost).toMatchObject({ host, status: 'verified' });
    expect(verified.reviewHost?.verifiedAt).not.toBeNull();
  });
});

describe('the review API on a custom review address', () => {
  it("answers the workspace's own link with its brand", async () => {
    const answer = await getOnHost(host, reviewPath(acmeToken));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((answer.body as { brand: { displayName: string } | null }).brand).toMatchObject({
      displayName: 'Acme Studio',
    });
  });

  it("refuses another workspace's link as not found (review and brand routes alike)", async () => {
    const review = await getOnHost(host, reviewPath(rivalToken));
    expect(review.status).toBe(404);
    expect(errorOf(review.body)).toBe(REVIEW_MESSAGES.notFound);
    const brand = await getOnHost(host, buildPath(getReviewBrand.path, { token: rivalToken }));
    expect(brand.status).toBe(404);
  });

  it("answers another workspace's password-protected link exactly as an unknown one: no prompt", async () => {
    // Sanity: on the app's own address the link asks for its password.
    const own = await callEndpoint(getReview, { params: { token: rivalLockedToken } });
    expect(own.status).toBe(401);
    const unknown = randomUUID().replaceAll('-', '');
    const answers = async (token: string) => ({
      review: await onHost(host, reviewPath(token)),
      brand: await onHost(host, buildPath(getReviewBrand.path, { token })),
      unlock: await onHost(host, buildPath(unlockReview.path, { token }), { password: 'guess' }),
      page: await onHost(host, `/Review?token=${token}`),
    });
    const [lockedAnswers, unknownAnswers] = [await answers(rivalLockedToken), await answers(unknown)];
    for (const route of ['review', 'brand', 'unlock', 'page'] as const) {
      const [a, b] = [lockedAnswers[route], unknownAnswers[route]];
      // A person opening the page gets the review app's HTML (it then says 'Review link not found'), never
      // the API's JSON error.
      expect(a.status, `${route}: ${JSON.stringify(a.body)}`).toBe(route === 'page' ? 200 : 404);
      expect({ status: a.status, body: a.body }, route).toEqual({ status: b.status, body: b.body });
      expect(JSON.stringify(a.body)).not.toContain('PASSWORD');
      expect(JSON.stringify(a.body)).not.toContain('Rival secret cut');
    }
    expect(String(lockedAnswers.page.body)).toMatch(/^<!doctype html>/i);
  });

  it("the page of another workspace's open link is the generic page, as an unknown link's: no name, no picture", async () => {
    const rivalPage = await onHost(host, `/Review?token=${rivalToken}`);
    const unknownPage = await onHost(host, `/Review?token=${randomUUID().replaceAll('-', '')}`);
    expect(rivalPage.status).toBe(200);
    expect(rivalPage.body).toEqual(unknownPage.body);
    expect(String(rivalPage.body)).not.toContain('Rival cut');
    expect(String(rivalPage.body)).not.toContain('/poster');
    // Sanity: the workspace's own link on its address names its project.
    expect(String((await onHost(host, `/Review?token=${acmeToken}`)).body)).toContain('Acme cut');
  });

  it('refuses a host that belongs to no workspace', async () => {
    const answer = await getOnHost('review.nobody.example.org', reviewPath(acmeToken));
    expect(answer.status).toBe(404);
    expect(errorOf(answer.body)).toBe(REVIEW_HOST_MESSAGES.unknownHost);
  });

  it("on the app's own address every workspace's link is answered as before", async () => {
    expect((await callEndpoint(getReview, { params: { token: rivalToken } })).status).toBe(200);
    expect((await getOnHost('localhost', reviewPath(rivalToken))).status).toBe(200);
  });

  it('a removed address no longer serves links, and another workspace may claim it', async () => {
    await expectOk(removeReviewHost, { token: acme.token });
    expect((await expectOk(getReviewHost, { token: acme.token })).reviewHost).toBeNull();
    expect((await getOnHost(host, reviewPath(acmeToken))).status).toBe(404);
    const claimed = await expectOk(setReviewHost, { token: rival.token, body: { host } });
    expect(claimed.reviewHost).toMatchObject({ host, status: 'pending' });
    expect((await getOnHost(host, reviewPath(rivalToken))).status).toBe(200);
    await expectOk(removeReviewHost, { token: rival.token });
  });
});
