/**
 * One registration style: a capability declares its owner routes in its own folder
 * (functions/<capability>/routes.ts, handed the serving Lambda's owner-route factory), and editor-api's
 * routes.ts only composes them.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiKeyEndpoints } from '../../../shared/api/endpoints/api-keys';
import { brandEndpoints } from '../../../shared/api/endpoints/brand';
import { reviewHostEndpoints } from '../../../shared/api/endpoints/review-host';
import { webhookEndpoints } from '../../../shared/api/endpoints/webhooks';
import type { Endpoint } from '../../../shared/api/endpoint';
import { apiKeyRoutes } from '../../../functions/api-keys/routes';
import { brandRoutes } from '../../../functions/branding/routes';
import { webhookRoutes } from '../../../functions/webhooks/routes';
import { editorApiRoutes } from '../../../functions/editor-api/routes';
import { route } from '../../../functions/platform/http/route';
import type { OwnerRouteFactory } from '../../../functions/platform/http/owner-route';

// A factory that only records which endpoints a capability declares.
const recording: OwnerRouteFactory<never> = (endpoint) =>
  route(endpoint, () => Promise.reject(new Error('not called')));
const ids = (list: readonly { endpoint: Endpoint }[] | readonly Endpoint[]) =>
  list.map((item) => ('endpoint' in item ? item.endpoint.id : item.id)).sort();

describe('editor-api composes the routes each capability declares in its own folder', () => {
  it.each([
    ['webhooks', webhookRoutes(recording), webhookEndpoints],
    [
      'api-keys',
      apiKeyRoutes(recording, { planOf: async () => 'pro', actorOf: () => 'x' }),
      apiKeyEndpoints.filter((e) => e.lambda === 'editor-api'),
    ],
    [
      'branding',
      brandRoutes(recording, { mayChangeBrand: () => true }),
      [...brandEndpoints, ...reviewHostEndpoints],
    ],
  ] as const)(
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

  it('editor-api registers none of those routes inline', () => {
    const source = readFileSync('functions/editor-api/routes.ts', 'utf8');
    for (const endpointsModule of [
      'endpoints/webhooks',
      'endpoints/api-keys',
      'endpoints/brand',
      'endpoints/review-host',
    ])
      expect(source).not.toContain(`shared/api/${endpointsModule}'`);
  });
});
