/**
 * Marker export (beyond the spec; owner routes of `editor-api`): the notes of a video version, or
 * of every current version of a project (one zip), as files editing tools import as markers: CSV, DaVinci
 * Resolve EDL, FCPXML 1.9, FCP7 xmeml, Avid marker text (shared/markers). The answer is the file itself,
 * streamed as a download (`Content-Type`, `Content-Disposition: attachment`). Archived projects still export
 * (read-only); another user's project answers 404.
 */
import * as z from 'zod/mini';
import { MARKER_FORMAT_IDS } from '../../markers/marker-format-ids';
import { markerOptionsSchema } from '../../markers/marker-source';
import { defineEndpoint } from '../endpoint';
import { fileDownloadSchema } from '../file-download';
import { entityIdParam } from './projects';

const formatSchema = z.enum(MARKER_FORMAT_IDS);

/** The options as a query string carries them ('true' / 'false'). */
const markerOptionsQuery = z.extend(markerOptionsSchema, {
  includeCompleted: z._default(z.stringbool(), true),
  colourByStatus: z._default(z.stringbool(), true),
});

export const exportVersionMarkersQuerySchema = z.extend(markerOptionsQuery, {
  format: formatSchema,
  /** A version of the video; its current version when absent. */
  versionId: z.optional(entityIdParam),
});

export const exportProjectMarkersQuerySchema = z.extend(markerOptionsQuery, {
  /** One format, or every format when absent. */
  format: z.optional(formatSchema),
});

export const exportVersionMarkers = defineEndpoint({
  id: 'exportVersionMarkers',
  method: 'GET',
  path: '/api/projects/{projectId}/videos/{videoId}/markers',
  caller: 'owner',
  lambda: 'editor-api',
  action: 'viewProjects',
  params: z.object({ projectId: entityIdParam, videoId: entityIdParam }),
  query: exportVersionMarkersQuerySchema,
  response: fileDownloadSchema,
  download: true,
  summary: "A video version's notes as a marker file ({project}_{video}_v{n}_notes.{ext}), as a download.",
});

export const exportProjectMarkers = defineEndpoint({
  id: 'exportProjectMarkers',
  method: 'GET',
  path: '/api/projects/{projectId}/markers',
  caller: 'owner',
  lambda: 'editor-api',
  action: 'viewProjects',
  params: z.object({ projectId: entityIdParam }),
  query: exportProjectMarkersQuerySchema,
  response: fileDownloadSchema,
  download: true,
  summary: "Every video's current version as marker files in one zip ({project}_notes.zip), as a download.",
});

export const markerEndpoints = [exportVersionMarkers, exportProjectMarkers] as const;
