/** A page of a project's activity (./activity-repository.ts holds its keys and writes), newest first. */
import { ACTIVITY_PAGE_MAX, projectActivitySchema } from '../../../shared/domain/project-activity';
import type { ProjectActivity } from '../../../shared/domain/project-activity';
import { decodeCursor, encodeCursor } from '../../platform/db/cursor';
import type { DbPort } from '../../platform/db/db-port';
import { queryPage } from '../../platform/db/query-pages';
import { activityKeys } from './activity-repository';

export async function listProjectActivity(
  db: DbPort,
  input: { projectId: string; limit: number; cursor?: string | undefined },
): Promise<{ items: ProjectActivity[]; nextCursor: string | null }> {
  const pk = activityKeys.pk(input.projectId);
  const limit = Math.min(Math.max(1, Math.trunc(input.limit)), ACTIVITY_PAGE_MAX);
  const page = await queryPage(
    db,
    {
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk },
      ScanIndexForward: false,
    },
    { limit, startKey: decodeCursor(input.cursor, 'pk', pk), keyAttributes: ['pk', 'sk'] },
  );
  return {
    items: page.items.map((item) => projectActivitySchema.parse(item['entry'])),
    nextCursor: encodeCursor(page.lastKey),
  };
}
