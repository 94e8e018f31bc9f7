/**
 * The cloud transcoder (projects/aggregate.ts `Transcoder`) on AWS Elemental MediaConvert: `submit` creates the
 * version's job (mediaconvert-job.ts) and returns once MediaConvert accepted it. Progress and the result come
 * back as EventBridge "MediaConvert Job State Change" events to functions/transcode-events, which records
 * them with the one download-result writer. A CreateJob that fails after the SDK's retries throws: the
 * download worker then records the proxy as failed (the original plays where the browser can).
 */
import { CreateJobCommand, type MediaConvertClient } from '@aws-sdk/client-mediaconvert';
import type { Transcoder } from '../../projects';
import { mediaConvertJob, type MediaConvertSettings } from './mediaconvert-job';

export interface MediaConvertTranscoderOptions extends MediaConvertSettings {
  client: MediaConvertClient;
  log?: (entry: Record<string, unknown>) => void;
}

export function mediaConvertTranscoder(options: MediaConvertTranscoderOptions): Transcoder {
  const { client, log = () => undefined, ...settings } = options;
  return {
    async submit(job) {
      const out = await client.send(new CreateJobCommand(mediaConvertJob(job, settings)));
      log({ level: 'info', message: 'transcode submitted', jobId: out.Job?.Id ?? null, ...job.ref });
    },
  };
}
