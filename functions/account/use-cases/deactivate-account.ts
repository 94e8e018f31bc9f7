/**
 * Deactivate / Reactivate Account (Settings › Danger Zone). Deactivation is enforced by the data layer:
 * the profile and every share item of the user are marked in one transaction, so the review links answer
 * 'Review link not found' (admitShareToken) and owner alerts send no mail (ownerContact). Nothing is
 * deleted; reactivating removes the marks the same way.
 */
import { setAccountDeactivated } from '../store/account-repository';
import type { DeleteAccountDeps } from '../ports';

export type AccountActivityDeps = Pick<DeleteAccountDeps, 'db' | 'clock'>;

export interface AccountActivity {
  deactivatedAt: string | null;
}

export async function deactivateAccount(
  deps: AccountActivityDeps,
  input: { userId: string },
): Promise<AccountActivity> {
  const profile = await setAccountDeactivated(deps.db, input.userId, deps.clock.now().toISOString());
  return { deactivatedAt: profile.deactivatedAt ?? null };
}

export async function reactivateAccount(
  deps: AccountActivityDeps,
  input: { userId: string },
): Promise<AccountActivity> {
  const profile = await setAccountDeactivated(deps.db, input.userId, null);
  return { deactivatedAt: profile.deactivatedAt ?? null };
}
