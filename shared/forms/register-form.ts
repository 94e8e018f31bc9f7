/**
 * Register: full name (required, at least 2 characters once trimmed), e-mail and password as for login,
 * and a confirmation (required, equal to the password).
 */
import * as z from 'zod/mini';
import { AUTH_MESSAGES } from '../messages/auth-messages';
import { emailSchema } from './email';
import { passwordSchema } from './login-form';

export const FULL_NAME_MIN_LENGTH = 2;
export const FULL_NAME_MAX_LENGTH = 100;

export const fullNameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: AUTH_MESSAGES.fullNameRequired }),
    z.minLength(FULL_NAME_MIN_LENGTH, { error: AUTH_MESSAGES.fullNameTooShort }),
    z.maxLength(FULL_NAME_MAX_LENGTH),
  );

export const registerFormSchema = z
  .object({
    fullName: fullNameSchema,
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string().check(z.minLength(1, { error: AUTH_MESSAGES.confirmRequired })),
  })
  .check(
    z.refine((v) => v.confirmPassword === '' || v.password === v.confirmPassword, {
      error: AUTH_MESSAGES.passwordsDoNotMatch,
      path: ['confirmPassword'],
      when: (payload) => {
        const v = payload.value as { password?: unknown; confirmPassword?: unknown };
        return typeof v.password === 'string' && typeof v.confirmPassword === 'string';
      },
    }),
  );
export type RegisterForm = z.infer<typeof registerFormSchema>;
