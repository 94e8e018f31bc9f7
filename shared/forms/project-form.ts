/**
 * Project creation and rename: project name and client display name are required and trimmed
 * ('Please fill in all required fields'); creation needs at least one selected video
 * ('Please select at least one video').
 */
import * as z from 'zod/mini';
import { EDITOR_LIMITS, createProjectBodySchema } from '../api/endpoints/projects';
import { IMPORT_MESSAGES } from '../messages/import-messages';

export const PROJECT_NAME_MAX_LENGTH = EDITOR_LIMITS.nameMax;
export const CLIENT_NAME_MAX_LENGTH = EDITOR_LIMITS.nameMax;

/**
 * The name fields of step 3 (and of the rename form): the contract's create-project body (the rename body
 * has the same two fields), so a limit or a message changes in one place.
 */
export const projectDetailsSchema = z.pick(createProjectBodySchema, { name: true, clientDisplayName: true });
export type ProjectDetails = z.infer<typeof projectDetailsSchema>;

export const projectNameSchema = projectDetailsSchema.shape.name;
export const clientDisplayNameSchema = projectDetailsSchema.shape.clientDisplayName;

/** A selection of videos (of any item schema) that must hold at least one. */
export function selectedVideosSchema<T extends z.ZodMiniType>(item: T) {
  return z.array(item).check(z.minLength(1, { error: IMPORT_MESSAGES.selectAtLeastOneVideo }));
}

/** Step 3's Create Project button is disabled while either field is blank. */
export function canSubmitProjectDetails(name: string, clientDisplayName: string): boolean {
  return name.trim() !== '' && clientDisplayName.trim() !== '';
}
