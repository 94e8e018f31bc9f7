/**
 * Footage links beyond Google Drive (Dropbox, OneDrive/SharePoint, Box, plain https): the import wizard asks
 * the server what a link leads to. The listing has the Drive listing's shape, each video with its source, the
 * link and the source's item reference, which the import selection sends back as they are.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { DRIVE_LIST_STATUSES, driveFileSchema } from './drive';
import { FOOTAGE_SOURCES } from '../../domain/footage/footage-source';

const footageSourceSchema = z.enum(FOOTAGE_SOURCES);
const linkSchema = z.string().check(z.minLength(1), z.maxLength(2048));
/** A path or item id inside a shared folder; '' for the link's own file. */
export const footageItemSchema = z.string().check(z.maxLength(1024));

/** Where an imported video comes from when it is not Google Drive (absent on Drive videos). */
export const footageOriginSchema = z.object({
  source: footageSourceSchema,
  link: linkSchema,
  item: footageItemSchema,
});
export type FootageOrigin = z.infer<typeof footageOriginSchema>;

export const footageFileSchema = z.extend(driveFileSchema, footageOriginSchema.shape);
export type FootageFile = z.infer<typeof footageFileSchema>;

export const footageListResultSchema = z.object({
  status: z.enum(DRIVE_LIST_STATUSES),
  videos: z.array(footageFileSchema),
  message: z.string(),
});
export type FootageListResult = z.infer<typeof footageListResultSchema>;

export const listFootageLink = defineEndpoint({
  id: 'listFootageLink',
  method: 'POST',
  path: '/api/footage/list',
  caller: 'owner',
  lambda: 'editor-api',
  action: 'changeProjects',
  body: z.object({ url: linkSchema }),
  response: footageListResultSchema,
  summary:
    'Lists the videos behind a Dropbox, OneDrive/SharePoint, Box or https link (Premium integrations: Pro).',
  plan: 'pro',
});

export const footageEndpoints = [listFootageLink] as const;
