/**
 * Settings journeys in Chromium against the local system: the avatar uploaded in Profile shows in the user
 * menu; the password changed in Security is the one that signs in afterwards; a wrong password at sign-in
 * shows the spec's text; Delete Account (password entered again) lands on Home and the old login fails.
 * Screenshots of each Settings section, desktop (1440×900) and phone (390×844).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn, signedInUser } from '../../support/users';
import { signInThroughUi } from '../editor/editor-browser';
import { journeyBrowser, saveScreenshot, type JourneySize } from '../support/journey-browser';

const { contextFor } = journeyBrowser();
type Size = JourneySize;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAHklEQVR42mNk+M9ANGAcVTiqcFThqMJRhaMKBxUCAIPXH/G3LjlSAAAAAElFTkSuQmCC',
  'base64',
);

const shot = (page: Page, name: string, size: Size) => saveScreenshot(page, `settings-${name}-${size}`);

async function section(page: Page, heading: string, name: string, size: Size) {
  const h = page.getByRole('heading', { name: heading, level: 2 });
  // The section's top under the app bar, then the picture.
  await h.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await page.evaluate(() => window.scrollBy(0, -88));
  await page.waitForTimeout(200);
  await shot(page, name, size);
}

describe.each<Size>(['desktop', 'phone'])('account settings (%s)', (size) => {
  it('avatar in the menu, password change, wrong password text, delete account', async () => {
    const user = await signedInUser({ fullName: `Settings ${size}` });
    const context = await contextFor(size);
    const page = await context.newPage();
    try {
      // A wrong password first: the spec's text, locally too.
      await page.goto('/login');
      await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
      await page.getByLabel('Password', { exact: true }).fill('Wrong-password-9');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByText('Invalid email or password. Please try again.').waitFor({ timeout: 20_000 });

      await signInThroughUi(page, user.email, user.password);
      await page.goto('/Settings');
      await page.getByRole('heading', { name: 'Profile Information' }).waitFor({ timeout: 20_000 });

      // Avatar: a non-image is refused with the reason; an image shows as a preview, then in the menu.
      await page.getByLabel('Profile picture file').setInputFiles({
        name: 'notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('not an image'),
      });
      await page.getByText('Only image files can be uploaded.').waitFor();
      await page.getByLabel('Profile picture file').setInputFiles({
        name: 'me.png',
        mimeType: 'image/png',
        buffer: PNG,
      });
      await page.getByRole('button', { name: 'Save picture' }).click();
      await page.getByText('Profile picture updated!').waitFor({ timeout: 20_000 });
      await page.getByText('Profile picture updated!').waitFor({ state: 'hidden', timeout: 15_000 });
      await section(page, 'Profile Information', 'profile', size);
      if (size === 'phone') {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.locator('.MuiDrawer-paper').getByRole('img').waitFor();
        await page.keyboard.press('Escape');
      } else {
        await page.locator('header').getByRole('img').waitFor();
      }

      // Display name cannot be empty.
      // The notifications section has its own Save: this one is the profile's.
      const profile = page.getByRole('region', { name: 'Profile Information' });
      await profile.getByLabel('Display Name').fill('   ');
      await profile.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('Display name cannot be empty').waitFor();

      await section(page, 'Billing', 'billing', size);

      // Change password: the spec's checks, then the real change.
      const form = page.getByRole('form', { name: 'Change Password' });
      await form.getByLabel('Current Password').fill(user.password);
      await form.getByLabel('New Password', { exact: true }).fill('short');
      await form.getByLabel('Confirm New Password').fill('other');
      await form.getByRole('button', { name: 'Change Password' }).click();
      await page.getByText('New passwords do not match').waitFor();
      await form.getByLabel('Confirm New Password').fill('short');
      await form.getByRole('button', { name: 'Change Password' }).click();
      await page.getByText('Password must be at least 8 characters long').waitFor();
      await form.getByLabel('Current Password').fill('Not-my-password-1');
      await form.getByLabel('New Password', { exact: true }).fill('Brand-new-pass-2');
      await form.getByLabel('Confirm New Password').fill('Brand-new-pass-2');
      await form.getByRole('button', { name: 'Change Password' }).click();
      await page.getByText('The current password is incorrect.').waitFor({ timeout: 20_000 });
      await form.getByLabel('Current Password').fill(user.password);
      await form.getByRole('button', { name: 'Change Password' }).click();
      await page.getByText('Password changed successfully.').waitFor({ timeout: 20_000 });
      await page.getByText('Password changed successfully.').waitFor({ state: 'hidden', timeout: 15_000 });
      await section(page, 'Security', 'security', size);
      await expect(signIn(user.email, user.password)).rejects.toThrow();
      await signIn(user.email, 'Brand-new-pass-2');

      // Delete Account: the spec's text, the password again, then Home; the login is gone.
      await section(page, 'Danger Zone', 'danger-zone', size);
      await page.getByRole('button', { name: 'Delete Account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete Account' });
      await dialog
        .getByText(
          'This action cannot be undone. This will permanently delete your account and all associated data.',
        )
        .waitFor();
      await dialog.getByLabel('Enter your password to confirm').fill('Brand-new-pass-2');
      await shot(page, 'delete-dialog', size);
      await dialog.getByRole('button', { name: 'Delete Account' }).click();
      await page.waitForURL(/\/Home$/, { timeout: 20_000 });
      const until = Date.now() + 20_000;
      let gone = false;
      while (!gone && Date.now() < until) {
        gone = await signIn(user.email, 'Brand-new-pass-2').then(
          () => false,
          () => true,
        );
        if (!gone) await new Promise((resolve) => setTimeout(resolve, 300));
      }
      expect(gone).toBe(true);
    } finally {
      await context.close();
    }
  });
});
