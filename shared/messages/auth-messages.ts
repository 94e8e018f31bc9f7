/** Login, register and forgot-password pages: labels, validation and provider error texts. */
import { COMMON_MESSAGES } from './common-messages';

export const AUTH_MESSAGES = {
  signIn: 'Sign In',
  continueWithGoogle: 'Continue with Google',
  forgotPasswordLink: 'Forgot your password?',
  signUpLink: 'Sign up',
  createAccount: 'Create Account',
  sendResetEmail: 'Send Reset Email',
  backToSignIn: 'Back to Sign In',
  fullNameLabel: 'Full Name',
  emailLabel: 'Email',
  passwordLabel: 'Password',
  confirmPasswordLabel: 'Confirm Password',

  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  fullNameRequired: 'Full name is required',
  fullNameTooShort: 'Full name must be at least 2 characters',
  confirmRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',

  invalidCredentials: 'Invalid email or password. Please try again.',
  emailNotConfirmed: 'Please check your email and click the confirmation link before signing in.',
  signInFailed: 'An error occurred during sign in',
  signInUnexpected: COMMON_MESSAGES.unexpectedTryAgain,
  googleFailed: 'Failed to sign in with Google',
  googleUnexpected: 'An unexpected error occurred with Google sign in.',
  alreadyRegistered: 'An account with this email already exists. Please sign in instead.',
  providerPasswordTooShort: 'Password must be at least 6 characters long.',
  registrationFailed: 'An error occurred during registration',
  resetFailed: 'An error occurred while sending reset email',

  accountCreated:
    'Account created successfully! Please check your email to confirm your account before signing in.',
  resetEmailSent: 'Password reset email sent! Please check your inbox and follow the instructions.',
} as const;

/** Provider error texts the spec maps (matched by substring). */
export const AUTH_PROVIDER_ERRORS = {
  invalidCredentials: 'Invalid login credentials',
  emailNotConfirmed: 'Email not confirmed',
  alreadyRegistered: 'User already registered',
  passwordTooShort: 'Password should be at least 6 characters',
} as const;
