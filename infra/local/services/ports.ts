/** Port helpers for the local system: free ports for tests, a clear error for a port already taken. */
import { createServer } from 'node:net';

export const LOCAL_HOST = '127.0.0.1';

/** Asks the OS for a free port on 127.0.0.1 (listen on 0, read it, close). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, LOCAL_HOST, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('Could not get a free port'))));
    });
  });
}

/** Thrown when a fixed port is already in use; `start.ts` prints its message as one line. */
export class PortInUseError extends Error {
  constructor(
    readonly port: number,
    readonly variable: string,
  ) {
    super(`Port ${port} is already in use: stop what uses it or set ${variable} to another port.`);
    this.name = 'PortInUseError';
  }
}

/** True when nothing listens on 127.0.0.1:port (a bind succeeds). */
export function isPortFree(port: number, host = LOCAL_HOST): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/** `requested` 0 → a free port; otherwise the port itself, or PortInUseError naming `variable`. */
export async function resolvePort(requested: number, variable: string): Promise<number> {
  if (requested === 0) return freePort();
  if (!(await isPortFree(requested))) throw new PortInUseError(requested, variable);
  // DynamoDB Local listens on every interface: check the wildcard address too.
  if (!(await isPortFree(requested, '0.0.0.0'))) throw new PortInUseError(requested, variable);
  return requested;
}

/** Polls `probe` until it resolves true or the deadline passes. */
export async function waitFor(
  what: string,
  probe: () => Promise<boolean>,
  timeoutMs = 30_000,
  /** Returns an error to stop waiting at once (e.g. the process died). */
  abort?: () => Error | undefined,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let delay = 50;
  for (;;) {
    const aborted = abort?.();
    if (aborted) throw aborted;
    if (await probe().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what} did not become ready within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, delay));
    delay = Math.min(delay * 2, 500);
  }
}
