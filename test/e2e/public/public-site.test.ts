/**
 * The public site in Chromium against the local system, at 1440×900 and 390×844: every route shows its own
 * content and title (screenshots of each under test/e2e/screenshots/), the served HTML carries the content
 * without JavaScript, navigation and footer links land where they say, the FAQ accordion opens, the pricing
 * toggle changes the prices, and the contact form refuses a bad submission without sending, then sends a
 * good one whose two e-mails appear on the local mail page. Signed in: the admin sees 'Go to Dashboard';
 * a non-admin is sent from About to the Dashboard.
 */
import {
  AdminAddUserToGroupCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN_GROUP } from '../../../shared/config/roles';
import { SUPPORT_EMAIL } from '../../../shared/config/product';
import { LINK_EXPIRY_SUMMARY } from '../../../shared/domain/plans';
import { CONTACT_MESSAGES } from '../../../shared/messages/contact-messages';
import { SITE_PAGES, type SitePage } from '../../../frontend/src/config/paths';
import { PAGE_META } from '../../../frontend/src/features/public/content/page-meta';
import { launchBrowser } from '../../support/browser';
import { gotoReady, PUBLIC_VIEWPORTS } from './public-browser';
import { assertLocalEndpoint, baseUrl, testSystem } from '../../support/env';
import { createConfirmedUser, uniqueEmail } from '../../support/users';
import { signInThroughUi } from '../editor/editor-browser';

type Viewport = keyof typeof PUBLIC_VIEWPORTS;

const SCREENSHOT_DIR = join(import.meta.dirname, '..', 'screenshots');

/** The h1 each page shows: its own content, not the Home hero. */
const HEADINGS: Readonly<Record<SitePage, RegExp>> = {
  Home: /Get client sign-off on every cut/,
  About: /About Cutroom/,
  Features: /How it works/,
  Pricing: /Simple pricing/,
  Faq: /Frequently asked questions/,
  Contact: /Contact us/,
  Terms: /Terms of Service/,
  Privacy: /Privacy Policy/,
  Refund: /Refund Policy/,
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function newContext(viewport: Viewport): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: baseUrl(),
    viewport: PUBLIC_VIEWPORTS[viewport],
    isMobile: viewport === 'phone',
    hasTouch: viewport === 'phone',
    deviceScaleFactor: 1,
  });
}

