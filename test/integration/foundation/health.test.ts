import { S3Client } from '@aws-sdk/client-s3';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterAll, describe, expect, it } from 'vitest';
import { makePublicApiHandler } from '../../../functions/public-api/handler';
import { defaultHealthCheckClients, healthChecks } from '../../../functions/public-api/health-checks';
import { startS3Sqs } from '../../../infra/local/services/s3-sqs';
import { DEPENDENCY_NAMES, getHealth, healthResponseSchema } from '../../../shared/api/endpoints/health';
import { endpointEvent } from '../../support/api-event';
import { apiUrl } from '../../support/env';

function healthEvent(): APIGatewayProxyEventV2 {
  return endpointEvent(getHealth);
}

const clientsToDestroy: S3Client[] = [];
afterAll(() => clientsToDestroy.forEach((c) => c.destroy()));

describe('GET /api/health', () => {
  it('answers 200 over HTTP with every dependency ok, through the local API server', async () => {
    const response = await fetch(apiUrl('/api/health'));
    const body = healthResponseSchema.parse(await response.json());
    expect(body.dependencies.filter((d) => !d.ok)).toEqual([]);
    expect(response.status).toBe(200);
    expect(body.status).toBe('ok');
    expect(body.dependencies.map((d) => d.name)).toEqual([...DEPENDENCY_NAMES]);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
  });

  it('answers 503 "degraded" naming the dependency that is down, with its error', async () => {
    // A second S3 server, stopped before the check: the bucket check hits a closed port.
    const s3Server = await startS3Sqs({ port: 0 });
    const deadS3 = new S3Client({
      region: 'us-east-1',
      endpoint: s3Server.endpoint,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      forcePathStyle: true,
      maxAttempts: 1,
    });
    clientsToDestroy.push(deadS3);
    await s3Server.stop();
    const handler = makePublicApiHandler(() => ({
      healthChecks: healthChecks({ ...defaultHealthCheckClients(), s3: () => deadS3 }),
    }));
    const result = await handler(healthEvent(), { awsRequestId: 'test' } as Context);
    expect(result.statusCode).toBe(503);
    const body = healthResponseSchema.parse(JSON.parse(result.body ?? ''));
    expect(body.status).toBe('degraded');
    const failed = body.dependencies.filter((d) => !d.ok);
    expect(failed.map((d) => d.name)).toEqual(['bucket']);
    expect(failed[0]?.error).toBeTruthy();
    expect(body.dependencies.filter((d) => d.ok).map((d) => d.name)).toEqual(
      DEPENDENCY_NAMES.filter((n) => n !== 'bucket'),
    );
  });

  it('reports a hanging dependency as timed out instead of hanging itself', async () => {
    const handler = makePublicApiHandler(() => ({
      healthChecks: {
        ...healthChecks(),
        drive: (signal) =>
          new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted')))),
      },
    }));
    const started = Date.now();
    const result = await handler(healthEvent(), { awsRequestId: 'test' } as Context);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(result.statusCode).toBe(503);
    const body = healthResponseSchema.parse(JSON.parse(result.body ?? ''));
    expect(body.dependencies.find((d) => d.name === 'drive')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^Timed out/),
    });
  });
});
