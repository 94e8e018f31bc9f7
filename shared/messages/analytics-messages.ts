/** Texts of viewing analytics (the review page's batches, the workspace setting, the analytics pages). */
import { VIEWING_LIMITS } from '../domain/viewing';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const ANALYTICS_MESSAGES = {
  batchTooLarge: `A viewing batch holds at most ${VIEWING_LIMITS.eventsPerBatch} events, ${VIEWING_LIMITS.rangesPerBatch} ranges and ${VIEWING_LIMITS.watchedMsPerBatch / 1000} seconds of playback.`,
  batchTooOld: 'This viewing batch is too old to count.',
  videoNotInReview: 'This video is not part of the review.',
  settingsTitle: 'Analytics',
  collectLabel: 'Record what clients watch on review pages',
  collectHelp:
    'Plays, pauses, seeks and the parts of each video watched, with a random viewer id kept in the browser (no IP address, no fingerprinting; the reviewer’s name only if they give it). Kept 13 months.',
  collectSaved: 'Analytics setting saved.',
  cardTitle: 'Analytics',
  views: 'Views',
  uniqueViewers: 'Unique viewers',
  completionRate: 'Completion',
  timeToFirstFeedback: 'Link to first feedback',
  timeToApproval: 'Link to approval',
  notesPerRound: 'Notes per round',
  round: (n: number) => `Round ${n}`,
  notYet: '—',
  video: 'Video',
  perVideo: 'Per video',
  rounds: 'Rounds',
  exportCsv: 'Download CSV',
  proAdds:
    'Pro adds the watch heatmap under each video’s note markers, rounds per video, per-reviewer activity, workspace-wide figures and CSV export.',
  upgrade: 'See plans',
  heatmapLabel: (viewers: number, peak: number) =>
    `Watch heatmap: ${plural(viewers, 'viewer', 'viewers')}, the most watched part seen ${plural(peak, 'time', 'times')}`,
} as const;