async function withPage(viewport: Viewport, run: (page: Page) => Promise<void>): Promise<void> {
  const context = await newContext(viewport);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await run(page);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const h1Text = async (page: Page) => (await h1(page).allInnerTexts()).join(' | ');
const POLL = { timeout: 15_000 };

/** Opens the phone drawer when the links are in it. */
async function navigation(page: Page, viewport: Viewport) {
  if (viewport === 'phone') {
    await page.getByRole('button', { name: 'Open menu' }).click();
    return page.getByRole('dialog').getByRole('navigation', { name: 'Main navigation' });
  }
  return page.getByRole('banner').getByRole('navigation', { name: 'Main navigation' });
}

async function sectionInView(page: Page, id: string): Promise<void> {
  await expect
    .poll(
      async () => page.evaluate((target) => document.getElementById(target)?.getBoundingClientRect().top, id),
      {
        timeout: 5_000,
      },
    )
    .toBeLessThan(120);
  const top = await page.evaluate(
    (target) => document.getElementById(target)?.getBoundingClientRect().top,
    id,
  );
  expect(top).toBeGreaterThan(-20);
}

describe('served HTML (no JavaScript)', () => {
  it('carries each page’s title, description, link-preview tags and content; /Pricing has the prices', async () => {
    for (const page of SITE_PAGES) {
      const html = await (await fetch(new URL(`/${page.toLowerCase()}`, baseUrl()))).text();
      expect(html).toContain(`<title>${PAGE_META[page].title}</title>`);
      expect(html).toContain(`<meta name="description" content="${PAGE_META[page].description}">`);
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]+/${page}">`));
      expect(html).toContain('property="og:title"');
      expect(html).toContain('name="twitter:card"');
      expect(html).toMatch(HEADINGS[page]);
    }
    const pricing = await (await fetch(new URL('/Pricing', baseUrl()))).text();
    const body = pricing.slice(pricing.indexOf('<body'));
    for (const price of ['$0', '$17', '$29']) expect(body).toContain(price);
    const robots = await (await fetch(new URL('/robots.txt', baseUrl()))).text();
    expect(robots).toContain('Sitemap:');
    const sitemap = await (await fetch(new URL('/sitemap.xml', baseUrl()))).text();
    expect(sitemap).toContain('/Pricing</loc>');
  });

  it('serves the prerendered Home at /, so the first visit paints without waiting for JavaScript', async () => {
    const root = await (await fetch(new URL('/', baseUrl()))).text();
    const home = await (await fetch(new URL('/Home', baseUrl()))).text();
    expect(root).toBe(home);
    expect(root.slice(root.indexOf('<body'))).toMatch(HEADINGS.Home);
  });

  it('carries no inline style attribute the Content-Security-Policy would refuse', async () => {
    for (const page of SITE_PAGES) {
      const html = await (await fetch(new URL(`/${page}`, baseUrl()))).text();
      expect(html, page).not.toMatch(/\sstyle="/);
    }
  });
});

describe.each(['desktop', 'phone'] as const)('public site (%s)', (viewport) => {
  it('renders every page with its own content and title', async () => {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await withPage(viewport, async (page) => {
      for (const name of SITE_PAGES) {
        await gotoReady(page, `/${name}`);
        await expect.poll(() => h1Text(page), POLL).toMatch(HEADINGS[name]);
        await expect.poll(() => page.title(), POLL).toBe(PAGE_META[name].title);
        await page.screenshot({ path: join(SCREENSHOT_DIR, `public-${name.toLowerCase()}-${viewport}.png`) });
      }
      // Client-side navigation keeps the title in step.
      await gotoReady(page, '/Home');
      await (await navigation(page, viewport)).getByRole('link', { name: 'About Us' }).click();
      await page.waitForURL(/\/About$/);
      await expect.poll(() => page.title(), POLL).toBe(PAGE_META.About.title);
    });
  });

  it('navigation: pages, Home sections (also from another page), Log In and Start Free', async () => {
    await withPage(viewport, async (page) => {
      await gotoReady(page, '/About');
      await h1(page).waitFor();
      for (const [label, id] of [
        ['Pricing', 'pricing'],
        ['FAQ', 'faq'],
        ['Features', 'features'],
      ] as const) {
        await (await navigation(page, viewport)).getByRole('link', { name: label, exact: true }).click();
        await page.waitForURL(new RegExp(`/Home#${id}$`));
        await sectionInView(page, id);
        await gotoReady(page, '/Terms');
        await h1(page).waitFor();
      }
      await (await navigation(page, viewport)).getByRole('link', { name: 'Home', exact: true }).click();
      await page.waitForURL(/\/Home$/);
      await expect.poll(() => h1Text(page), POLL).toMatch(HEADINGS.Home);

      await page.getByRole('link', { name: 'Watch Demo' }).click();
      await sectionInView(page, 'features');

      const visitor = viewport === 'phone' ? page.getByRole('dialog') : page.getByRole('banner');
      if (viewport === 'phone') await page.getByRole('button', { name: 'Open menu' }).click();
      await visitor.getByRole('link', { name: 'Log In' }).click();
      await page.waitForURL(/\/Login$/);
      await gotoReady(page, '/Home');
      if (viewport === 'phone') await page.getByRole('button', { name: 'Open menu' }).click();
      await visitor.getByRole('link', { name: 'Start Free' }).click();
      await page.waitForURL(/\/Register$/);
    });
  });

  it('footer links land where they say', async () => {
    await withPage(viewport, async (page) => {
      const targets: [string, RegExp, RegExp][] = [
        ['About Us', /\/About$/, HEADINGS.About],
        ['Contact', /\/Contact$/, HEADINGS.Contact],
        ['Privacy Policy', /\/Privacy$/, HEADINGS.Privacy],
        ['Terms of Service', /\/Terms$/, HEADINGS.Terms],
        ['Refund Policy', /\/Refund$/, HEADINGS.Refund],
        ['Home', /\/Home$/, HEADINGS.Home],
      ];
      await gotoReady(page, '/Faq');
      for (const [label, url, heading] of targets) {
        await page.getByRole('contentinfo').getByRole('link', { name: label, exact: true }).click();
        await page.waitForURL(url);
        await expect.poll(() => h1Text(page), POLL).toMatch(heading);
      }
      await gotoReady(page, '/Contact');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing', exact: true }).click();
      await page.waitForURL(/\/Home#pricing$/);
      await sectionInView(page, 'pricing');
    });
  });

  it('opens an FAQ answer and switches the prices to annual', async () => {
    await withPage(viewport, async (page) => {
      await gotoReady(page, '/Faq');
      const question = page.getByRole('button', { name: 'How long do review links last?' });
      expect(await question.getAttribute('aria-expanded')).toBe('false');
      await question.click();
      await expect.poll(() => question.getAttribute('aria-expanded'), POLL).toBe('true');
      await page.getByText(LINK_EXPIRY_SUMMARY, { exact: false }).waitFor();

      await gotoReady(page, '/Pricing');
      const basic = page.getByRole('region', { name: 'Basic', exact: true });
      await expect.poll(() => basic.innerText()).toContain('$17');
      await page.getByRole('button', { name: /Annual/ }).click();
      await expect.poll(() => basic.innerText()).toContain('$169');
      expect(await basic.innerText()).toContain('$14.08');
      await page.getByRole('region', { name: 'Pro', exact: true }).getByRole('button').click();
      await page.waitForURL(/\/Register$/);
    });
  });

  it('contact form: a bad submission shows the message and sends nothing; a good one sends both e-mails', async () => {
    await withPage(viewport, async (page) => {
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/contact')
          posts.push(request.url());
      });
      await gotoReady(page, '/Contact');
      await page.getByRole('button', { name: CONTACT_MESSAGES.send }).click();
      await page.getByRole('alert').filter({ hasText: CONTACT_MESSAGES.requiredFields }).waitFor();
      await page.getByRole('textbox', { name: 'Name' }).fill('Dana Editor');
      await page.getByRole('textbox', { name: 'Email' }).fill('not-an-address');
      await page.getByRole('button', { name: CONTACT_MESSAGES.send }).click();
      await page.getByRole('alert').filter({ hasText: 'Please enter a valid email' }).waitFor();
      await page.waitForTimeout(300);
      expect(posts).toEqual([]);

      const email = uniqueEmail(`contact-${viewport}`);
      const text = `Do you offer a discount for film schools? (${email})`;
      await page.getByRole('textbox', { name: 'Email' }).fill(email);
      await page.getByRole('combobox', { name: 'Reason' }).click();
      await page.getByRole('option', { name: 'Pricing Inquiry' }).click();
      await page.getByRole('textbox', { name: 'Message' }).fill(text);
      await page.getByRole('button', { name: CONTACT_MESSAGES.send }).click();
      await page.getByText(CONTACT_MESSAGES.sent).waitFor({ timeout: 15_000 });
      expect(posts).toHaveLength(1);
      expect(await page.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('');
      expect(await page.getByRole('textbox', { name: 'Message' }).inputValue()).toBe('');

      // Both e-mails on the local mail page: to support (with the message) and the sender's confirmation.
      await page.goto(testSystem().mailUrl);
      // The inbox lists every mail (bodies collapsed): read its text, hidden parts included.
      await expect.poll(async () => (await page.locator('body').textContent()) ?? '', POLL).toContain(text);
      const inbox = (await page.locator('body').textContent()) ?? '';
      expect(inbox).toContain(SUPPORT_EMAIL);
      expect(inbox).toContain(email);
      expect(inbox).toContain('We received your message (Pricing Inquiry)');
    });
  });
});

describe('signed in', () => {
  let admin: { email: string; password: string };
  let editor: { email: string; password: string };
  beforeAll(async () => {
    admin = await createConfirmedUser({ fullName: 'Site Admin' });
    editor = await createConfirmedUser({ fullName: 'Site Editor' });
    const cognito = new CognitoIdentityProviderClient({
      region: 'us-east-1',
      endpoint: assertLocalEndpoint(inject('cognitoEndpoint')),
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    await cognito.send(
      new AdminAddUserToGroupCommand({
        UserPoolId: inject('userPoolId'),
        Username: admin.email,
        GroupName: ADMIN_GROUP,
      }),
    );
    cognito.destroy();
  });

  it('an admin sees Go to Dashboard on Home and reads About; the menu has Dashboard, Settings, Sign Out', async () => {
    await withPage('desktop', async (page) => {
      await signInThroughUi(page, admin.email, admin.password);
      await gotoReady(page, '/Home');
      await page.getByRole('link', { name: 'Go to Dashboard' }).waitFor();
      await gotoReady(page, '/About');
      await expect.poll(() => h1Text(page), POLL).toMatch(HEADINGS.About);
      await page.getByRole('button', { name: /Account menu/ }).click();
      for (const item of ['Dashboard', 'Settings', 'Sign Out'])
        await page.getByRole('menuitem', { name: item }).waitFor();
      await page.getByRole('menuitem', { name: 'Sign Out' }).click();
      await page.waitForURL(/\/Home$/);
      await page.getByRole('banner').getByRole('link', { name: 'Log In' }).waitFor();
    });
  });

  it('a non-admin editor sees no Go to Dashboard and is sent from About to the Dashboard', async () => {
    await withPage('phone', async (page) => {
      await signInThroughUi(page, editor.email, editor.password);
      await gotoReady(page, '/Home');
      await h1(page).waitFor();
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Sign Out' }).waitFor();
      await page.keyboard.press('Escape');
      expect(await page.getByRole('link', { name: 'Go to Dashboard' }).count()).toBe(0);
      await gotoReady(page, '/About');
      await page.waitForURL(/\/Dashboard$/, { timeout: 20_000 });
    });
  });
});
