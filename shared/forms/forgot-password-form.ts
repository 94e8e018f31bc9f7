/** Forgot password: the e-mail only ('Email is required', 'Please enter a valid email'). */
import * as z from 'zod/mini';
import { AUTH_FLOW_MESSAGES } from '../messages/editor-app-messages';
import { emailSchema } from './email';
import { passwordSchema } from './login-form';

export const forgotPasswordFormSchema = z.object({ email: emailSchema });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>;

/** The second step: the code from the e-mail (required, trimmed) and the new password (as for sign-up). */
export const resetPasswordFormSchema = z.object({
  code: z.string().check(z.trim(), z.minLength(1, { error: AUTH_FLOW_MESSAGES.codeRequired })),
  newPassword: passwordSchema,
});
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;
