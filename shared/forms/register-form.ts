/**
 * Register: full name (required, at least 2 characters once trimmed), e-mail and password as for login,
 * and a confirmation (required, equal to the password).
 */
import { z } from 'zod';
import { AUTH_MESSAGES } from '../messages/auth-messages';
import { emailSchema } from './email';
import { passwordSchema } from './login-form';

export const FULL_NAME_MIN_LENGTH = 2;
export const FULL_NAME_MAX_LENGTH = 100;

export const fullNameSchema = z
  .string()
  .trim()
  .min(1, { error: AUTH_MESSAGES.fullNameRequired })
  .min(FULL_NAME_MIN_LENGTH, { error: AUTH_MESSAGES.fullNameTooShort })
  .max(FULL_NAME_MAX_LENGTH);

export const registerFormSchema = z
  .object({
    fullName: fullNameSchema,
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string().min(1, { error: AUTH_MESSAGES.confirmRequired }),
  })
  .refine((v) => v.confirmPassword === '' || v.password === v.confirmPassword, {
    error: AUTH_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
    when: (payload) => {
      const v = payload.value as { password?: unknown; confirmPassword?: unknown };
      return typeof v.password === 'string' && typeof v.confirmPassword === 'string';
    },
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;
