/**
 * The transcode-events Lambda: EventBridge (rule on MediaConvert job state changes of the stack's queue) →
 * here. Records the job's progress and result on the version (functions/media/use-cases). A failure to
 * record is thrown, so EventBridge retries and, in the end, dead-letters the event; every write is idempotent.
 */
import { recordTranscodeEvent, type TranscodeEventOutcome, type TranscodeEventPorts } from '../media';
import { transcodeEventDeps } from './deps';

export function makeTranscodeEventsHandler(deps: () => TranscodeEventPorts | Promise<TranscodeEventPorts>) {
  return async (event: unknown): Promise<{ outcome: TranscodeEventOutcome }> => {
    const ports = await deps();
    return { outcome: await recordTranscodeEvent(ports, event) };
  };
}

export const handler = makeTranscodeEventsHandler(transcodeEventDeps);
