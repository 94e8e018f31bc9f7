/**
 * The mails a Pro workspace's clients and invitees get carry its brand, through the local system (the notify
 * Lambda on the table's stream, the SES stand-in): the sender 'Acme Studio via Cutroom' with the product's
 * address, the logo (a lasting, unsigned URL on the brand-assets origin, the studio's name as its alt text) and the accent
 * made readable on the mail's white card; 'Reviewed with Cutroom' as the brand chooses. A downgrade mails in
 * the product's look at once and a re-upgrade restores the brand; a hostile studio name cannot add a header.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { confirmLogo, updateBrand } from '../../../shared/api/endpoints/brand';
import { replyToNote, replyToReviewNote } from '../../../shared/api/endpoints/replies';
import { inviteMember } from '../../../shared/api/endpoints/team';
import { LOCAL_MAIL_FROM } from '../../../infra/local/system';
import { resolveAccent } from '../../../shared/domain/brand-colour';
import { testSystem } from '../../support/env';
import { until } from '../notify/notify-support';
import { mailsTo, type StoredMail } from '../review/review-fixture';
import {
  createProjectAs,
  expectOk,
  getProjectAs,
  setPlanOf,
  settledProject,
  submitNotesAsClient,
  type TestUser,
} from '../editor-api/support/fixtures';
import { signedInUser } from '../editor-api/support/users';
import { putLogoUpload, solidPng } from './logo-upload';

const ACME = { displayName: 'Acme Studio', accent: '#ffff00', theme: 'dark', showPoweredBy: true } as const;
/** Pure yellow is unreadable on white: the mail draws the nearest readable yellow instead. */
const READABLE = resolveAccent(ACME.accent, 'light');
const PRODUCT_PRIMARY = '#a78bfa';

let owner: TestUser;
let thread: { projectId: string; noteId: string; token: string };
let client: string;
let logoPath: string;

async function uploadLogo(user: TestUser): Promise<string> {
  const key = await putLogoUpload(user, 'image/png', await solidPng(600, 200, '#0b5394'));
  const view = await expectOk(confirmLogo, { token: user.token, body: { key } });
  return new URL(view.brand?.logo?.url ?? '').pathname;
}

/** The editor replies on the thread; answers the mail the client got for it (found by the reply's text). */
async function editorReply(body: string): Promise<StoredMail> {
  await expectOk(replyToNote, {
    token: owner.token,
    params: { projectId: thread.projectId, noteId: thread.noteId },
    body: { requestId: randomUUID(), body },
  });
  const mails = await until(
    () => mailsTo(testSystem().mailUrl, client),
    (all) => all.some((m) => m.body.text?.includes(body)),
  );
  const mail = mails.find((m) => m.body.text?.includes(body));
  if (!mail) throw new Error('no mail');
  return mail;
}

beforeAll(async () => {
  owner = await signedInUser('brand-mail', 'Bea Brandmail');
  await setPlanOf(owner, 'pro');
  const project = await createProjectAs(owner, { name: 'Spring campaign', videos: 1 });
  const settled = await settledProject(owner, project.id);
  await submitNotesAsClient(settled, [{ videoIndex: 0, body: 'Warmer grade please', timecodeMs: 2000 }]);
  const detail = await getProjectAs(owner, project.id);
  const noteId = detail.videos[0]?.notes[0]?.id;
  if (!noteId) throw new Error('no client note');
  thread = { projectId: project.id, noteId, token: detail.reviewLink.token };
  // The client leaves an address on the thread: the editor's replies are mailed there.
  client = `client-${randomUUID().slice(0, 8)}@test.cutroom.local`;
  await expectOk(replyToReviewNote, {
    params: { token: thread.token, noteId },
    body: { requestId: randomUUID(), body: 'Thanks!', reviewerName: 'Carla', reviewerEmail: client },
  });
  await expectOk(updateBrand, { token: owner.token, body: ACME });
  logoPath = await uploadLogo(owner);
}, 120_000);

