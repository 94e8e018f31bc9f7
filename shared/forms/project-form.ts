/**
 * Project creation and rename: project name and client display name are required and trimmed
 * ('Please fill in all required fields'); creation needs at least one selected video
 * ('Please select at least one video').
 */
import { z } from 'zod';
import { IMPORT_MESSAGES } from '../messages/import-messages';

export const PROJECT_NAME_MAX_LENGTH = 200;
export const CLIENT_NAME_MAX_LENGTH = 200;

export const projectNameSchema = z
  .string()
  .trim()
  .min(1, { error: IMPORT_MESSAGES.requiredFields })
  .max(PROJECT_NAME_MAX_LENGTH);

export const clientDisplayNameSchema = z
  .string()
  .trim()
  .min(1, { error: IMPORT_MESSAGES.requiredFields })
  .max(CLIENT_NAME_MAX_LENGTH);

/** The name fields of step 3 (and of the rename form). */
export const projectDetailsSchema = z.object({
  name: projectNameSchema,
  clientDisplayName: clientDisplayNameSchema,
});
export type ProjectDetails = z.infer<typeof projectDetailsSchema>;

/** A selection of videos (of any item schema) that must hold at least one. */
export function selectedVideosSchema<T extends z.ZodType>(item: T) {
  return z.array(item).min(1, { error: IMPORT_MESSAGES.selectAtLeastOneVideo });
}

/** Step 3's Create Project button is disabled while either field is blank. */
export function canSubmitProjectDetails(name: string, clientDisplayName: string): boolean {
  return name.trim() !== '' && clientDisplayName.trim() !== '';
}
