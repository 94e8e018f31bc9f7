/**
 * The API key journey in Chromium against the local system, desktop (1280×800) and phone (390×844): a Pro
 * Owner creates a key in Settings › API and sees it once; the test calls the public API with it as a script
 * would (fetch with `Authorization: Bearer`, the curl of the docs); the page then shows the key's last use;
 * revoking it refuses the next call. The API documentation page renders the OpenAPI document with its curl
 * and TypeScript samples. Screenshots of Settings › API at both sizes and of the documentation page.
 */
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../../support/axe';
import { baseUrl } from '../../support/env';
import {
  journeyBrowser,
  REFERENCE_SIZES,
  saveScreenshot,
  type JourneySize,
} from '../support/journey-browser';
import { ownerOnPlan, signedInPage } from '../support/plan-owner';

const journey = journeyBrowser(REFERENCE_SIZES);

/** What a script does with the key: `curl -H "Authorization: Bearer $KEY" …/api/v1/projects`. */
function callApi(key: string, path: string, init: RequestInit = {}) {
  return fetch(`${baseUrl()}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', ...init.headers },
  });
}

describe.each<JourneySize>(['desktop', 'phone'])('API keys (%s)', (size) => {
  it('the Owner creates a key, a script calls the API with it, the page shows its last use, and revoking refuses it', async () => {
    const owner = await ownerOnPlan('pro', `Paula Pro ${size}`);
    const { context, page } = await signedInPage(journey, size, owner);
    await page.goto('/Settings');
    const section = page.getByRole('region', { name: 'API' });
    await section.getByText('No API keys yet.').waitFor({ timeout: 20_000 });

    const name = `Render farm ${size}`;
    await section.getByRole('textbox', { name: 'Key name' }).fill(name);
    await section.getByRole('combobox', { name: 'Access' }).click();
    await page.getByRole('option', { name: 'Read and write' }).click();
    await section.getByRole('button', { name: 'Create key' }).click();
    const shown = section.getByTestId('new-api-key');
    await shown.waitFor();
    const key = (await shown.textContent())?.trim() ?? '';
    expect(key).toMatch(/^cr_live_[A-Za-z0-9]{48}$/);
    const row = section.getByRole('listitem', { name });
    await row.getByText('Never used').waitFor();

    // The script: list the projects, then create one (idempotently) and read it back.
    const listed = await callApi(key, '/api/v1/projects?filter=all');
    expect(listed.status).toBe(200);
    expect(((await listed.json()) as { items: unknown[] }).items).toEqual([]);

    await page.reload();
    await row.getByText(/^Last used /).waitFor({ timeout: 20_000 });
    expect(await row.textContent()).toContain('Read and write');
    expect(await page.content()).not.toContain(key);
    await section.scrollIntoViewIfNeeded();
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(section, `api-settings-${size}`);
    await saveScreenshot(page, `api-settings-page-${size}`);

    await row.getByRole('button', { name: `Revoke ${name}` }).click();
    await page.getByText(`The key “${name}” was revoked: it is refused from now on.`).waitFor();
    await row.getByText('Revoked').waitFor();
    const refused = await callApi(key, '/api/v1/projects');
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({
      error: { code: 'UNAUTHORIZED', message: 'The API key is missing, revoked or expired.' },
    });
    await context.close();
  });
});

describe('the API documentation page', () => {
  it('renders the OpenAPI document with curl and TypeScript samples, from a self-hosted Redoc', async () => {
    const context = await journey.contextFor('desktop');
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/ApiDocs');
    await page
      .getByRole('heading', { name: /Cutroom API v1/ })
      .first()
      .waitFor({ timeout: 30_000 });
    await page
      .getByRole('heading', { name: /newest first, paged by cursor/ })
      .first()
      .waitFor();
    await page.getByText('curl', { exact: true }).first().waitFor();
    await page.getByText('TypeScript', { exact: true }).first().waitFor();
    // Every script from this origin (Redoc's search worker is a blob of it).
    const origin = new URL(page.url()).origin;
    expect(scripts.filter((url) => !url.startsWith(origin) && !url.startsWith(`blob:${origin}`))).toEqual([]);
    expect(scripts.some((url) => /redoc\.standalone/.test(url))).toBe(true);
    await saveScreenshot(page, 'api-docs-desktop');
    // One operation with its samples: creating a project.
    await page.goto('/ApiDocs#tag/Projects/operation/createProject');
    await page
      .getByRole('heading', { name: /Creates a project/ })
      .first()
      .waitFor();
    await page.waitForTimeout(500);
    await saveScreenshot(page, 'api-docs-operation-desktop');
    await context.close();
  });
});
