/** Forgot password: the e-mail only ('Email is required', 'Please enter a valid email'). */
import { z } from 'zod';
import { emailSchema } from './email';

export const forgotPasswordFormSchema = z.object({ email: emailSchema });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>;
