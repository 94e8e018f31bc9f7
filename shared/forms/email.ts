/** The e-mail field shared by login, register, forgot password and contact: required, then a simple x@y.z shape. */
import { z } from 'zod';
import { AUTH_MESSAGES } from '../messages/auth-messages';

/** Simple x@y.z: something, '@', something, '.', something, without spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const EMAIL_MAX_LENGTH = 254;

export const emailSchema = z
  .string()
  .trim()
  .min(1, { error: AUTH_MESSAGES.emailRequired })
  .regex(EMAIL_PATTERN, { error: AUTH_MESSAGES.emailInvalid })
  .max(EMAIL_MAX_LENGTH, { error: AUTH_MESSAGES.emailInvalid });
