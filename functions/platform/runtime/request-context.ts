/**
 * What every log line of a request carries: its request id and the caller kind (owner, reviewer, public,
 * webhook, worker). Held in AsyncLocalStorage for the duration of one invocation, so concurrent requests in
 * one process (the local server) never mix their ids.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { CallerKind } from '../../../shared/config/business-metrics';

export interface RequestContext {
  requestId: string;
  caller: CallerKind;
}

const store = new AsyncLocalStorage<RequestContext>();

/** Runs `fn` with `context` as the current request (mutable: the caller kind is known once routed). */
export function withRequestContext<T>(context: RequestContext, fn: () => Promise<T>): Promise<T> {
  return store.run(context, fn);
}

/** The current request, or undefined outside one. */
export function currentRequest(): RequestContext | undefined {
  return store.getStore();
}
