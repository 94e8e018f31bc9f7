/**
 * Change password (Settings › Security): current password required; new password at least 8 characters;
 * new and confirm must match. The mismatch is checked first, as the spec lists it.
 */
import * as z from 'zod/mini';
import { SETTINGS_MESSAGES } from '../messages/settings-messages';

export const NEW_PASSWORD_MIN_LENGTH = 8;

export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().check(z.minLength(1, { error: SETTINGS_MESSAGES.currentPasswordRequired })),
    newPassword: z.string(),
    confirmNewPassword: z.string(),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.newPassword !== v.confirmNewPassword) {
        ctx.addIssue({
          code: 'custom',
          message: SETTINGS_MESSAGES.newPasswordsDoNotMatch,
          path: ['confirmNewPassword'],
        });
        return;
      }
      if (v.newPassword.length < NEW_PASSWORD_MIN_LENGTH) {
        ctx.addIssue({
          code: 'custom',
          message: SETTINGS_MESSAGES.newPasswordTooShort,
          path: ['newPassword'],
        });
      }
    }),
  );
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;
