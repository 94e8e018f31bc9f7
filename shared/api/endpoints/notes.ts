/**
 * Reviewer notes as the owner handles them (`editor-api`, caller `owner`): toggle pending/completed. The
 * project status rule is re-applied after the change.
 */
import { z } from 'zod';
import { noteSchema, projectSchema } from '../../domain/entities';
import { NOTE_STATUSES } from '../../domain/status-values';
import { defineEndpoint } from '../endpoint';
import { entityIdParam } from './projects';

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

export const noteEndpoints = [setNoteStatus] as const;
