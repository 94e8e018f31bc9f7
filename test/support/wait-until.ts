/**
 * Reads until `done` holds of the answer (every 200 ms), else fails after `timeoutMs` naming `what` and the
 * last answer: for what another process (a queue worker, a stream poller, a stand-in) does a moment later.
 */
export async function waitUntil<T>(
  what: string,
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 30_000,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
