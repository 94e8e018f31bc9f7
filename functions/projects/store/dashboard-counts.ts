/**
 * The workspace's dashboard counters: projects per status and the approved projects' summed time to
 * approval, kept on one item (`USER#<workspace>` / `DASHCOUNTS`) so the dashboard reads one item instead of
 * every project, and the same figures per member for the projects they created
 * (`USER#<workspace>` / `DASHCOUNTS#MEMBER#<member>`: the dashboard's 'mine', exact however many projects the
 * member has). Every write that creates a project or changes its status adds `statusCountsOps` (both items)
 * to its own transaction (the project update's condition on the status read makes a retried write fail whole, so a
 * counter never moves twice for one change). `seq` grows on every change: the one-time backfill writes its
 * recount only while `seq` is what it read before recounting, so no change is lost or counted twice.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Project } from '../../../shared/domain/entities';
import { PROJECT_STATUSES, type ProjectStatus } from '../../../shared/domain/status-values';
import type { DbPort } from '../../platform/db/db-port';
import { isConditionalCheckFailed } from '../../platform/db/db-errors';
import type { TxOp } from '../../platform/db/transact-write';
import { dashboardCountsKey, memberDashboardCountsKey } from '../../platform/db/keys';

export { dashboardCountsKey };

/** Items `statusCountsOps` adds to a transaction (the workspace's counters and its creator's). */
export const STATUS_COUNTS_OPS = 2;

/** Whose 'mine' a project counts in: its creator; a project from before workspaces, its workspace's account. */
const creatorOf = (project: Pick<Project, 'userId' | 'createdBy'>) => project.createdBy ?? project.userId;

/** The counters' item: the workspace's, or one member's. */
const countsKey = (workspaceId: string, memberId: string | undefined) =>
  memberId === undefined ? dashboardCountsKey(workspaceId) : memberDashboardCountsKey(workspaceId, memberId);

export interface DashboardCounts {
  readonly byStatus: Record<ProjectStatus, number>;
  /** Sum over approved projects of (lastStatusChangeAt - createdAt), in milliseconds. */
  readonly approvedMsSum: number;
}

const approvalMs = (p: Pick<Project, 'createdAt'>, at: string) => Date.parse(at) - Date.parse(p.createdAt);

/** The counter update of one project entering `to` from `project.status` (null: a new project). */
/**
 * A status change leaving `approved` subtracts the time to approval read with the project: the project
 * update must then also be conditioned on that `lastStatusChangeAt` (this clause and value), so the sum stays exact.
 */
export function leavingApprovedGuard(project: Pick<Project, 'status' | 'lastStatusChangeAt'>) {
  return project.status === 'approved'
    ? {
        condition: ' AND lastStatusChangeAt = :prevChange',
        values: { ':prevChange': project.lastStatusChangeAt },
      }
    : { condition: '', values: {} };
}

export function statusCountsOps(
  project: Pick<Project, 'userId' | 'createdBy' | 'createdAt' | 'lastStatusChangeAt'> & {
    status: ProjectStatus;
  },
  from: ProjectStatus | null,
  to: ProjectStatus,
  now: string,
): TxOp[] {
  const adds = new Map<string, number>([['seq', 1]]);
  const add = (name: string, by: number) => adds.set(name, (adds.get(name) ?? 0) + by);
  if (from !== null) add(`n_${from}`, -1);
  add(`n_${to}`, 1);
  if (from === 'approved') add('approvedMsSum', -approvalMs(project, project.lastStatusChangeAt));
  if (to === 'approved') add('approvedMsSum', approvalMs(project, now));
  const entries = [...adds.entries()].filter(([, by]) => by !== 0);
  return [
    dashboardCountsKey(project.userId),
    memberDashboardCountsKey(project.userId, creatorOf(project)),
  ].map((Key) => ({
    op: {
      Update: {
        Key,
        UpdateExpression: `ADD ${entries.map((_, i) => `#c${i} :c${i}`).join(', ')}`,
        ExpressionAttributeNames: Object.fromEntries(entries.map(([name], i) => [`#c${i}`, name])),
        ExpressionAttributeValues: Object.fromEntries(entries.map(([, by], i) => [`:c${i}`, by])),
      },
    },
  }));
}

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/**
 * The counters (of the workspace, or of one member's projects), or null while they have not been backfilled
 * (the caller recounts).
 */
export async function getDashboardCounts(
  db: DbPort,
  workspaceId: string,
  memberId?: string,
): Promise<DashboardCounts | null> {
  const out = await db.doc.send(
    new GetCommand({ TableName: db.tableName, Key: countsKey(workspaceId, memberId) }),
  );
  const item = out.Item;
  if (!item || item['complete'] !== true) return null;
  const byStatus = Object.fromEntries(PROJECT_STATUSES.map((s) => [s, num(item[`n_${s}`])])) as Record<
    ProjectStatus,
    number
  >;
  return { byStatus, approvedMsSum: num(item['approvedMsSum']) };
}

/** The counters of `projects` as a full recount gives them. */
export function recountDashboard(
  projects: readonly Pick<Project, 'status' | 'createdAt' | 'lastStatusChangeAt'>[],
): DashboardCounts {
  const byStatus: Record<ProjectStatus, number> = { active: 0, pending: 0, approved: 0, archived: 0 };
  let approvedMsSum = 0;
  for (const p of projects) {
    byStatus[p.status] += 1;
    if (p.status === 'approved') approvedMsSum += approvalMs(p, p.lastStatusChangeAt);
  }
  return { byStatus, approvedMsSum };
}

/**
 * One-time backfill of a workspace's counters (or of one member's: `memberId`) from a full recount;
 * idempotent (a complete item is left alone) and safe beside live writes (the recount is stored only if no
 * change landed meanwhile; else again). Answers true when it wrote the counters. A member's counters start
 * incomplete (the live writes ADD to an item without `complete`), so each member's first 'mine' dashboard
 * recounts the workspace's projects once.
 */
export async function backfillDashboardCounts(
  db: DbPort,
  workspaceId: string,
  listAll: (workspaceId: string) => Promise<readonly Project[]>,
  memberId?: string,
): Promise<boolean> {
  const key = countsKey(workspaceId, memberId);
  for (let attempt = 1; ; attempt++) {
    const before = await db.doc.send(
      new GetCommand({ TableName: db.tableName, Key: key, ConsistentRead: true }),
    );
    if (before.Item?.['complete'] === true) return false;
    const seq = before.Item ? num(before.Item['seq']) : null;
    const all = await listAll(workspaceId);
    const counts = recountDashboard(
      memberId === undefined ? all : all.filter((p) => creatorOf(p) === memberId),
    );
    try {
      await db.doc.send(
        new PutCommand({
          TableName: db.tableName,
          Item: {
            ...key,
            ...Object.fromEntries(PROJECT_STATUSES.map((s) => [`n_${s}`, counts.byStatus[s]])),
            approvedMsSum: counts.approvedMsSum,
            seq: seq ?? 0,
            complete: true,
          },
          ConditionExpression:
            seq === null ? 'attribute_not_exists(pk)' : 'seq = :seq AND attribute_not_exists(complete)',
          ...(seq === null ? {} : { ExpressionAttributeValues: { ':seq': seq } }),
        }),
      );
      return true;
    } catch (error) {
      if (!isConditionalCheckFailed(error) || attempt >= 5) throw error;
    }
  }
}
