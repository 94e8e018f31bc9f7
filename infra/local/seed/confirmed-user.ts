/** A confirmed editor in the local user pool: SignUp (as the SPA does) then AdminConfirmSignUp. */
import {
  AdminConfirmSignUpCommand,
  AdminGetUserCommand,
  SignUpCommand,
  UsernameExistsException,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';

export interface ConfirmedUserInput {
  userPoolId: string;
  clientId: string;
  email: string;
  password: string;
  fullName?: string;
}

/** Creates and confirms the user; returns its `sub` (the user id in tokens). Idempotent for an existing user. */
export async function ensureConfirmedUser(
  cognito: CognitoIdentityProviderClient,
  input: ConfirmedUserInput,
): Promise<{ userId: string; created: boolean }> {
  let created = true;
  try {
    await cognito.send(
      new SignUpCommand({
        ClientId: input.clientId,
        Username: input.email,
        Password: input.password,
        UserAttributes: [
          { Name: 'email', Value: input.email },
          ...(input.fullName ? [{ Name: 'name', Value: input.fullName }] : []),
        ],
      }),
    );
  } catch (error) {
    if (!(error instanceof UsernameExistsException)) throw error;
    created = false;
  }
  const user = await cognito.send(
    new AdminGetUserCommand({ UserPoolId: input.userPoolId, Username: input.email }),
  );
  if (user.UserStatus !== 'CONFIRMED') {
    await cognito.send(
      new AdminConfirmSignUpCommand({ UserPoolId: input.userPoolId, Username: input.email }),
    );
  }
  const userId = user.UserAttributes?.find((a) => a.Name === 'sub')?.Value;
  if (!userId) throw new Error(`No sub for ${input.email}`);
  return { userId, created };
}
