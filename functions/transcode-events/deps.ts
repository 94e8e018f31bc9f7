/** Composition root of the transcode-events Lambda: the proxy recorder over DynamoDB, the outputs over S3. */
import { documentClient } from '../platform/aws/clients';
import { awsEndpoints, mediaBucket, tableName } from '../platform/config/env';
import { proxyRecorder } from '../media/store/download-recorder';
import { mediaConvertOutputs } from '../media/adapters/mediaconvert-outputs';
import { mediaS3Client } from '../media/adapters/media-s3-client';
import { memoDeps, runtimePorts } from '../platform/runtime/runtime-ports';
import type { TranscodeEventPorts } from '../media';

export function buildTranscodeEventDeps(overrides: Partial<TranscodeEventPorts> = {}): TranscodeEventPorts {
  const runtime = runtimePorts({}, 'transcode-events');
  const db = { doc: documentClient(), tableName: tableName() };
  return {
    recorder: proxyRecorder(db),
    outputs: mediaConvertOutputs(mediaS3Client(awsEndpoints().s3), mediaBucket()),
    log: runtime.log,
    metrics: runtime.metrics,
    ...overrides,
  };
}

export const transcodeEventDeps = memoDeps(() => buildTranscodeEventDeps());
