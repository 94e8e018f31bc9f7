/**
 * Runtime configuration, fetched from /config.json before the first render so one build serves every
 * environment. Parsed once with zod; a bad file fails loudly with the list of what is wrong.
 */
import { z } from 'zod/mini';
import { PADDLE_ENVIRONMENTS } from '../../../shared/config/security-headers';

export const runtimeConfigSchema = z.object({
  /** Origin (or prefix) of the API; '' means same origin. Endpoint paths already start with /api. */
  apiBase: z._default(z.string(), ''),
  userPoolId: z.string().check(z.minLength(1)),
  userPoolClientId: z.string().check(z.minLength(1)),
  /** Local user pool (cognito-local) endpoint; absent in the cloud. */
  userPoolEndpoint: z.optional(z.url()),
  region: z.optional(z.string()),
  authFlowType: z._default(z.enum(['USER_PASSWORD_AUTH', 'USER_SRP_AUTH']), 'USER_SRP_AUTH'),
  /** Local mail page (the SES stand-in's inbox); linked from the sign-up confirmation step in local mode. */
  mailPageUrl: z.optional(z.url()),
  stage: z._default(z.string(), 'local'),
  /** Whether the user pool has Google configured as a federated identity provider. */
  googleSignIn: z._default(z.boolean(), false),
  /** Hosted UI domain for the Google redirect (cloud only). */
  oauthDomain: z.optional(z.string()),
  /**
   * OAuth 2.0 implicit grant for reading private Drive folders with the editor's own token (Connect Google
   * Drive). Google's endpoint in the cloud, the Drive stand-in's consent page locally; absent = not offered.
   */
  driveOAuth: z.optional(
    z.object({
      authUrl: z.url(),
      clientId: z.string().check(z.minLength(1)),
      scope: z.string().check(z.minLength(1)),
    }),
  ),
  /**
   * Paddle's overlay checkout (Paddle.js) in the cloud: the client-side token (public) and the environment.
   * Absent locally: checkout opens the stand-in's page (the checkout's URL).
   */
  paddle: z.optional(
    z.object({ clientToken: z.string().check(z.minLength(1)), environment: z.enum(PADDLE_ENVIRONMENTS) }),
  ),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const parsed = runtimeConfigSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
      .join('; ');
    throw new RuntimeConfigError(`Invalid /config.json: ${problems}`);
  }
  return parsed.data;
}

export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new RuntimeConfigError(`Could not load /config.json (HTTP ${response.status})`);
  return parseRuntimeConfig(await response.json());
}

let current: RuntimeConfig | null = null;

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

/** The config when it has been loaded (or set), else null. */
export function peekRuntimeConfig(): RuntimeConfig | null {
  return current;
}

/** The loaded config; main.tsx sets it before rendering, so reading it in components is safe. */
export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new RuntimeConfigError('Runtime config read before it was loaded');
  return current;
}
