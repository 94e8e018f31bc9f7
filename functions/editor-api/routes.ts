/**
 * Every route the editor-api Lambda serves (contract entries with `lambda: 'editor-api'`, all caller
 * `owner`): each capability declares its own (functions/<capability>/routes.ts), given this Lambda's
 * owner-route factory (./owner-route.ts: the JWT or API key, the rate limit, the profile, THE authorization
 * rule) and what the Lambda knows of the caller that the capability asks for.
 */
import { roleMay } from '../../shared/domain/workspace';
import { accountRoutes } from '../account/routes';
import { analyticsRoutes } from '../analytics/routes';
import { apiKeyRoutes } from '../api-keys/routes';
import { billingRoutes } from '../billing/routes';
import { brandRoutes } from '../branding/routes';
import type { Route } from '../platform/http/route';
import { projectRoutes } from '../projects/routes';
import { teamRoutes } from '../team/routes';
import { webhookRoutes } from '../webhooks/routes';
import { workspaceRoutes } from '../workspaces/routes';
import type { EditorApiDeps } from './deps';
import { accessOf, actorOf, ownerRoute, planOf } from './owner-route';

export const editorApiRoutes: Route<EditorApiDeps>[] = [
  // Projects, videos, notes, notifications, the dashboard, the profile.
  ...projectRoutes(ownerRoute, { actorOf, authorOf: (caller) => caller.profile }),
  ...workspaceRoutes(ownerRoute, { accessOf, planOf }),
  ...analyticsRoutes(ownerRoute, { planOf }),
  ...billingRoutes(ownerRoute),
  ...accountRoutes(ownerRoute),
  // Invitations and members (Settings › Team; the seats are billing's).
  ...teamRoutes(ownerRoute, { accessOf }),
  // Settings › Webhooks, Settings › API, Settings › Branding.
  ...webhookRoutes(ownerRoute),
  ...apiKeyRoutes(ownerRoute, { planOf, actorOf }),
  ...brandRoutes(ownerRoute, {
    mayChangeBrand: (caller) => roleMay(accessOf(caller).member.role, 'manageBranding'),
  }),
];
