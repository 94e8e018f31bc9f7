/**
 * What the local pollers (queue-poller.ts, stream-poller.ts) share: the worker they hand batches to, which may
 * not be built yet when the system starts, and the pause between polls that a stop cuts short.
 */

/**
 * The worker: either the handler itself, or a loader resolving to it (retried until it returns one; while it
 * returns undefined there is no worker yet and the records wait).
 */
export type WorkerSource<Handler> = { handler: Handler } | { load: () => Promise<Handler | undefined> };

/** The worker when there is one: loaded again on each call until the loader returns it, then kept. */
export function workerLoader<Handler>(source: WorkerSource<Handler>): () => Promise<Handler | undefined> {
  let resolved: Handler | undefined;
  return async () => {
    resolved ??= 'handler' in source ? source.handler : await source.load();
    return resolved;
  };
}

/** Waits `ms`, or less if the poller stops meanwhile. */
export function pauseUnlessAborted(signal: AbortSignal, ms: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
