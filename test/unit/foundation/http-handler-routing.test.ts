/**
 * The group handler finds its route only by the API Gateway route key, with the path parameters API Gateway
 * matched; an event whose route key this group does not serve is the 404 'No such endpoint.' even when its
 * method and path would fit one of the group's routes.
 */
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { makeHttpHandler } from '../../../functions/platform/http/make-http-handler';
import { route } from '../../../functions/platform/http/route';
import { lambdaContext } from '../../../infra/local/lambda-context';
import { defineEndpoint } from '../../../shared/api/endpoint';
import { endpointEvent } from '../../support/api-event';

const getThing = defineEndpoint({
  id: 'getThing',
  method: 'GET',
  path: '/api/things/{thingId}',
  caller: 'public',
  lambda: 'public-api',
  params: z.object({ thingId: z.string() }),
  response: z.object({ thingId: z.string() }),
  summary: 'test',
});
const getMine = defineEndpoint({
  id: 'getMine',
  method: 'GET',
  path: '/api/things/mine',
  caller: 'public',
  lambda: 'public-api',
  response: z.object({ mine: z.literal(true) }),
  summary: 'test',
});
/** Served by another group: this handler has no route for it. */
const elsewhere = defineEndpoint({
  id: 'elsewhere',
  method: 'GET',
  path: '/api/elsewhere/{thingId}',
  caller: 'public',
  lambda: 'public-api',
  params: z.object({ thingId: z.string() }),
  response: z.unknown(),
  summary: 'test',
});

const handler = makeHttpHandler({
  routes: [
    route(getThing, async ({ params }) => ({ thingId: params.thingId })),
    route(getMine, async () => ({ mine: true as const })),
  ],
  deps: () => ({}),
  verifyToken: () => {
    throw new Error('no owner routes here');
  },
});

async function call(event: ReturnType<typeof endpointEvent>) {
  const result = (await handler(event, lambdaContext('public-api'))) as APIGatewayProxyStructuredResultV2;
  return { status: result.statusCode, body: JSON.parse(String(result.body)) as unknown };
}

const NOT_FOUND = { error: { code: 'NOT_FOUND', message: 'No such endpoint.' } };

describe('routing by route key', () => {
  it('serves the route of the event route key with the path parameters API Gateway sends', async () => {
    expect(await call(endpointEvent(getThing, { params: { thingId: 'a b' } }))).toEqual({
      status: 200,
      body: { thingId: 'a b' },
    });
    expect(await call(endpointEvent(getMine))).toEqual({ status: 200, body: { mine: true } });
  });

  it('takes the parameters from pathParameters, never from the raw path', async () => {
    const event = { ...endpointEvent(getThing, { params: { thingId: 'from-gateway' } }), rawPath: '/x/y' };
    expect(await call(event)).toEqual({ status: 200, body: { thingId: 'from-gateway' } });
  });

  it('answers 404 for a route key it does not serve, even when method and path fit one of its routes', async () => {
    expect(await call(endpointEvent(elsewhere, { params: { thingId: '1' } }))).toEqual({
      status: 404,
      body: NOT_FOUND,
    });
    const defaultKey = { ...endpointEvent(getThing, { params: { thingId: '1' } }), routeKey: '$default' };
    expect(await call(defaultKey)).toEqual({ status: 404, body: NOT_FOUND });
  });
});
