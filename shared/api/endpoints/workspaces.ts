/**
 * Workspaces (`editor-api`, caller `owner`): the caller's workspaces, the current one with the caller's role
 * and what that role may do, and its members. The current workspace is named by the `x-cutroom-workspace`
 * header (shared/domain/workspace.ts, WORKSPACE_HEADER) on every owner request; without it, the caller's own.
 */
import * as z from 'zod/mini';
import { WORKSPACE_ACTIONS, WORKSPACE_ROLES, memberSchema, workspaceSchema } from '../../domain/workspace';
import { PLAN_LEVELS } from '../../domain/status-values';
import { defineEndpoint } from '../endpoint';

export const workspaceSummarySchema = z.object({
  workspace: workspaceSchema,
  /** The caller's role in it. */
  role: z.enum(WORKSPACE_ROLES),
});
export type WorkspaceSummaryView = z.infer<typeof workspaceSummarySchema>;

export const listMyWorkspaces = defineEndpoint({
  id: 'listMyWorkspaces',
  method: 'GET',
  path: '/api/workspaces',
  caller: 'owner',
  lambda: 'editor-api',
  action: 'self',
  response: z.object({ items: z.array(workspaceSummarySchema) }),
  summary: 'The workspaces the caller belongs to, with the caller’s role in each (the switcher).',
});

export const currentWorkspaceSchema = z.extend(workspaceSummarySchema, {
  /** Every action the caller's role may do here (the SPA shows only the controls these allow). */
  permissions: z.array(z.enum(WORKSPACE_ACTIONS)),
  /** The workspace's plan (it owns the plan and the subscription). */
  planLevel: z.enum(PLAN_LEVELS),
});
export type CurrentWorkspace = z.infer<typeof currentWorkspaceSchema>;

export const getCurrentWorkspace = defineEndpoint({
  id: 'getCurrentWorkspace',
  method: 'GET',
  path: '/api/workspace',
  caller: 'owner',
  lambda: 'editor-api',
  action: 'viewProjects',
  response: currentWorkspaceSchema,
  summary: 'The current workspace, the caller’s role in it and what that role may do.',
});

export const listWorkspaceMembers = defineEndpoint({
  id: 'listWorkspaceMembers',
  method: 'GET',
  path: '/api/workspace/members',
  caller: 'owner',
  lambda: 'editor-api',
  action: 'viewProjects',
  response: z.object({ items: z.array(memberSchema) }),
  summary: 'The members of the current workspace with their roles, by role then by joining.',
});

export const workspaceEndpoints = [listMyWorkspaces, getCurrentWorkspace, listWorkspaceMembers] as const;
