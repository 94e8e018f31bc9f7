/**
 * How a project status is shown. The spec gives two palettes: badges (Active green, Pending Changes yellow,
 * Ready to Archive blue, Archived grey) and the dashboard pie chart (active violet, pending amber,
 * approved green, archived grey).
 */
import type { ColourName } from './colours';
import type { ProjectStatus } from './status-values';

export const PROJECT_STATUS_LABELS = {
  active: 'Active',
  pending: 'Pending Changes',
  approved: 'Ready to Archive',
  archived: 'Archived',
} as const satisfies Record<ProjectStatus, string>;

/** Short labels used on the dashboard chart legend and the sidebar filters. */
export const PROJECT_STATUS_SHORT_LABELS = {
  active: 'Active',
  pending: 'Pending',
  approved: 'Approved',
  archived: 'Archived',
} as const satisfies Record<ProjectStatus, string>;

export const PROJECT_STATUS_BADGE_COLOURS = {
  active: 'green',
  pending: 'yellow',
  approved: 'blue',
  archived: 'grey',
} as const satisfies Record<ProjectStatus, ColourName>;

export const PROJECT_STATUS_DASHBOARD_COLOURS = {
  active: 'violet',
  pending: 'amber',
  approved: 'green',
  archived: 'grey',
} as const satisfies Record<ProjectStatus, ColourName>;
