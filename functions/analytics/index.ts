export { type ViewingLimiters, type ViewingPorts, type ViewingStore } from './ports';
export { recordViewing } from './use-cases/record-viewing';
export { getAnalyticsSettings, updateAnalyticsSettings } from './use-cases/analytics-settings';
export { getProjectAnalytics, getProjectHeatmaps } from './use-cases/project-analytics';
export { type AnalyticsDigestStore } from './ports';
export {
  changesDigest,
  getWorkspaceAnalytics,
  refreshProjectDigest,
  type DigestRefreshPorts,
} from './use-cases/workspace-analytics';
export { backfillAnalyticsDigests, type DigestBackfillReport } from './store/digest-backfill';
