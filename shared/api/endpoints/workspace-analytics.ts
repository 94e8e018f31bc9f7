/**
 * The workspace's Advanced analytics (Pro): figures over time from each project's analytics digest
 * (shared/domain/workspace-analytics.ts). Apart from ./analytics.ts, whose viewing batch the review-api
 * Lambda carries: this answer's schema has no business in the client's Lambda.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';

const entityId = z.string().check(z.minLength(1), z.maxLength(64));
const count = z.int().check(z.nonnegative());
const duration = z.nullable(z.number().check(z.nonnegative()));

export const workspaceAnalyticsQuerySchema = z.object({
  /** The last 30, 90 or 365 days (default 90). */
  period: z.optional(z.enum(['30', '90', '365'])),
  /** One client's projects only (the project's client name, exactly). */
  client: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
});

const isoText = z.string().check(z.minLength(1));
const projectRef = { projectId: entityId, name: z.string(), client: z.string(), linkCreatedAt: isoText };

export const workspaceAnalyticsSchema = z.object({
  periodDays: z.union([z.literal(30), z.literal(90), z.literal(365)]),
  client: z.nullable(z.string()),
  clients: z.array(z.string()),
  medianTimeToApprovalMs: duration,
  medianRounds: z.nullable(z.number().check(z.nonnegative())),
  approvedCount: count,
  openCount: count,
  trend: z.array(
    z.object({
      month: z.string(),
      approvals: count,
      medianTimeToApprovalMs: duration,
      medianRounds: z.nullable(z.number().check(z.nonnegative())),
    }),
  ),
  approved: z.array(z.object({ ...projectRef, approvedAt: isoText, timeToApprovalMs: count, rounds: count })),
  slowestOpen: z.array(
    z.object({ ...projectRef, openForMs: count, firstFeedbackAt: z.nullable(isoText), rounds: count }),
  ),
  reviewers: z.array(
    z.object({ name: z.string(), notes: count, approvals: count, projects: count, lastSeenAt: isoText }),
  ),
});
export type WorkspaceAnalyticsAnswer = z.infer<typeof workspaceAnalyticsSchema>;

export const getWorkspaceAnalytics = defineEndpoint({
  id: 'getWorkspaceAnalytics',
  method: 'GET',
  path: '/api/workspace/analytics',
  caller: 'owner',
  lambda: 'editor-api',
  action: 'viewProjects',
  query: workspaceAnalyticsQuerySchema,
  response: workspaceAnalyticsSchema,
  summary:
    'Workspace-wide analytics (Pro): median time to approval and rounds with their monthly trend, the slowest open projects and the named reviewers, by period and client.',
});

export const workspaceAnalyticsEndpoints = [getWorkspaceAnalytics] as const;
