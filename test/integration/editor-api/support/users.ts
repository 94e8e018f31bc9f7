/** Signed-in editors for the editor API tests (real JWTs from the local user pool). */
import type { PlanLevel } from '../../../../shared/domain/status-values';
import { signedInUser as signUpAndSignIn } from '../../../support/users';
import { ensureProfileOf, setPlanOf, type TestUser } from './fixtures';

export async function signedInUser(label: string, fullName = `Editor ${label}`): Promise<TestUser> {
  return testUserOf(await signUpAndSignIn({ fullName }));
}

/** A new signed-in editor whose stored profile is on `plan` (set in the table). */
export async function signedInOnPlan(label: string, plan: PlanLevel, fullName?: string): Promise<TestUser> {
  const user = await signedInUser(label, fullName);
  // setPlanOf ensures the profile first.
  await setPlanOf(user, plan);
  return user;
}

/** The fixtures' view of a signed-in user: who they are and their ID token. */
export function testUserOf(user: { userId: string; email: string; tokens: { idToken: string } }): TestUser {
  return { userId: user.userId, email: user.email, token: user.tokens.idToken };
}

/**
 * A new signed-in Owner with a stored profile (on `plan`, set in the table, when given): the signed-in user
 * (password and tokens, for the login page) and, as `test`, the fixtures' view of them.
 */
export async function ownerWithProfile(fullName: string, plan?: PlanLevel) {
  const user = await signUpAndSignIn({ fullName });
  const test = testUserOf(user);
  await ensureProfileOf(test);
  if (plan) await setPlanOf(test, plan);
  return { ...user, test };
}
