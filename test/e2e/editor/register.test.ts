/** Journey: register → confirm with the code from the local mail page → sign in (desktop and phone). */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, testSystem } from '../../support/env';
import {
  confirmationCodeFromMail,
  launchBrowser,
  newEditorContext,
  screenshot,
  type ViewportName,
} from './editor-browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each<ViewportName>(['desktop', 'phone'])('register and confirm (%s)', (viewport) => {
  it('creates an account, confirms it with the mailed code and signs in', async () => {
    const context = await newEditorContext(browser, baseUrl(), viewport);
    const page = await context.newPage();
    try {
      // Short on purpose: the local user pool's log parser (FOUNDATION) loses long addresses in its box.
      const email = `r${viewport[0]}${Math.random().toString(36).slice(2, 8)}@cutroom.local`;
      const password = 'Register-pass-42';
      // Lower-case link resolves (page names are case-insensitive).
      await page.goto('/register');
      await page.getByRole('button', { name: 'Create Account' }).waitFor();
      // Validation texts of the spec.
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByText('Full name is required').isVisible()).resolves.toBe(true);
      await page.getByRole('textbox', { name: 'Full Name' }).fill('Reggie Register');
      await page.getByRole('textbox', { name: 'Email' }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page
        .getByText(/Password strength: (Strong|Very Strong)/)
        .first()
        .waitFor();
      await page.getByLabel('Confirm Password', { exact: true }).fill(password);
      await screenshot(page, `register-${viewport}`);
      await page.getByRole('button', { name: 'Create Account' }).click();

      await page.getByRole('heading', { name: 'Confirm your email' }).waitFor({ timeout: 20_000 });
      const mailLink = page.getByRole('link', { name: 'Open the local mail page' });
      expect(await mailLink.getAttribute('href')).toBe(testSystem().mailUrl);
      const code = await confirmationCodeFromMail(testSystem().mailUrl, email);
      await page.getByRole('textbox', { name: 'Confirmation Code' }).fill(code);
      await page.getByRole('button', { name: 'Confirm Email' }).click();

      await page.waitForURL(/\/Login$/, { timeout: 20_000 });
      await page.getByText('Email confirmed! You can sign in now.').waitFor();
      expect(await page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(email);
      await screenshot(page, `login-${viewport}`);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL(/\/Dashboard$/, { timeout: 20_000 });
      await page.getByRole('heading', { name: /Welcome back/ }).waitFor({ timeout: 20_000 });

      // A signed-in user is sent away from the login page.
      await page.goto('/LOGIN');
      await page.waitForURL(/\/Dashboard$/, { timeout: 20_000 });
    } finally {
      await context.close();
    }
  });
});

describe('access gate', () => {
  it('sends an anonymous visitor from a protected page to /Login, and / to /Home', async () => {
    const context = await newEditorContext(browser, baseUrl(), 'desktop');
    const page = await context.newPage();
    try {
      await page.goto('/DASHBOARD');
      await page.waitForURL(/\/Login$/, { timeout: 20_000 });
      await page.getByRole('button', { name: 'Sign In' }).waitFor();
      await page.getByRole('button', { name: 'Continue with Google' }).click();
      await page
        .getByText('Google sign-in is not configured in this environment.', { exact: false })
        .waitFor();
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByText('Email is required').waitFor();
      await screenshot(page, 'login-errors-desktop');
      await page.goto('/forgot-password');
      await page.getByRole('button', { name: 'Send Reset Email' }).waitFor();
      expect(await page.getByRole('button', { name: 'Send Reset Email' }).isDisabled()).toBe(true);
      await page.goto('/');
      await page.waitForURL(/\/Home$/, { timeout: 10_000 });
    } finally {
      await context.close();
    }
  });
});
