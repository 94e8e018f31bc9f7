/**
 * The user-pool calls account deletion needs: check a password again (ADMIN_USER_PASSWORD_AUTH, a
 * server-side flow: the browser-facing client keeps SRP only) and delete the user (AdminGetUser first, so
 * only the deleted account's own user goes).
 */
import {
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminInitiateAuthCommand,
  UserNotFoundException,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';

export interface UserPoolAdmin {
  /** True when the password is the user's current one. */
  passwordMatches(email: string, password: string): Promise<boolean>;
  /**
   * Deletes the user of this e-mail when it is still the account `userId` (its `sub`); a user already gone,
   * or one who signed up again with the address (a new `sub`), is left alone: the job may run again later.
   */
  deleteUser(email: string, userId: string): Promise<void>;
}

const WRONG_PASSWORD = new Set([
  'NotAuthorizedException',
  'InvalidPasswordException',
  'UserNotFoundException',
]);

export function cognitoUserPoolAdmin(
  cognito: CognitoIdentityProviderClient,
  pool: { userPoolId: string; clientId: string },
): UserPoolAdmin {
  return {
    async passwordMatches(email, password) {
      try {
        const out = await cognito.send(
          new AdminInitiateAuthCommand({
            UserPoolId: pool.userPoolId,
            ClientId: pool.clientId,
            AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
            AuthParameters: { USERNAME: email, PASSWORD: password },
          }),
        );
        return Boolean(out.AuthenticationResult || out.ChallengeName);
      } catch (error) {
        if (error instanceof Error && WRONG_PASSWORD.has(error.name)) return false;
        throw error;
      }
    },
    async deleteUser(email, userId) {
      try {
        const user = await cognito.send(
          new AdminGetUserCommand({ UserPoolId: pool.userPoolId, Username: email }),
        );
        const sub = user.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value;
        if (sub !== userId) return;
        await cognito.send(new AdminDeleteUserCommand({ UserPoolId: pool.userPoolId, Username: email }));
      } catch (error) {
        if (
          error instanceof UserNotFoundException ||
          (error instanceof Error && error.name === 'UserNotFoundException')
        )
          return;
        throw error;
      }
    },
  };
}
