/**
 * The smoke test after a deploy (`npm run smoke -- <AppUrl> <ApiEndpoint>`, both stack outputs): the app, its
 * runtime config and the health report answer through CloudFront with the security headers; the API refuses
 * a direct call that bypasses CloudFront (the origin secret) and an unsigned billing webhook. Reads only,
 * except the webhook call, which is refused before anything is written. Pure over `fetch`, so the tests run
 * it against fakes.
 */
import { getHealth, healthResponseSchema } from '../../shared/api/endpoints/health';
import { billingWebhook } from '../../shared/api/endpoints/billing';

export interface SmokeResult {
  readonly name: string;
  readonly ok: boolean;
  readonly detail: string;
}

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

async function check(name: string, run: () => Promise<string>): Promise<SmokeResult> {
  try {
    return { name, ok: true, detail: await run() };
  } catch (error) {
    return { name, ok: false, detail: error instanceof Error ? error.message : String(error) };
  }
}

function expectStatus(response: Response, expected: number, what: string): void {
  if (response.status !== expected)
    throw new Error(`${what} answered ${response.status}, expected ${expected}`);
}

export async function runSmoke(input: {
  appUrl: string;
  apiEndpoint: string;
  fetch: Fetch;
}): Promise<SmokeResult[]> {
  const app = input.appUrl.replace(/\/$/, '');
  const api = input.apiEndpoint.replace(/\/$/, '');
  const get = (url: string, init?: RequestInit) => input.fetch(url, { redirect: 'manual', ...init });
  return Promise.all([
    check('the SPA loads over HTTPS with its security headers', async () => {
      const response = await get(`${app}/`);
      expectStatus(response, 200, 'GET /');
      for (const header of [
        'content-security-policy',
        'strict-transport-security',
        'x-content-type-options',
      ]) {
        if (!response.headers.get(header)) throw new Error(`GET / has no ${header} header`);
      }
      return 'GET / 200, CSP, HSTS, nosniff';
    }),
    check('the runtime config names the user pool', async () => {
      const response = await get(`${app}/config.json`);
      expectStatus(response, 200, 'GET /config.json');
      const config = (await response.json()) as { userPoolId?: unknown };
      if (typeof config.userPoolId !== 'string' || !config.userPoolId)
        throw new Error('/config.json has no userPoolId');
      return `user pool ${config.userPoolId}`;
    }),
    check('the health report is ok through CloudFront', async () => {
      const response = await get(`${app}${getHealth.path}`);
      const report = healthResponseSchema.parse(await response.json());
      const down = report.dependencies.filter((d) => !d.ok).map((d) => `${d.name}: ${d.error ?? 'down'}`);
      if (response.status !== 200 || down.length > 0) throw new Error(`degraded: ${down.join('; ')}`);
      return `${report.dependencies.length} dependencies ok`;
    }),
    check('a direct call to the API Gateway endpoint is refused (WAF cannot be bypassed)', async () => {
      const response = await get(`${api}${getHealth.path}`);
      expectStatus(response, 403, `GET ${api}${getHealth.path}`);
      return '403 without the origin secret';
    }),
    check('an unsigned billing webhook is refused', async () => {
      const response = await get(`${app}${billingWebhook.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expectStatus(response, 401, `POST ${billingWebhook.path}`);
      return '401 without a Paddle signature';
    }),
  ]);
}

export function formatSmoke(results: readonly SmokeResult[]): string {
  const lines = results.map((r) => `${r.ok ? 'ok  ' : 'FAIL'}    ${r.name}: ${r.detail}`);
  const failed = results.filter((r) => !r.ok).length;
  lines.push('', failed === 0 ? 'Smoke test passed.' : `${failed} check${failed === 1 ? '' : 's'} failed.`);
  return lines.join('\n');
}
