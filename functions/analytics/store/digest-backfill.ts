/**
 * `npm run backfill:analytics-summaries`: the projects' analytics digests (./digest-store.ts) exist only for
 * projects a client acted on since digests were introduced; this works the digest out for every other
 * project, with the very recomputation the event pipeline's consumer runs (`refreshProjectDigest`), so a
 * backfilled project reads on the Advanced analytics page exactly as one whose digest the consumer wrote.
 *
 * - Only projects without a digest are computed (one BatchGetItem of digest keys per Scan page): a digest
 *   the consumer keeps is current already, and a second run writes nothing.
 * - A digest read earlier never replaces a newer one: putDigest's condition on `readAt` keeps the newer
 *   picture when the consumer refreshes the same project during the backfill.
 * - Resumable, segmentable, with a dry run (platform/db/resumable-scan.ts).
 */
import type { DbPort } from '../../platform/db/db-port';
import { batchGetAll } from '../../platform/db/batch-get';
import { ENTITY_TYPES, keys } from '../../platform/db/keys';
import {
  itemsOfKind,
  resumableScan,
  type MigrationRunOptions,
  type ScanReport,
} from '../../platform/db/resumable-scan';
import { systemClock } from '../../platform/runtime/runtime-ports';
import { loadAggregate } from '../../projects';
import { refreshProjectDigest } from '../use-cases/workspace-analytics';
import { analyticsDigestStore } from './digest-store';

export type DigestBackfillReport = ScanReport<'computed' | 'present' | 'skipped'>;

export async function backfillAnalyticsDigests(
  db: DbPort,
  options: MigrationRunOptions = {},
): Promise<DigestBackfillReport> {
  const ports = {
    projects: { loadTree: (projectId: string) => loadAggregate(db, projectId) },
    analyticsDigests: analyticsDigestStore(db),
    clock: systemClock,
  };
  return resumableScan(
    db,
    {
      name: 'analytics-summaries',
      // computed: digests written (a dry run: to write); present: digests already there; skipped: the
      // project is gone since, or a refresh of the consumer overtook this run's read (its digest kept).
      counters: ['computed', 'present', 'skipped'] as const,
      filter: itemsOfKind(ENTITY_TYPES.project, keys.project('x').sk),
      async onPage(items, counts) {
        const projects = items.map((item) => ({
          id: String(item['id']),
          workspaceId: String(item['userId']),
        }));
        const present = new Set(
          (
            await batchGetAll(
              db,
              projects.map((p) => keys.analyticsDigest(p.workspaceId, p.id)),
              { ProjectionExpression: '#sk', ExpressionAttributeNames: { '#sk': 'sk' } },
            )
          ).map((item) => String(item['sk'])),
        );
        for (const project of projects) {
          if (present.has(keys.analyticsDigest(project.workspaceId, project.id).sk)) {
            counts.present += 1;
          } else if (options.dryRun) {
            counts.computed += 1;
          } else {
            const stored = await refreshProjectDigest(ports, {
              workspaceId: project.workspaceId,
              projectId: project.id,
            });
            counts[stored ? 'computed' : 'skipped'] += 1;
          }
        }
      },
    },
    options,
  );
}
