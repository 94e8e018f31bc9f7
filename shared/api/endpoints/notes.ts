/**
 * Reviewer notes as the owner handles them (`editor-api`, caller `owner`): toggle pending/completed. The
 * project status rule is re-applied after the change.
 */
import { z } from 'zod';
import { noteSchema, projectSchema } from '../../domain/entities';
import { NOTE_STATUSES } from '../../domain/status-values';
import { defineEndpoint } from '../endpoint';
import { entityIdParam } from './projects';
import { notesCursorSchema } from './review';

export const noteIdParams = z.object({ projectId: entityIdParam, noteId: entityIdParam });

export const setNoteStatusBodySchema = z.object({ status: z.enum(NOTE_STATUSES) });

export const noteChangeResponseSchema = z.object({ note: noteSchema, project: projectSchema });
export type NoteChangeResponse = z.infer<typeof noteChangeResponseSchema>;

export const setNoteStatus = defineEndpoint({
  id: 'setNoteStatus',
  method: 'PUT',
  path: '/api/projects/{projectId}/notes/{noteId}/status',
  caller: 'owner',
  lambda: 'editor-api',
  params: noteIdParams,
  body: setNoteStatusBodySchema,
  response: noteChangeResponseSchema,
  summary: 'Marks a note pending or completed; re-applies the project status rule.',
});

export const versionNotesParams = z.object({ projectId: entityIdParam, versionId: entityIdParam });
export const versionNotesQuerySchema = z.strictObject({ cursor: notesCursorSchema.optional() });

export const versionNotesPageSchema = z.object({
  /** Newest first (as the project page lists them). */
  items: z.array(noteSchema),
  nextCursor: z.string().nullable(),
});
export type VersionNotesPage = z.infer<typeof versionNotesPageSchema>;

export const listVersionNotes = defineEndpoint({
  id: 'listVersionNotes',
  method: 'GET',
  path: '/api/projects/{projectId}/versions/{versionId}/notes',
  caller: 'owner',
  lambda: 'editor-api',
  params: versionNotesParams,
  query: versionNotesQuerySchema,
  response: versionNotesPageSchema,
  summary: "A page of a version's notes, newest first, after the project answer's first page.",
});

export const noteEndpoints = [setNoteStatus, listVersionNotes] as const;
