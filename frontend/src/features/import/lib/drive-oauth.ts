/**
 * Connect Google Drive: the OAuth 2.0 implicit grant in a popup. The wizard opens the provider's consent
 * page (Google, or the Drive stand-in locally) with a random state; the provider redirects the popup to
 * /DriveConnected, which reads the fragment and posts the token back to its opener (same origin only).
 * The token lives in the wizard's React state only and is sent nowhere but POST /api/drive/list.
 */
import { z } from 'zod/mini';

export const DRIVE_TOKEN_MESSAGE_TYPE = 'cutroom-drive-token';
/** sessionStorage key of the pending state (the popup gets a copy of the opener's session storage). */
export const DRIVE_OAUTH_STATE_KEY = 'cutroom.driveOAuthState';
export const DRIVE_POPUP_NAME = 'cutroom-drive-connect';
export const DRIVE_POPUP_FEATURES = 'popup,width=500,height=600';

export interface DriveOAuthConfig {
  authUrl: string;
  clientId: string;
  scope: string;
}

export const driveTokenMessageSchema = z.object({
  type: z.literal(DRIVE_TOKEN_MESSAGE_TYPE),
  state: z.string().check(z.minLength(1)),
  accessToken: z.optional(z.string().check(z.minLength(1), z.maxLength(4096))),
  error: z.optional(z.string().check(z.maxLength(200))),
});
export type DriveTokenMessage = z.infer<typeof driveTokenMessageSchema>;

/** 32 hex chars from the platform's random source. */
export function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function driveRedirectUri(origin: string, redirectPath: string): string {
  return `${origin.replace(/\/$/, '')}${redirectPath}`;
}

export function driveAuthorizeUrl(config: DriveOAuthConfig, redirectUri: string, state: string): string {
  const url = new URL(config.authUrl);
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('response_type', 'token');
  url.searchParams.set('scope', config.scope);
  url.searchParams.set('state', state);
  url.searchParams.set('include_granted_scopes', 'true');
  return url.toString();
}

export interface DriveOAuthAnswer {
  state: string | null;
  accessToken: string | null;
  error: string | null;
}

/** Reads the provider's answer from the redirect's fragment (`#access_token=…&state=…` or `#error=…`). */
export function parseDriveOAuthFragment(hash: string): DriveOAuthAnswer {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return {
    state: params.get('state'),
    accessToken: params.get('access_token'),
    error: params.get('error'),
  };
}
