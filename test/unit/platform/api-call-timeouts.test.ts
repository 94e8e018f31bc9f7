/** A call to an AWS API that never answers fails instead of holding its caller for ever. */
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CALL_TIMEOUTS, apiClientConfig } from '../../../functions/platform/aws/clients';

let silent: Server;
let endpoint = '';
const sockets: Socket[] = [];

beforeAll(async () => {
  // Accepts connections and never answers: a hung stand-in, or a socket lost on the way.
  silent = createServer((socket) => void sockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const address = silent.address();
  endpoint = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => silent.close(() => resolve()));
});

describe('API call timeouts', () => {
  it('a DynamoDB call to a server that never answers fails with a timeout', async () => {
    const client = new DynamoDBClient({
      ...apiClientConfig(endpoint, { connectionTimeout: 200, requestTimeout: 200 }),
      maxAttempts: 1,
    });
    const started = Date.now();
    await expect(client.send(new ListTablesCommand({}))).rejects.toThrow(/requestTimeout/);
    expect(Date.now() - started).toBeLessThan(5_000);
    client.destroy();
  });

  it('the product clients wait seconds, not for ever', () => {
    expect(API_CALL_TIMEOUTS.requestTimeout).toBeGreaterThan(0);
    expect(apiClientConfig(endpoint).requestHandler).toMatchObject({ throwOnRequestTimeout: true });
  });
});
