/**
 * The S3 client of the download worker (one per container). In the cloud it is the plain client (https:
 * payloads are sent unsigned by the SDK anyway). Against a local S3 stand-in (http endpoint) it adds what
 * makes large streamed uploads fast and correct there: path-style URLs, checksums only when required (see
 * LOCAL-STACK.md), no `Expect: 100-continue` round trip per part, and `UNSIGNED-PAYLOAD` instead of hashing
 * every byte for SigV4 (which the SDK only does over plain http). The benchmark uses this same client.
 */
import { S3Client } from '@aws-sdk/client-s3';
import { clientConfig } from '../../platform/aws/clients';

export function mediaS3Client(endpoint: string | undefined): S3Client {
  if (!endpoint) return new S3Client(clientConfig(undefined));
  const client = new S3Client({
    ...clientConfig(endpoint),
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    expectContinueHeader: false,
  });
  if (endpoint.startsWith('http:')) {
    client.middlewareStack.add(
      (next) => async (args) => {
        const request = args.request as { headers?: Record<string, string> };
        if (request.headers) request.headers['x-amz-content-sha256'] = 'UNSIGNED-PAYLOAD';
        return next(args);
      },
      { step: 'build', name: 'localUnsignedPayload' },
    );
  }
  return client;
}
