/**
 * The digests Lambda: EventBridge Scheduler fires it every hour (shared/config/schedules.ts; the local
 * schedule runner fires the same handler). One editor's failure is logged and the others go on; a failure of
 * the whole run is thrown, so the scheduler's retry policy runs it again — the claims make that retry send
 * nothing twice.
 */
import type { Context, ScheduledEvent } from 'aws-lambda';
import { withRequestContext } from '../platform/runtime/request-context';
import { sendDigests, type DigestPorts, type DigestRunSummary } from '../notify';
import { digestsDeps } from './deps';

export function makeDigestsHandler(deps: () => DigestPorts | Promise<DigestPorts>) {
  return async (_event?: ScheduledEvent, context?: Context): Promise<DigestRunSummary> =>
    withRequestContext({ requestId: context?.awsRequestId ?? 'local', caller: 'worker' }, async () =>
      sendDigests(await deps()),
    );
}

export const handler = makeDigestsHandler(digestsDeps);
