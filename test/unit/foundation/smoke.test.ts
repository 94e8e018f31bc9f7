/** The smoke test after a deploy, run against fakes of a good deploy and of one that can be bypassed. */
import { describe, expect, it } from 'vitest';
import { formatSmoke, runSmoke } from '../../../infra/preflight/smoke-checks';

const APP = 'https://app.cutroom.test';
const API = 'https://abc123.execute-api.eu-west-1.amazonaws.com';
const SECURE = {
  'content-security-policy': "default-src 'self'",
  'strict-transport-security': 'max-age=63072000',
  'x-content-type-options': 'nosniff',
};
const healthy = {
  status: 'ok',
  service: 'cutroom-api',
  time: new Date(0).toISOString(),
  dependencies: [{ name: 'table', ok: true, latencyMs: 3 }],
};

/** A deployed app: CloudFront in front, the API refusing calls without the origin secret. */
function deployed(options: { directApiStatus: number }) {
  return (url: string, init?: RequestInit): Promise<Response> => {
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      Promise.resolve(Response.json(body, { status, headers }));
    if (url === `${APP}/`)
      return Promise.resolve(new Response('<!doctype html>', { status: 200, headers: SECURE }));
    if (url === `${APP}/config.json`) return json(200, { userPoolId: 'eu-west-1_abc' });
    if (url === `${APP}/api/health`) return json(200, healthy);
    if (url === `${API}/api/health`)
      return json(options.directApiStatus, options.directApiStatus === 200 ? healthy : {});
    if (url === `${APP}/api/billing/webhook` && init?.method === 'POST') return json(401, {});
    return json(404, {});
  };
}

describe('the smoke test after a deploy', () => {
  it('passes on a deploy served through CloudFront whose API refuses direct calls', async () => {
    const results = await runSmoke({
      appUrl: APP,
      apiEndpoint: API,
      fetch: deployed({ directApiStatus: 403 }),
    });
    expect(results.filter((r) => !r.ok)).toEqual([]);
    expect(formatSmoke(results).split('\n').at(-1)).toBe('Smoke test passed.');
  });

  it('fails, naming the check, when the API Gateway endpoint serves a direct call', async () => {
    const results = await runSmoke({
      appUrl: APP,
      apiEndpoint: API,
      fetch: deployed({ directApiStatus: 200 }),
    });
    expect(results.filter((r) => !r.ok).map((r) => r.name)).toEqual([
      'a direct call to the API Gateway endpoint is refused (WAF cannot be bypassed)',
    ]);
    expect(formatSmoke(results)).toContain('1 check failed.');
  });
});
