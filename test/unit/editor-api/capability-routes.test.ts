/**
 * One registration style: a capability declares its owner routes in its own folder
 * (functions/<capability>/routes.ts, handed the serving Lambda's owner-route factory), and editor-api's
 * routes.ts only composes them.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { endpoints as contract } from '../../../shared/api/contract';
import type { Endpoint } from '../../../shared/api/endpoint';
import { accountEndpoints } from '../../../shared/api/endpoints/account';
import { activityEndpoints } from '../../../shared/api/endpoints/activity';
import { analyticsEndpoints } from '../../../shared/api/endpoints/analytics';
import { apiKeyEndpoints } from '../../../shared/api/endpoints/api-keys';
import { billingEndpoints } from '../../../shared/api/endpoints/billing';
import { brandEndpoints } from '../../../shared/api/endpoints/brand';
import { dashboardEndpoints } from '../../../shared/api/endpoints/dashboard';
import { followEndpoints } from '../../../shared/api/endpoints/follow';
import { footageEndpoints } from '../../../shared/api/endpoints/footage';
import { markerEndpoints } from '../../../shared/api/endpoints/markers';
import { noteEndpoints } from '../../../shared/api/endpoints/notes';
import { notificationEndpoints } from '../../../shared/api/endpoints/notifications';
import { profileEndpoints } from '../../../shared/api/endpoints/profile';
import { projectEndpoints } from '../../../shared/api/endpoints/projects';
import { replyEndpoints } from '../../../shared/api/endpoints/replies';
import { reviewHostEndpoints } from '../../../shared/api/endpoints/review-host';
import { changeSeats, previewSeatChange, teamEndpoints } from '../../../shared/api/endpoints/team';
import { videoEndpoints } from '../../../shared/api/endpoints/videos';
import { webhookEndpoints } from '../../../shared/api/endpoints/webhooks';
import { workspaceAnalyticsEndpoints } from '../../../shared/api/endpoints/workspace-analytics';
import { workspaceEndpoints } from '../../../shared/api/endpoints/workspaces';
import { accountRoutes } from '../../../functions/account/routes';
import { analyticsRoutes } from '../../../functions/analytics/routes';
import { apiKeyRoutes } from '../../../functions/api-keys/routes';
import { billingRoutes } from '../../../functions/billing/routes';
import { brandRoutes } from '../../../functions/branding/routes';
import { projectRoutes } from '../../../functions/projects/routes';
import { teamRoutes } from '../../../functions/team/routes';
import { webhookRoutes } from '../../../functions/webhooks/routes';
import { workspaceRoutes } from '../../../functions/workspaces/routes';
import { editorApiRoutes } from '../../../functions/editor-api/routes';
import { route } from '../../../functions/platform/http/route';
import type { OwnerRouteFactory } from '../../../functions/platform/http/owner-route';

// A factory that only records which endpoints a capability declares.
const recording: OwnerRouteFactory<never, never> = (endpoint) =>
  route(endpoint, () => Promise.reject(new Error('not called')));
const notCalled = (): never => {
  throw new Error('not called');
};
const ids = (list: readonly { endpoint: Endpoint }[] | readonly Endpoint[]) =>
  list.map((item) => ('endpoint' in item ? item.endpoint.id : item.id)).sort();
const servedByEditorApi = (list: readonly Endpoint[]) => list.filter((e) => e.lambda === 'editor-api');
const seatEndpoints: readonly Endpoint[] = [previewSeatChange, changeSeats];

// Each capability's routes module, what it declares, and the contract entries it serves.
const capabilities = [
  [
    'projects',
    projectRoutes(recording, { actorOf: notCalled, authorOf: notCalled }),
    servedByEditorApi([
      ...projectEndpoints,
      ...videoEndpoints,
      ...noteEndpoints,
      ...replyEndpoints,
      ...notificationEndpoints,
      ...activityEndpoints,
      ...dashboardEndpoints,
      ...markerEndpoints,
      ...footageEndpoints,
      ...profileEndpoints,
    ]),
  ],
  [
    'workspaces',
    workspaceRoutes(recording, { accessOf: notCalled, planOf: notCalled }),
    [...workspaceEndpoints, ...followEndpoints],
  ],
  [
    'analytics',
    analyticsRoutes(recording, { planOf: notCalled }),
    servedByEditorApi([...analyticsEndpoints, ...workspaceAnalyticsEndpoints]),
  ],
  ['billing', billingRoutes(recording), [...servedByEditorApi(billingEndpoints), ...seatEndpoints]],
  ['account', accountRoutes(recording), accountEndpoints],
  [
    'team',
    teamRoutes(recording, { accessOf: notCalled }),
    servedByEditorApi(teamEndpoints).filter((e) => !seatEndpoints.includes(e)),
  ],
  ['webhooks', webhookRoutes(recording), webhookEndpoints],
  [
    'api-keys',
    apiKeyRoutes(recording, { planOf: notCalled, actorOf: notCalled }),
    servedByEditorApi(apiKeyEndpoints),
  ],
  [
    'branding',
    brandRoutes(recording, { mayChangeBrand: notCalled }),
    [...brandEndpoints, ...reviewHostEndpoints],
  ],
] as const;

describe('editor-api composes the routes each capability declares in its own folder', () => {
  it.each(capabilities)(
    'functions/%s/routes.ts declares every owner route of its endpoints',
    (_name, declared, endpoints) => {
      expect(ids(declared)).toEqual(ids(endpoints));
      for (const id of ids(endpoints))
        expect(
          editorApiRoutes.filter((r) => r.endpoint.id === id),
          id,
        ).toHaveLength(1);
    },
  );

  it('every editor-api entry of the contract is served once, by exactly one capability', () => {
    const declared = capabilities.flatMap(([, routes]) => ids(routes));
    expect(declared).toHaveLength(new Set(declared).size);
    expect(declared.sort()).toEqual(ids(servedByEditorApi(contract)));
    expect(ids(editorApiRoutes)).toEqual(ids(servedByEditorApi(contract)));
  });

  it('editor-api registers no route inline: its routes.ts composes the capabilities’ lists', () => {
    const source = readFileSync('functions/editor-api/routes.ts', 'utf8');
    expect(source).not.toContain('shared/api/endpoints/');
    expect(source).not.toContain('ownerRoute(');
  });
});
