/**
 * Google's OAuth 2.0 implicit grant, as far as the SPA's Connect Google Drive uses it:
 * GET /o/oauth2/v2/auth?client_id&redirect_uri&response_type=token&scope&state shows a consent page with
 * Allow and Cancel; they submit to /o/oauth2/v2/auth/decision, which redirects to
 * `${redirect_uri}#access_token=…&token_type=Bearer&expires_in=3600&scope=…&state=…` (Allow) or
 * `${redirect_uri}#error=access_denied&state=…` (Cancel). Only local redirect URIs are accepted.
 */
export const DRIVE_OAUTH_PATHS = {
  authorize: '/o/oauth2/v2/auth',
  decision: '/o/oauth2/v2/auth/decision',
} as const;

export const DRIVE_CONSENT_TITLE = 'Cutroom (local) wants to see your Google Drive files';

export type ConsentResponse =
  { kind: 'html'; status: number; body: string } | { kind: 'redirect'; location: string };

interface AuthRequest {
  clientId: string;
  redirectUri: string;
  scope: string;
  state: string;
}

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function page(status: number, title: string, inner: string): ConsentResponse {
  const body = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:420px;margin:40px auto;padding:0 16px;color:#202124}
button{font:inherit;padding:8px 20px;margin-right:8px;border-radius:4px;border:1px solid #dadce0;background:#fff;cursor:pointer}
button[value=allow]{background:#1a73e8;color:#fff;border-color:#1a73e8}</style></head>
<body><main>${inner}</main></body></html>`;
  return { kind: 'html', status, body };
}

function badRequest(message: string): ConsentResponse {
  return page(
    400,
    'Error 400: invalid_request',
    `<h1>Error 400: invalid_request</h1><p>${escapeHtml(message)}</p>`,
  );
}

/** Validates the authorization request; a message for the 400 page, or the request. */
function readRequest(url: URL): AuthRequest | string {
  const clientId = url.searchParams.get('client_id') ?? '';
  const redirectUri = url.searchParams.get('redirect_uri') ?? '';
  const responseType = url.searchParams.get('response_type') ?? '';
  const scope = url.searchParams.get('scope') ?? '';
  const state = url.searchParams.get('state') ?? '';
  if (!clientId) return 'Missing required parameter: client_id';
  if (responseType !== 'token') return `Unsupported response_type: ${responseType || '(none)'} (only token)`;
  let redirect: URL;
  try {
    redirect = new URL(redirectUri);
  } catch {
    return 'Invalid parameter value for redirect_uri';
  }
  if (
    (redirect.protocol !== 'http:' && redirect.protocol !== 'https:') ||
    !LOCAL_HOSTS.has(redirect.hostname)
  ) {
    return 'redirect_uri must be an http(s) address on 127.0.0.1 or localhost';
  }
  if (!scope) return 'Missing required parameter: scope';
  return { clientId, redirectUri: redirect.toString(), scope, state };
}

function hidden(name: string, value: string): string {
  return `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
}

/** GET /o/oauth2/v2/auth: the consent page. */
export function consentPage(url: URL): ConsentResponse {
  const request = readRequest(url);
  if (typeof request === 'string') return badRequest(request);
  return page(
    200,
    DRIVE_CONSENT_TITLE,
    `<h1>${escapeHtml(DRIVE_CONSENT_TITLE)}</h1>
<p>Scope: <code>${escapeHtml(request.scope)}</code></p>
<form method="get" action="${DRIVE_OAUTH_PATHS.decision}">
${hidden('client_id', request.clientId)}${hidden('redirect_uri', request.redirectUri)}${hidden('response_type', 'token')}${hidden('scope', request.scope)}${hidden('state', request.state)}
<button type="submit" name="decision" value="allow">Allow</button>
<button type="submit" name="decision" value="cancel">Cancel</button>
</form>`,
  );
}

/** GET /o/oauth2/v2/auth/decision: redirects back with the token (Allow) or access_denied (Cancel). */
export function consentDecision(url: URL, accessToken: string): ConsentResponse {
  const request = readRequest(url);
  if (typeof request === 'string') return badRequest(request);
  const fragment = new URLSearchParams();
  if (url.searchParams.get('decision') === 'allow') {
    fragment.set('access_token', accessToken);
    fragment.set('token_type', 'Bearer');
    fragment.set('expires_in', '3600');
    fragment.set('scope', request.scope);
  } else {
    fragment.set('error', 'access_denied');
  }
  if (request.state) fragment.set('state', request.state);
  const target = new URL(request.redirectUri);
  target.hash = fragment.toString();
  return { kind: 'redirect', location: target.toString() };
}
