/**
 * The API client's conditional GET (the notifications poll): the last answer's ETag goes with the next call,
 * and a 304 (no body) gives the last answer back instead of an error.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { listNotifications } from '../../../shared/api/endpoints/notifications';
import {
  apiCall,
  clearConditionalAnswers,
  configureApiClient,
  setTokenProvider,
} from '../../../frontend/src/lib/api-client';

afterEach(() => clearConditionalAnswers());

describe('a conditional poll', () => {
  it('sends If-None-Match with the last ETag and keeps the last answer on a 304', async () => {
    const sent: (string | null)[] = [];
    const list = { items: [], unreadCount: 3 };
    configureApiClient({
      apiBase: 'http://api.test',
      fetch: async (_url, init) => {
        const tag = new Headers(init?.headers).get('if-none-match');
        sent.push(tag);
        return tag === '"v1"'
          ? new Response(null, { status: 304, headers: { etag: '"v1"' } })
          : new Response(JSON.stringify(list), {
              status: 200,
              headers: { 'content-type': 'application/json', etag: '"v1"' },
            });
      },
    });
    setTokenProvider(async () => 'token');
    expect(await apiCall(listNotifications, undefined, { conditional: true })).toEqual(list);
    expect(await apiCall(listNotifications, undefined, { conditional: true })).toEqual(list);
    expect(sent).toEqual([null, '"v1"']);
  });

  it('sends no validator on a call that is not conditional', async () => {
    const sent: (string | null)[] = [];
    configureApiClient({
      apiBase: 'http://api.test',
      fetch: async (_url, init) => {
        sent.push(new Headers(init?.headers).get('if-none-match'));
        return new Response(JSON.stringify({ items: [], unreadCount: 0 }), {
          status: 200,
          headers: { 'content-type': 'application/json', etag: '"v1"' },
        });
      },
    });
    setTokenProvider(async () => 'token');
    await apiCall(listNotifications);
    await apiCall(listNotifications);
    expect(sent).toEqual([null, null]);
  });
});
