import { NAV_LABELS } from '../../../../shared/messages/access-messages';
import { paths, type ProjectFilter } from '../../config/paths';

export interface NavItem {
  key: 'dashboard' | 'analytics' | ProjectFilter;
  label: string;
  to: string;
}

/** Sidebar and slide-in menu entries; the current one is chosen by page and filter query value. */
export const NAV_ITEMS: readonly NavItem[] = [
  { key: 'dashboard', label: NAV_LABELS.dashboard, to: paths.dashboard },
  { key: 'all', label: NAV_LABELS.allProjects, to: paths.projects('all') },
  { key: 'active', label: NAV_LABELS.active, to: paths.projects('active') },
  { key: 'pending', label: NAV_LABELS.pending, to: paths.projects('pending') },
  { key: 'approved', label: NAV_LABELS.approved, to: paths.projects('approved') },
  { key: 'archived', label: NAV_LABELS.archived, to: paths.projects('archived') },
  { key: 'analytics', label: NAV_LABELS.analytics, to: paths.analytics },
];
