/**
 * A public API (v1) request with no Authorization header: API Gateway runs the API-key authorizer only when
 * every identity source is present, else it answers its own 401 body. The stack gives the authorizer none,
 * so such a request reaches the handler's refusal in the product's error shape; the local server applies the
 * same list, so it answers as the cloud does.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import { authorizeApiKeyEvent, missingIdentitySources } from '../../../infra/local/api-key-authorizer';
import { API_KEY_AUTHORIZER_IDENTITY_SOURCES } from '../../../infra/stack/function-table';

const eventWith = (headers: Record<string, string>) =>
  ({ headers, requestContext: {} }) as unknown as APIGatewayProxyEventV2;

describe('the API-key authorizer locally, as API Gateway runs it', () => {
  it('a request with no Authorization header reaches the authorizer: the stack requires no identity source', async () => {
    expect(API_KEY_AUTHORIZER_IDENTITY_SOURCES).toEqual([]);
    const authorizer = vi.fn(async () => ({ isAuthorized: true, context: { refused: 'invalid-key' } }));
    const event = eventWith({});
    expect(await authorizeApiKeyEvent(event, async <H>() => authorizer as H)).toBe('authorized');
    expect(authorizer).toHaveBeenCalledOnce();
    expect((event.requestContext as { authorizer?: unknown }).authorizer).toEqual({
      lambda: { refused: 'invalid-key' },
    });
  });

  it('with an identity source the request lacks, answers API Gateway’s own 401 without running the authorizer', async () => {
    const sources = ['$request.header.Authorization'];
    expect(missingIdentitySources(eventWith({}), sources)).toEqual(sources);
    expect(missingIdentitySources(eventWith({ Authorization: 'Bearer x' }), sources)).toEqual([]);
    const authorizer = vi.fn();
    expect(await authorizeApiKeyEvent(eventWith({}), async <H>() => authorizer as H, sources)).toBe(
      'gateway-unauthorized',
    );
    expect(authorizer).not.toHaveBeenCalled();
  });
});
