/**
 * The admin role: membership of this user-pool group (Cognito `cognito:groups` claim of the ID token).
 * The SPA only uses it for display ('Go to Dashboard' on Home, no redirect from About); the server never
 * trusts a role sent by a client and grants nothing on it.
 */
export const ADMIN_GROUP = 'admin';

/** True when the token's `cognito:groups` claim names the admin group. */
export function isAdminFromGroups(groups: unknown): boolean {
  return Array.isArray(groups) && groups.includes(ADMIN_GROUP);
}
