/** The e-mail field shared by login, register, forgot password and contact: required, then a simple x@y.z shape. */
import { z } from 'zod/mini';
import { AUTH_MESSAGES } from '../messages/auth-messages';

/** Simple x@y.z: something, '@', something, '.', something, without spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const EMAIL_MAX_LENGTH = 254;

export const emailSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: AUTH_MESSAGES.emailRequired }),
    z.regex(EMAIL_PATTERN, { error: AUTH_MESSAGES.emailInvalid }),
    z.maxLength(EMAIL_MAX_LENGTH, { error: AUTH_MESSAGES.emailInvalid }),
  );
