export { mediaKeys } from './adapters/media-keys';
export { s3LogoStorage } from './adapters/logo-storage';
export {
  DeadLetterAfterFallback,
  type DownloadOutcome,
  type DownloadWorkerDeps,
  processDownloadJob,
  RetryableDownloadError,
} from './use-cases/process-download-job';
export {
  recordTranscodeEvent,
  type TranscodeEventOutcome,
  type TranscodeEventPorts,
} from './use-cases/record-transcode-event';
