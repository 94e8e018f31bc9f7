/** The dashboard (/Dashboard). */
import { countOf } from '../lib/plural';
import { COMMON_MESSAGES } from './common-messages';
import { PROJECTS_LIST_MESSAGES } from './projects-list-messages';

export const DASHBOARD_MESSAGES = {
  /** Who opened the review links (per link, no tracking cookies). */
  openedLinksTitle: 'Recently opened links',
  openedLinksEmpty: 'No client has opened a review link yet.',
  loadFailed: 'Failed to load analytics data',
  loadErrorTitle: 'Unable to Load Dashboard',
  tryAgain: COMMON_MESSAGES.tryAgain,
  retrying: COMMON_MESSAGES.retrying,
  tooManyRequests: COMMON_MESSAGES.tooManyRequests,
  rateLimitToast: COMMON_MESSAGES.rateLimitRefreshing,
  newProject: PROJECTS_LIST_MESSAGES.newProject,
  createFromDrive: 'Create from Drive',
  greeting: (name: string) => `Welcome back, ${name}`,
  usage: (used: number, limit: number | null) =>
    limit === null
      ? `${countOf(used, 'active project', 'active projects')} (unlimited)`
      : `${used} of ${countOf(limit, 'active project', 'active projects')} used`,
} as const;
