/** Signed-in editors for the editor API tests (real JWTs from the local user pool). */
import { signedInUser as signUpAndSignIn } from '../../../support/users';
import type { TestUser } from './fixtures';

export async function signedInUser(label: string, fullName = `Editor ${label}`): Promise<TestUser> {
  const user = await signUpAndSignIn({ fullName });
  return { userId: user.userId, email: user.email, token: user.tokens.idToken };
}
