import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FollowToggle } from '../../../frontend/src/features/project/components/follow-toggle';
import { configureApiClient, setTokenProvider } from '../../../frontend/src/lib/api-client';
import { PROJECT_MESSAGES } from '../../../shared/messages/project-messages';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

afterEach(cleanup);

describe('the Follow toggle on the project page', () => {
  it('shows the member’s state as a pressed toggle and sends the opposite choice when pressed', async () => {
    const sent: { method: string; url: string; body: unknown }[] = [];
    configureApiClient({
      apiBase: '',
      retryBaseDelayMs: 1,
      fetch: async (input, init) => {
        const method = init?.method ?? 'GET';
        const body = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
        sent.push({ method, url: String(input), body });
        return json(method === 'PUT' ? body : { following: false });
      },
    });
    setTokenProvider(async () => 'token');
    render(
      <QueryClientProvider client={new QueryClient()}>
        <FollowToggle projectId="P1" />
      </QueryClientProvider>,
    );
    const off = await screen.findByRole('button', { name: PROJECT_MESSAGES.follow });
    expect(off.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(off);
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: PROJECT_MESSAGES.following }).getAttribute('aria-pressed'),
      ).toBe('true'),
    );
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET /api/projects/P1/follow',
      'PUT /api/projects/P1/follow',
    ]);
    expect(sent[1]?.body).toEqual({ following: true });
  });
});
