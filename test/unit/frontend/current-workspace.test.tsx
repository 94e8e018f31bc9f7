import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { listProjects } from '../../../shared/api/endpoints/projects';
import { WORKSPACE_HEADER } from '../../../shared/domain/workspace';
import { WORKSPACE_MESSAGES } from '../../../shared/messages/workspace-messages';
import { apiCall, configureApiClient, setTokenProvider } from '../../../frontend/src/lib/api-client';
import { readCurrentWorkspace, switchWorkspace } from '../../../frontend/src/lib/current-workspace';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function recordingFetch(answer: () => Response) {
  const seen: Headers[] = [];
  configureApiClient({
    apiBase: '',
    retryBaseDelayMs: 1,
    fetch: async (_input, init) => {
      seen.push(new Headers(init?.headers));
      return answer();
    },
  });
  setTokenProvider(async () => 'token');
  return seen;
}

afterEach(() => switchWorkspace(new QueryClient(), null));

describe('the current workspace in the API client', () => {
  it('sends the chosen workspace with owner calls, and none for the caller’s own', async () => {
    const seen = recordingFetch(() => json({ items: [], nextCursor: null }));
    await apiCall(listProjects, { query: { filter: 'all' } });
    switchWorkspace(new QueryClient(), 'ws-team');
    await apiCall(listProjects, { query: { filter: 'all' } });
    expect(seen[0]?.get(WORKSPACE_HEADER)).toBeNull();
    expect(seen[1]?.get(WORKSPACE_HEADER)).toBe('ws-team');
  });

  it('drops every cached answer when switching, so two workspaces’ lists never mix', () => {
    const client = new QueryClient();
    client.setQueryData(['listProjects', 'all'], { items: ['of the other workspace'] });
    switchWorkspace(client, 'ws-team');
    expect(client.getQueryData(['listProjects', 'all'])).toBeUndefined();
  });

  it('goes back to the caller’s own workspace once removed from the current one', async () => {
    switchWorkspace(new QueryClient(), 'ws-gone');
    recordingFetch(() =>
      json({ error: { code: 'NOT_FOUND', message: WORKSPACE_MESSAGES.workspaceNotFound } }, 404),
    );
    await expect(apiCall(listProjects, { query: { filter: 'all' } })).rejects.toMatchObject({ status: 404 });
    expect(readCurrentWorkspace()).toBeNull();
  });
});
