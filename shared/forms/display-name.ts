/** Settings › Display Name: trimmed, not empty ('Display name cannot be empty'), at most 100 characters. */
import { z } from 'zod';
import { SETTINGS_MESSAGES } from '../messages/settings-messages';

export const DISPLAY_NAME_MAX_LENGTH = 100;

export const displayNameSchema = z
  .string()
  .trim()
  .min(1, { error: SETTINGS_MESSAGES.displayNameEmpty })
  .max(DISPLAY_NAME_MAX_LENGTH);
