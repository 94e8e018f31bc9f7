/**
 * A project's activity (`editor-api`, caller `owner`, read by every role that sees projects): who did what,
 * newest first, a page at a time (shared/domain/project-activity).
 */
import * as z from 'zod/mini';
import { ACTIVITY_PAGE_MAX, ACTIVITY_PAGE_SIZE, projectActivitySchema } from '../../domain/project-activity';
import { defineEndpoint } from '../endpoint';
import { entityIdParam } from './projects';

export const projectActivityQuerySchema = z.strictObject({
  cursor: z.optional(z.string().check(z.minLength(1), z.maxLength(2048))),
  limit: z._default(
    z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(ACTIVITY_PAGE_MAX))),
    ACTIVITY_PAGE_SIZE,
  ),
});

export const projectActivityPageSchema = z.object({
  /** Newest first. */
  items: z.array(projectActivitySchema),
  nextCursor: z.nullable(z.string()),
});
export type ProjectActivityPage = z.infer<typeof projectActivityPageSchema>;

export const listProjectActivity = defineEndpoint({
  id: 'listProjectActivity',
  method: 'GET',
  path: '/api/projects/{projectId}/activity',
  caller: 'owner',
  lambda: 'editor-api',
  action: 'viewProjects',
  params: z.object({ projectId: entityIdParam }),
  query: projectActivityQuerySchema,
  response: projectActivityPageSchema,
  summary: "A page of the project's activity (who did what), newest first.",
});

export const activityEndpoints = [listProjectActivity] as const;
