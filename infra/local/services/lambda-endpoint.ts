/**
 * A local Lambda Invoke endpoint (`POST /2015-03-31/functions/<name>/invocations`) for cognito-local's
 * triggers: it runs `functions/<name>/handler.ts` in process and answers its result as the payload, or
 * `X-Amz-Function-Error: Unhandled` with the error, as Lambda does. Binds 127.0.0.1 only.
 */
import http from 'node:http';
import { loadFunctionHandler } from '../handler-loader';
import { lambdaContext } from '../lambda-context';
import { LOCAL_HOST } from './ports';

type AnyHandler = (event: unknown, context: unknown) => Promise<unknown>;

const INVOKE_PATH = /^\/2015-03-31\/functions\/([a-z0-9-]+)\/invocations$/;

export async function startLambdaEndpoint(options: {
  /** Only these functions may be invoked. */
  functions: readonly string[];
  log?: (message: string) => void;
}): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const name = INVOKE_PATH.exec(req.url ?? '')?.[1];
    if (req.method !== 'POST' || !name || !options.functions.includes(name)) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Function not found' }));
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        try {
          const handler = await loadFunctionHandler<AnyHandler>(name);
          if (!handler) throw new Error(`functions/${name}/handler.ts is not there`);
          const event: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
          const result = await handler(event, lambdaContext(name, 5_000));
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify(result ?? null));
        } catch (error) {
          options.log?.(`${name} failed: ${String(error)}`);
          res.writeHead(200, { 'content-type': 'application/json', 'x-amz-function-error': 'Unhandled' });
          res.end(JSON.stringify({ errorMessage: error instanceof Error ? error.message : String(error) }));
        }
      })();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, LOCAL_HOST, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://${LOCAL_HOST}:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
