/** Login: e-mail (required, x@y.z) and password (required, at least 6 characters). */
import * as z from 'zod/mini';
import { AUTH_MESSAGES } from '../messages/auth-messages';
import { emailSchema } from './email';

export const PASSWORD_MIN_LENGTH = 6;

/** The sign-in/sign-up password: required, at least 6 characters (not trimmed). */
export const passwordSchema = z
  .string()
  .check(
    z.minLength(1, { error: AUTH_MESSAGES.passwordRequired }),
    z.minLength(PASSWORD_MIN_LENGTH, { error: AUTH_MESSAGES.passwordTooShort }),
  );

export const loginFormSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
});
export type LoginForm = z.infer<typeof loginFormSchema>;
