/**
 * A project's activity (shared/domain/project-activity): one item per change, `ACTIVITY#<projectId>` /
 * `<entry id>` — its own partition, so the project page's one Query on `PROJECT#<pid>` never reads it,
 * and the panel pages it newest first by the time-ordered id. Every entry is a Put in the transaction of
 * the change it records (activityOps), written only if absent; the panel's read is ./activity-page.ts (apart,
 * so the review Lambda, which writes clients' entries, carries no read).
 *
 * | item | pk | sk | written by |
 * |---|---|---|---|
 * | activity entry | `ACTIVITY#<projectId>` | `<entryId>` (ulid) | the change's transaction, `activityOps` / `activityOfEvents` |
 */
import type { DomainEvent } from '../../../shared/domain/domain-events';
import type { ProjectActivity } from '../../../shared/domain/project-activity';
import type { TxOp } from '../../platform/db/transact-write';
import { putNew } from '../../platform/db/tx-ops';

export const ACTIVITY_ENTITY = 'project_activity';

export const activityKeys = {
  pk: (projectId: string) => `ACTIVITY#${projectId}`,
  entry: (projectId: string, entryId: string) => ({ pk: `ACTIVITY#${projectId}`, sk: entryId }),
};

/** The stored item of one entry (for a writer whose transaction is not built from TxOps: the viewing store). */
export function activityItem(entry: ProjectActivity): Record<string, unknown> {
  return {
    ...activityKeys.entry(entry.projectId, entry.id),
    entity: ACTIVITY_ENTITY,
    // Typed by its writer; the read checks it (listProjectActivity), so the review Lambda carries no parse.
    entry,
  };
}

/** The Puts of the entries given, to add to the change's transaction (a retried one cannot add them twice). */
export function activityOps(entries: readonly ProjectActivity[] | undefined): TxOp[] {
  return (entries ?? []).map((entry) => putNew(activityItem(entry)));
}

/** The client's actions among the events, by the kind of activity they are. */
const CLIENT_ACTIVITY = {
  notes_submitted: 'notes_submitted',
  video_approved: 'video_approved',
  project_approved: 'project_approved',
} as const;

/**
 * The entries of a client's actions, from the domain events their change writes anyway (the entry takes
 * the event's id): notes left, a video approved, the project approved. Other events record no activity.
 */
export function activityOfEvents(events: readonly DomainEvent[] | undefined): ProjectActivity[] {
  return (events ?? []).flatMap((event): ProjectActivity[] => {
    if (!(event.type in CLIENT_ACTIVITY)) return [];
    const entry: ProjectActivity = {
      id: event.id,
      at: event.at,
      projectId: 'projectId' in event ? event.projectId : '',
      kind: CLIENT_ACTIVITY[event.type as keyof typeof CLIENT_ACTIVITY],
      actor: { kind: 'client', name: 'reviewer' in event ? event.reviewer : '' },
    };
    if (event.type === 'video_approved') {
      return [{ ...entry, videoTitle: event.videoTitle, versionNumber: event.versionNumber }];
    }
    if (event.type === 'notes_submitted') {
      const titles = new Set(event.notes.map((n) => n.videoTitle));
      const [only] = titles;
      return [
        {
          ...entry,
          noteCount: event.notes.length,
          ...(titles.size === 1 && only ? { videoTitle: only } : {}),
        },
      ];
    }
    return [entry];
  });
}
