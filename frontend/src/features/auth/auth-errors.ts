/** Maps Amplify/Cognito failures to the spec's sign-in, sign-up and reset texts. */
import { AUTH_MESSAGES } from '../../../../shared/messages/auth-messages';

function nameAndMessage(error: unknown): { name: string; message: string } {
  if (error instanceof Error) return { name: error.name, message: error.message };
  return { name: '', message: '' };
}

export function isUserNotConfirmed(error: unknown): boolean {
  return nameAndMessage(error).name === 'UserNotConfirmedException';
}

export function signInErrorMessage(error: unknown): string {
  const { name, message } = nameAndMessage(error);
  if (!name && !message) return AUTH_MESSAGES.signInUnexpected;
  if (
    name === 'NotAuthorizedException' ||
    name === 'UserNotFoundException' ||
    // The local user pool (cognito-local) answers a wrong password with InvalidPasswordException.
    (name === 'InvalidPasswordException' && message === 'Invalid password') ||
    message.includes('Invalid login credentials')
  ) {
    return AUTH_MESSAGES.invalidCredentials;
  }
  if (name === 'UserNotConfirmedException' || message.includes('Email not confirmed'))
    return AUTH_MESSAGES.emailNotConfirmed;
  return message || AUTH_MESSAGES.signInFailed;
}

export function signUpErrorMessage(error: unknown): string {
  const { name, message } = nameAndMessage(error);
  if (name === 'UsernameExistsException' || message.includes('User already registered'))
    return AUTH_MESSAGES.alreadyRegistered;
  if (message.includes('Password should be at least 6 characters'))
    return AUTH_MESSAGES.providerPasswordTooShort;
  return message || AUTH_MESSAGES.registrationFailed;
}

export function resetErrorMessage(error: unknown): string {
  const { message } = nameAndMessage(error);
  return message || AUTH_MESSAGES.resetFailed;
}
