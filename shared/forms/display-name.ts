/**
 * Settings › Display Name: trimmed, not empty ('Display name cannot be empty'), at most 100 characters — the
 * contract's update-profile body, so a limit or a message changes in one place.
 */
import { AVATAR_LIMITS, updateProfileBodySchema } from '../api/endpoints/profile';
import * as z from 'zod/mini';

export const DISPLAY_NAME_MAX_LENGTH = AVATAR_LIMITS.displayNameMax;

/** The whole Display Name form. */
export const displayNameFormSchema = z.pick(updateProfileBodySchema, { displayName: true });

export const displayNameSchema = displayNameFormSchema.shape.displayName;
