/**
 * Notes as the owner handles them (`editor-api`, caller `owner`): toggle pending/completed, page through a
 * version's notes, and add the editor's own note (a point or a range, with an optional drawing on the frame).
 * The project status rule is re-applied after a change.
 */
import * as z from 'zod/mini';
import { noteSchema, projectSchema } from '../../domain/entities';
import { NOTE_STATUSES } from '../../domain/status-values';
import { defineEndpoint } from '../endpoint';
import { entityIdParam } from './projects';
import { batchIdSchema, notesCursorSchema, submittedNoteSchema } from './review';

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
export const versionNotesQuerySchema = z.strictObject({ cursor: z.optional(notesCursorSchema) });

export const versionNotesPageSchema = z.object({
  /** Newest first (as the project page lists them). */
  items: z.array(noteSchema),
  nextCursor: z.nullable(z.string()),
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

export const ownerNoteParams = z.object({ projectId: entityIdParam, videoId: entityIdParam });

/** The editor's own note: checked like a client's (body, frame, range, drawing); idempotent on `requestId`. */
export const addOwnerNoteBodySchema = z.extend(z.omit(submittedNoteSchema, { videoId: true }), {
  /** Made by the caller: sending the same request twice stores one note. */
  requestId: batchIdSchema,
});
export type AddOwnerNoteBody = z.infer<typeof addOwnerNoteBodySchema>;

export const addOwnerNoteResponseSchema = z.object({
  note: noteSchema,
  /** False when this request had been stored before (nothing new was written). */
  created: z.boolean(),
  project: projectSchema,
});
export type AddOwnerNoteResponse = z.infer<typeof addOwnerNoteResponseSchema>;

export const addOwnerNote = defineEndpoint({
  id: 'addOwnerNote',
  method: 'POST',
  path: '/api/projects/{projectId}/videos/{videoId}/notes',
  caller: 'owner',
  lambda: 'editor-api',
  params: ownerNoteParams,
  body: addOwnerNoteBodySchema,
  response: addOwnerNoteResponseSchema,
  summary:
    "The editor's own note on a version (point or range, optional drawing; idempotent by request id); the client sees it on the review page.",
});

export const noteEndpoints = [setNoteStatus, listVersionNotes, addOwnerNote] as const;
