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

/** Texts of the workspace's Advanced analytics page (Pro). */
export const WORKSPACE_ANALYTICS_MESSAGES = {
  navLabel: 'Analytics',
  title: 'Advanced analytics',
  subtitle: 'How long clients take to approve, how many rounds they need, and who is doing the reviewing.',
  period: 'Period',
  periodOption: (days: number) => `${days} days`,
  client: 'Client',
  allClients: 'All clients',
  medianTimeToApproval: 'Median link to approval',
  medianRounds: 'Median rounds',
  approvedProjects: 'Approved in period',
  openProjects: 'Open now',
  trendTitle: 'Trend per month',
  trendDays: 'Median days to approval',
  trendRounds: 'Median rounds',
  trendChartLabel: (months: number) =>
    `Chart of the median days to approval and median rounds over ${months} months; the same figures are in the table below.`,
  month: 'Month',
  approvals: 'Approvals',
  approvedTitle: 'Approved projects',
  slowestTitle: 'Slowest open projects',
  slowestHelp: 'Not approved yet, oldest link first, whatever the period.',
  reviewersTitle: 'Reviewers',
  reviewersHelp: 'Named reviewers seen in the period; notes and approvals over each project’s life.',
  project: 'Project',
  linkCreated: 'Link created',
  approved: 'Approved',
  timeToApproval: 'Link to approval',
  rounds: 'Rounds',
  openFor: 'Open for',
  firstFeedback: 'First feedback',
  reviewer: 'Reviewer',
  notes: 'Notes',
  projects: 'Projects',
  lastSeen: 'Last seen',
  downloadCsv: 'Download CSV',
  downloadCsvOf: (table: string) => `Download CSV: ${table}`,
  none: 'None in this period.',
  noneOpen: 'No open projects: every review link has its approval.',
  emptyTitle: 'Nothing to measure yet',
  emptyBody:
    'Once clients leave feedback and approve videos through your review links, the figures show here.',
  errorTitle: 'Analytics could not be loaded',
  proAdds: [
    'Median time from the review link to approval, and its trend per month',
    'Rounds (versions until approval) per project and their trend',
    'The slowest open projects and every named reviewer’s activity',
    'Filters by client and period, and CSV export of every table',
  ],
  upgrade: 'See plans',
} as const;
