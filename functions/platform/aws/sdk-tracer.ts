/**
 * Each AWS SDK call as a subsegment of the invocation's X-Ray trace (Powertools Tracer, which loads the whole
 * X-Ray SDK). Reached only from `traced` (clients.ts) in a bundle whose tracing is `sdk`
 * (shared/config/tracing.ts): in every other bundle nothing calls it and esbuild leaves it, and the X-Ray SDK
 * with it, out.
 */
import { Tracer } from '@aws-lambda-powertools/tracer';
import { ENV } from '../../../shared/config/env-names';

let tracer: Tracer | undefined;

/** The client, captured: its calls are subsegments of the current trace. */
export function captureSdkCalls<T>(client: T): T {
  tracer ??= new Tracer({ serviceName: process.env[ENV.powertoolsServiceName] ?? 'cutroom' });
  return tracer.captureAWSv3Client(client);
}
