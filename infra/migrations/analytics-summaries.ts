/**
 * `npm run backfill:analytics-summaries`: every project gets its Advanced analytics digest, worked out as the
 * event pipeline's consumer works it out (functions/analytics/store/digest-backfill.ts says how). Run it after
 * deploying the code whose consumer writes digests (projects a client acts on meanwhile are refreshed by the
 * consumer; the backfill never replaces a newer digest). Arguments: ./migration-cli.ts.
 */
import { backfillAnalyticsDigests } from '../../functions/analytics';
import { runMigration } from './migration-cli';

runMigration('analytics summaries', backfillAnalyticsDigests);
