import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ImportPage from '../../../frontend/src/features/import/import-page';
import { renderApp, type Responder, editorProfile } from './test-app';

const FOLDER = '1CutroomPrivateFolder00000000002';
const TOKEN = 'token-from-google';
const driveOAuth = {
  authUrl: 'http://drive.test/o/oauth2/v2/auth',
  clientId: 'client-1',
  scope: 'https://www.googleapis.com/auth/drive.readonly',
};

const profile = editorProfile();

const video = {
  id: '1CutroomPrivateVideo000000000001',
  name: 'private-1.mp4',
  title: 'private-1',
  mimeType: 'video/mp4',
  thumbnailLink: 'http://drive.test/thumb/1',
  webViewLink: 'http://drive.test/view/1',
  size: 1000,
  previewUrl: 'http://drive.test/preview/1',
};

/** Private without a token, one video with the right one. */
const responder: Responder = (call) => {
  if (call.path === '/api/profile') return { status: 200, body: profile };
  if (call.path === '/api/drive/list') {
    const body = call.body as { accessToken?: string };
    return body.accessToken === TOKEN
      ? { status: 200, body: { status: 'success', videos: [video], message: '' } }
      : {
          status: 200,
          body: { status: 'permission_required', videos: [], message: 'This folder is private.' },
        };
  }
  return undefined;
};

async function openPermissionPanel() {
  fireEvent.change(screen.getByRole('textbox', { name: 'Google Drive Folder URL' }), {
    target: { value: `https://drive.google.com/drive/folders/${FOLDER}` },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Import Videos' }));
  await screen.findByText("We can't read this folder yet.");
}

function post(data: unknown, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('Connect Google Drive', () => {
  it('opens the consent popup, ignores foreign answers and re-lists with the token', async () => {
    const popup = { focus: vi.fn() } as unknown as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(popup);
    const { calls } = renderApp(<ImportPage />, { responder, config: { driveOAuth } });
    await openPermissionPanel();

    fireEvent.click(screen.getByRole('button', { name: 'Connect Google Drive' }));
    expect(open).toHaveBeenCalledTimes(1);
    const [href, , features] = open.mock.calls[0] ?? [];
    const url = new URL(String(href));
    expect(`${url.origin}${url.pathname}`).toBe(driveOAuth.authUrl);
    expect(url.searchParams.get('client_id')).toBe('client-1');
    expect(url.searchParams.get('response_type')).toBe('token');
    expect(url.searchParams.get('scope')).toBe(driveOAuth.scope);
    expect(url.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/DriveConnected`);
    expect(features).toContain('width=500');
    expect(features).toContain('height=600');
    const state = url.searchParams.get('state') ?? '';
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    expect(window.sessionStorage.getItem('cutroom.driveOAuthState')).toBe(state);
    expect(screen.getByText('Finish connecting in the Google window that opened…')).toBeInTheDocument();

    const listCalls = () => calls.filter((c) => c.path === '/api/drive/list');
    expect(listCalls()).toHaveLength(1);

    // Another origin, a wrong state, a malformed message: all ignored.
    post({ type: 'cutroom-drive-token', state, accessToken: TOKEN }, 'http://evil.test');
    post({ type: 'cutroom-drive-token', state: 'f'.repeat(32), accessToken: TOKEN });
    post({ type: 'something-else', state, accessToken: TOKEN });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(listCalls()).toHaveLength(1);

    post({ type: 'cutroom-drive-token', state, accessToken: TOKEN });
    expect(await screen.findByText('Found 1 video • 1 selected')).toBeInTheDocument();
    expect(listCalls()).toHaveLength(2);
    expect(listCalls()[1]?.body).toEqual({ folderId: FOLDER, accessToken: TOKEN });
    expect(JSON.stringify(window.localStorage)).not.toContain(TOKEN);
    expect(window.sessionStorage.getItem('cutroom.driveOAuthState')).toBeNull();

    // The same answer again (replayed) does nothing: the state was used up.
    post({ type: 'cutroom-drive-token', state, accessToken: TOKEN });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(listCalls()).toHaveLength(2);
  });

  it('says so when the editor cancels on the consent page', async () => {
    vi.spyOn(window, 'open').mockReturnValue({ focus: vi.fn() } as unknown as Window);
    renderApp(<ImportPage />, { responder, config: { driveOAuth } });
    await openPermissionPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Connect Google Drive' }));
    const state = window.sessionStorage.getItem('cutroom.driveOAuthState');
    post({ type: 'cutroom-drive-token', state, error: 'access_denied' });
    expect(
      await screen.findByText(
        'Google Drive was not connected. Connect again, or share the folder publicly and Rescan.',
      ),
    ).toBeInTheDocument();
  });

  it('explains a blocked popup', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { calls } = renderApp(<ImportPage />, { responder, config: { driveOAuth } });
    await openPermissionPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Connect Google Drive' }));
    expect(await screen.findByText(/Your browser blocked the Google window/)).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/drive/list')).toHaveLength(1);
  });
});
