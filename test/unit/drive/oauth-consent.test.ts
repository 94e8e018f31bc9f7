import { describe, expect, it } from 'vitest';
import {
  consentDecision,
  consentPage,
  DRIVE_CONSENT_TITLE,
} from '../../../infra/local/drive-stand-in/oauth-consent';

const SCOPE = 'https://www.googleapis.com/auth/drive.readonly';

function authUrl(path: string, overrides: Record<string, string> = {}): URL {
  const url = new URL(`http://127.0.0.1:4010${path}`);
  const params = {
    client_id: 'local-drive-client',
    redirect_uri: 'http://127.0.0.1:5173/DriveConnected',
    response_type: 'token',
    scope: SCOPE,
    state: 'abc123',
    ...overrides,
  };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url;
}

describe('Drive stand-in OAuth consent', () => {
  it('shows the consent page with Allow and Cancel', () => {
    const answer = consentPage(authUrl('/o/oauth2/v2/auth'));
    expect(answer.kind).toBe('html');
    if (answer.kind !== 'html') return;
    expect(answer.status).toBe(200);
    expect(answer.body).toContain(DRIVE_CONSENT_TITLE);
    expect(answer.body).toContain('>Allow</button>');
    expect(answer.body).toContain('>Cancel</button>');
    expect(answer.body).toContain('value="abc123"');
  });

  it.each([
    ['a non-local redirect_uri', { redirect_uri: 'https://evil.example/cb' }],
    ['a non-http redirect_uri', { redirect_uri: 'javascript:alert(1)' }],
    ['response_type=code', { response_type: 'code' }],
    ['no client_id', { client_id: '' }],
  ])('answers 400 for %s', (_name, overrides) => {
    for (const path of ['/o/oauth2/v2/auth', '/o/oauth2/v2/auth/decision']) {
      const answer = path.endsWith('decision')
        ? consentDecision(authUrl(path, { ...overrides, decision: 'allow' }), 'tok')
        : consentPage(authUrl(path, overrides));
      expect(answer).toMatchObject({ kind: 'html', status: 400 });
    }
  });

  it('Allow redirects with the token in the fragment', () => {
    const answer = consentDecision(
      authUrl('/o/oauth2/v2/auth/decision', { decision: 'allow' }),
      'local-drive-access-token',
    );
    expect(answer.kind).toBe('redirect');
    if (answer.kind !== 'redirect') return;
    const target = new URL(answer.location);
    expect(`${target.origin}${target.pathname}`).toBe('http://127.0.0.1:5173/DriveConnected');
    const fragment = new URLSearchParams(target.hash.slice(1));
    expect(Object.fromEntries(fragment)).toEqual({
      access_token: 'local-drive-access-token',
      token_type: 'Bearer',
      expires_in: '3600',
      scope: SCOPE,
      state: 'abc123',
    });
  });

  it('Cancel redirects with access_denied and the state, without a token', () => {
    const answer = consentDecision(authUrl('/o/oauth2/v2/auth/decision', { decision: 'cancel' }), 'tok');
    if (answer.kind !== 'redirect') throw new Error('expected a redirect');
    const fragment = new URLSearchParams(new URL(answer.location).hash.slice(1));
    expect(Object.fromEntries(fragment)).toEqual({ error: 'access_denied', state: 'abc123' });
  });
});