describe("a client's mail from a Pro workspace with a brand", () => {
  it("is sent as 'Acme Studio via Cutroom' with the logo on the media origin and the readable accent", async () => {
    const mail = await editorReply('Graded warmer in v2');
    expect(mail.from).toBe(`"Acme Studio via Cutroom" <${LOCAL_MAIL_FROM}>`);
    const html = mail.body.html ?? '';
    const logo = /<img[^>]*src="([^"]+)"[^>]*>/.exec(html);
    expect(logo?.[0]).toContain('alt="Acme Studio"');
    const logoUrl = new URL((logo?.[1] ?? '').replaceAll('&amp;', '&'));
    expect(logoUrl.pathname).toBe(logoPath);
    // A lasting public URL (the brand-assets origin, content-hashed), not a presigned GET that dies in a week.
    expect(logoUrl.search).toBe('');
    expect(logoUrl.pathname).toMatch(/\/brand\/[^/]+\/[0-9a-f]{32}\.png$/);
    const served = await fetch(logoUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    // The button in the accent made readable on the white card (3:1 for a control), its label black or white.
    expect(READABLE.control).not.toBe(ACME.accent);
    expect(html).toContain(`background-color:${READABLE.control}`);
    expect(html).toContain(`color:${READABLE.onControl}`);
    expect(html).not.toContain(PRODUCT_PRIMARY);
    expect(mail.body.text).toContain('Reviewed with Cutroom');
    // Signed by the studio, not by the product's team.
    expect(mail.body.text).toContain('— Acme Studio');
    expect(mail.body.text).not.toContain('The Cutroom team');
  });

  it("leaves out 'Reviewed with Cutroom' when the brand says so", async () => {
    await expectOk(updateBrand, { token: owner.token, body: { ...ACME, showPoweredBy: false } });
    const mail = await editorReply('Hidden footer');
    expect(mail.from).toBe(`"Acme Studio via Cutroom" <${LOCAL_MAIL_FROM}>`);
    expect(mail.body.text).not.toContain('Reviewed with Cutroom');
    await expectOk(updateBrand, { token: owner.token, body: ACME });
  });

  it("falls back to the product's look at once on a downgrade, and the brand comes back on re-upgrade", async () => {
    await setPlanOf(owner, 'basic');
    const basic = await editorReply('Sent while on Basic');
    expect(basic.from).toBe(`"Cutroom" <${LOCAL_MAIL_FROM}>`);
    expect(basic.body.html).not.toContain(logoPath);
    expect(basic.body.html).not.toContain('Acme Studio');
    expect(basic.body.html).toContain(`background-color:${PRODUCT_PRIMARY}`);

    await setPlanOf(owner, 'pro');
    const pro = await editorReply('Sent on Pro again');
    expect(pro.from).toBe(`"Acme Studio via Cutroom" <${LOCAL_MAIL_FROM}>`);
    expect(pro.body.html).toContain(logoPath);
  });

  it('a hostile studio name cannot add a header: no Bcc, one From line with the product address', async () => {
    await expectOk(updateBrand, {
      token: owner.token,
      body: { ...ACME, displayName: '"Evil"\r\nBcc: x@y' },
    });
    const mail = await editorReply('Injected?');
    expect(mail.from).toBe(`"Evil Bcc: x@y via Cutroom" <${LOCAL_MAIL_FROM}>`);
    expect(mail.from).not.toMatch(/[\r\n]/);
    expect(mail.destination).not.toHaveProperty('bcc', expect.arrayContaining(['x@y']));
    expect(await mailsTo(testSystem().mailUrl, 'x@y')).toEqual([]);
    // The name in the HTML is text (its quotes escaped), never markup.
    expect(mail.body.html).toContain('alt="&quot;Evil&quot;');
    await expectOk(updateBrand, { token: owner.token, body: ACME });
  });
});

describe("an invitee's mail from a Pro workspace with a brand", () => {
  it("is sent as 'Acme Studio via Cutroom' with the logo and accent", async () => {
    const invitee = `invitee-${randomUUID().slice(0, 8)}@test.cutroom.local`;
    await expectOk(inviteMember, { token: owner.token, body: { email: invitee, role: 'editor' } });
    const [mail] = await until(
      () => mailsTo(testSystem().mailUrl, invitee),
      (all) => all.length > 0,
    );
    expect(mail?.from).toBe(`"Acme Studio via Cutroom" <${LOCAL_MAIL_FROM}>`);
    expect(mail?.body.html).toContain(logoPath);
    expect(mail?.body.html).toContain(`background-color:${READABLE.control}`);
  });
});
