/**
 * The Amplify Auth calls only the sign-in, sign-up and password pages make (SRP, sign-up, reset, Google
 * redirect). Loaded on demand by amplify-auth.ts, so the session check on editor pages does not download them.
 */
import {
  confirmResetPassword,
  confirmSignUp,
  resendSignUpCode,
  resetPassword,
  signIn,
  signInWithRedirect,
  signUp,
  updatePassword,
} from 'aws-amplify/auth';

export type SignInOutcome =
  { kind: 'signedIn' } | { kind: 'confirmSignUp' } | { kind: 'other'; step: string };

export async function signInWithPassword(
  email: string,
  password: string,
  authFlowType: 'USER_PASSWORD_AUTH' | 'USER_SRP_AUTH',
): Promise<SignInOutcome> {
  const result = await signIn({ username: email, password, options: { authFlowType } });
  if (result.isSignedIn) return { kind: 'signedIn' };
  if (result.nextStep.signInStep === 'CONFIRM_SIGN_UP') return { kind: 'confirmSignUp' };
  return { kind: 'other', step: result.nextStep.signInStep };
}

export async function registerAccount(
  fullName: string,
  email: string,
  password: string,
): Promise<{ needsConfirmation: boolean }> {
  const result = await signUp({
    username: email,
    password,
    options: { userAttributes: { email, name: fullName } },
  });
  return { needsConfirmation: result.nextStep.signUpStep === 'CONFIRM_SIGN_UP' };
}

export async function confirmRegistration(email: string, code: string): Promise<void> {
  await confirmSignUp({ username: email, confirmationCode: code });
}

export async function resendRegistrationCode(email: string): Promise<void> {
  await resendSignUpCode({ username: email });
}

export async function sendPasswordResetCode(email: string): Promise<void> {
  await resetPassword({ username: email });
}

export async function setNewPassword(email: string, code: string, newPassword: string): Promise<void> {
  await confirmResetPassword({ username: email, confirmationCode: code, newPassword });
}

export async function signInWithGoogle(): Promise<void> {
  await signInWithRedirect({ provider: 'Google' });
}

/** Settings › Security: changes the password in the user pool (ChangePassword with the current one). */
export async function changePassword(oldPassword: string, newPassword: string): Promise<void> {
  await updatePassword({ oldPassword, newPassword });
}
