/** Texts of viewing analytics (the review page's batches, the workspace setting, the analytics pages). */
import { VIEWING_LIMITS } from '../domain/viewing';

export const ANALYTICS_MESSAGES = {
  batchTooLarge: `A viewing batch holds at most ${VIEWING_LIMITS.eventsPerBatch} events, ${VIEWING_LIMITS.rangesPerBatch} ranges and ${VIEWING_LIMITS.watchedMsPerBatch / 1000} seconds of playback.`,
  batchTooOld: 'This viewing batch is too old to count.',
  videoNotInReview: 'This video is not part of the review.',
  settingsTitle: 'Analytics',
  collectLabel: 'Record what clients watch on review pages',
  collectHelp:
    'Plays, pauses, seeks and the parts of each video watched, with a random viewer id kept in the browser (no IP address, no fingerprinting; the reviewer’s name only if they give it). Kept 13 months.',
  collectOn: 'Viewing analytics is on.',
  collectOff: 'Viewing analytics is off: review pages record nothing.',
} as const;
