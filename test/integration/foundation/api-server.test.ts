import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, type RunningApiServer } from '../../../infra/local/api-server';
import { defineEndpoint } from '../../../shared/api/endpoint';

const endpoints = [
  defineEndpoint({
    id: 'getThing',
    method: 'GET',
    path: '/api/things/{thingId}',
    caller: 'public',
    lambda: 'public-api',
    params: z.object({ thingId: z.string() }),
    response: z.unknown(),
    summary: 'test',
  }),
  defineEndpoint({
    id: 'getMine',
    method: 'GET',
    path: '/api/things/mine',
    caller: 'owner',
    lambda: 'editor-api',
    response: z.unknown(),
    summary: 'test',
  }),
  defineEndpoint({
    id: 'postThing',
    method: 'POST',
    path: '/api/things',
    caller: 'public',
    lambda: 'public-api',
    body: z.unknown(),
    response: z.unknown(),
    summary: 'test',
  }),
];

const seen: { group: string; event: APIGatewayProxyEventV2 }[] = [];
let server: RunningApiServer;

beforeAll(async () => {
  server = await startApiServer({
    port: 0,
    web: 'none',
    endpoints,
    runtimeConfig: () => ({ apiBase: '', stage: 'local' }),
    systemInfo: () => ({ baseUrl: 'x' }),
    loadHandler: async (group) =>
      group === 'review-api'
        ? undefined
        : async (event) => {
            seen.push({ group, event });
            return {
              statusCode: 201,
              headers: { 'x-group': group },
              cookies: ['a=1; Path=/'],
              body: JSON.stringify({ ok: true }),
            };
          },
    log: () => {},
  });
});
afterAll(() => server.stop());

describe('local API server (API Gateway payload 2.0 events)', () => {
  it('builds the event with route key, path parameters, query, lower-cased headers and source ip', async () => {
    const response = await fetch(`${server.url}/api/things/a%20b?x=1&x=2&y=z`, {
      headers: { 'X-Custom': 'Yes', Cookie: 'c=1; d=2' },
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-group')).toBe('public-api');
    expect(response.headers.get('set-cookie')).toBe('a=1; Path=/');
    const { group, event } = seen.at(-1) ?? { group: '', event: undefined };
    expect(group).toBe('public-api');
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'GET /api/things/{thingId}',
      rawPath: '/api/things/a%20b',
      rawQueryString: 'x=1&x=2&y=z',
      queryStringParameters: { x: '1,2', y: 'z' },
      pathParameters: { thingId: 'a b' },
      cookies: ['c=1', 'd=2'],
      requestContext: {
        http: { method: 'GET', path: '/api/things/a%20b', sourceIp: '127.0.0.1' },
        stage: '$default',
      },
      isBase64Encoded: false,
    });
    expect(event?.headers['x-custom']).toBe('Yes');
    expect(event?.requestContext.requestId).toBeTruthy();
  });

  it('prefers a literal path over a parameter and dispatches to the endpoint lambda group', async () => {
    await fetch(`${server.url}/api/things/mine`);
    expect(seen.at(-1)?.event.routeKey).toBe('GET /api/things/mine');
    expect(seen.at(-1)?.group).toBe('editor-api');
  });

  it('passes JSON bodies as utf8 and binary bodies as base64', async () => {
    await fetch(`${server.url}/api/things`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Zoë' }),
    });
    expect(seen.at(-1)?.event).toMatchObject({ body: '{"name":"Zoë"}', isBase64Encoded: false });
    await fetch(`${server.url}/api/things`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: new Uint8Array([0, 1, 2, 255]),
    });
    expect(seen.at(-1)?.event).toMatchObject({ body: 'AAEC/w==', isBase64Encoded: true });
  });

  it('answers unknown /api paths and wrong methods with a 404 in the error shape', async () => {
    for (const [method, path] of [
      ['GET', '/api/nothing-here'],
      ['DELETE', '/api/things/x'],
    ] as const) {
      const response = await fetch(`${server.url}${path}`, { method });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No such endpoint.' } });
    }
  });

  it('refuses a body over the limit with 413', async () => {
    const response = await fetch(`${server.url}/api/things`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(10 * 1024 * 1024 + 1),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
  });

  it('serves /config.json and /__local/system', async () => {
    expect(await (await fetch(`${server.url}/config.json`)).json()).toEqual({ apiBase: '', stage: 'local' });
    expect(await (await fetch(`${server.url}/__local/system`)).json()).toEqual({ baseUrl: 'x' });
  });
});
