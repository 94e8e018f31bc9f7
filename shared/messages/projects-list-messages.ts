/** The projects list (/Projects?filter=…). */
import { COMMON_MESSAGES } from './common-messages';

export const PROJECTS_LIST_MESSAGES = {
  headings: {
    all: 'All Projects',
    active: 'Active Projects',
    pending: 'Pending Changes',
    approved: 'Ready to Archive',
    archived: 'Archived Projects',
  },
  empty: 'No projects in this category',
  loadMore: 'Load more projects',
  loadingMore: 'Loading more projects…',
  loadErrorTitle: 'Unable to Load Projects',
  tooManyRequests: COMMON_MESSAGES.tooManyRequests,
  loadFailed: 'Failed to load projects',
  archiveFailed: 'Failed to archive project.',
  userUnavailable: 'User information not available. Cannot archive project.',
  archiveAccessDenied: 'Access denied: You can only archive your own projects',
  archived: 'Project archived successfully.',
  archiveConfirmTitle: 'Are you sure you want to archive this project?',
  archiveConfirmBody: 'This will move the project to the "Archived" section. You can restore it later.',
  viewProject: 'View Project',
  archiveProject: 'Archive Project',
  newProject: 'New Project',
  search: {
    label: 'Search projects',
    clear: 'Clear search',
    noMatch: (q: string) => `No projects match “${q}”.`,
  },
} as const;
