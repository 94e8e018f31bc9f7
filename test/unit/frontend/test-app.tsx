/**
 * Rendering SPA pieces in jsdom: the app providers, a memory router, a given auth state, the runtime config,
 * and the API client pointed at a scripted fetch (the HTTP boundary; no backend code is re-implemented).
 */
import { cleanup, configure, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AppProvider } from '../../../frontend/src/app/provider';
import { createQueryClient } from '../../../frontend/src/app/query-client';
import { setRuntimeConfig, type RuntimeConfig } from '../../../frontend/src/config/runtime-config';
import { configureApiClient, setTokenProvider } from '../../../frontend/src/lib/api-client';
import { AuthContext, type AuthState } from '../../../frontend/src/lib/auth/auth-context';
import type { Profile } from '../../../shared/domain/entities';
import { newProfile } from '../../../shared/domain/new-profile';
import { permissionsOf, type WorkspaceRole } from '../../../shared/domain/workspace';

// No vitest globals here, so Testing Library's automatic clean-up is registered by hand.
afterEach(() => cleanup());
// Lazy pages and MUI transitions are slow on a busy 2-core machine: give findBy*/waitFor room.
configure({ asyncUtilTimeout: 5000 });

export interface ScriptedCall {
  method: string;
  path: string;
  body: unknown;
}

export type Responder = (call: ScriptedCall) => { status: number; body?: unknown } | undefined;

/** A fetch that answers from `responder` and records every call. */
export function scriptedFetch(responder: Responder): { fetch: typeof fetch; calls: ScriptedCall[] } {
  const calls: ScriptedCall[] = [];
  const fake: typeof fetch = async (input, init) => {
    const url = new URL(String(input), 'http://app.test');
    const call = {
      method: init?.method ?? 'GET',
      path: `${url.pathname}${url.search}`,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const answer = responder(call) ??
      defaultAnswer(call) ?? {
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'Not found.' } },
      };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch: fake, calls };
}

/**
 * The signed-in test user owns its workspace unless a test answers `/api/workspace` itself: pages show the
 * controls an Owner has (a test of another role scripts its own answer).
 */
export function workspaceAnswer(role: WorkspaceRole, workspaceId = 'user-1') {
  return {
    status: 200,
    body: {
      workspace: {
        id: workspaceId,
        name: 'Studio',
        ownerUserId: workspaceId,
        memberCount: 1,
        createdAt: '2026-01-01T00:00:00.000Z',
      },
      role,
      permissions: permissionsOf(role),
      planLevel: 'pro',
    },
  };
}

function defaultAnswer(call: ScriptedCall): { status: number; body?: unknown } | undefined {
  return call.method === 'GET' && call.path === '/api/workspace' ? workspaceAnswer('owner') : undefined;
}

export const signedIn: AuthState = {
  status: 'authenticated',
  user: { userId: 'user-1', email: 'editor@example.com', fullName: 'Edna Editor' },
  refresh: async () => undefined,
  signOut: async () => ({ ok: true }),
};

export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

export function renderApp(
  ui: ReactElement,
  options: {
    responder?: Responder;
    auth?: AuthState;
    path?: string;
    /** Extra runtime config (e.g. driveOAuth) over the test defaults. */
    config?: Partial<RuntimeConfig>;
  } = {},
): RenderResult & { calls: ScriptedCall[] } {
  setRuntimeConfig({
    apiBase: '',
    userPoolId: 'local_pool',
    userPoolClientId: 'client',
    authFlowType: 'USER_PASSWORD_AUTH',
    stage: 'test',
    googleSignIn: false,
    ...options.config,
  });
  const { fetch, calls } = scriptedFetch(options.responder ?? (() => undefined));
  configureApiClient({ apiBase: '', fetch, retryBaseDelayMs: 1 });
  setTokenProvider(async () => 'test-id-token');
  const result = render(
    <AppProvider queryClient={createQueryClient()}>
      <AuthContext.Provider value={options.auth ?? signedIn}>
        <MemoryRouter initialEntries={[options.path ?? '/']}>
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </AuthContext.Provider>
    </AppProvider>,
  );
  return Object.assign(result, { calls });
}

export const ISO = (offsetMs: number, from = Date.now()) => new Date(from + offsetMs).toISOString();

/** The signed-in editor's profile as `/api/profile` answers it: a free plan with no projects, unless overridden. */
export function editorProfile(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...editorProfileEntity(), ...overrides };
}

/** The same profile as the domain entity, for components that take a `Profile`. */
export function editorProfileEntity(overrides: Partial<Profile> = {}): Profile {
  return {
    ...newProfile({
      id: 'user-1',
      email: 'editor@example.com',
      fullName: 'Edna Editor',
      createdAt: new Date().toISOString(),
    }),
    displayName: null,
    ...overrides,
  };
}
