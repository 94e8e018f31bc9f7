import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPENDENCY_NAMES, healthResponseSchema } from '../../shared/api/endpoints/health';
import { launchBrowser, newPage } from '../support/browser';
import { apiUrl } from '../support/env';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('health page (SPA → API → stand-ins)', () => {
  it('renders every dependency as ok from the real /api/health call', async () => {
    const page = await newPage(browser);
    const apiCall = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/health');
    await page.goto('/health');
    const response = await apiCall;
    expect(response.status()).toBe(200);
    const body = healthResponseSchema.parse(await response.json());

    const table = page.getByRole('table', { name: 'Dependencies' });
    await table.waitFor();
    for (const name of DEPENDENCY_NAMES) {
      const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
      await expect.poll(() => row.count()).toBe(1);
      expect((await row.innerText()).split(/\s+/)).toContain('ok');
      // The latency shown is the one the API measured.
      const latency = body.dependencies.find((d) => d.name === name)?.latencyMs ?? -1;
      expect(await row.innerText()).toContain(`${Math.round(latency)} ms`);
    }
    await expect.poll(() => page.getByText(body.time).count()).toBe(1);
    expect(page.consoleErrors).toEqual([]);
    await page.context().close();
  });

  it('the API the page calls is the same one tests reach directly', async () => {
    const response = await fetch(apiUrl('/api/health'));
    expect(response.status).toBe(200);
  });
});
