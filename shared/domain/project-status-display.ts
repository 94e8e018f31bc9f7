/**
 * How a project status is shown. The spec gives two palettes: badges (Active green, Pending Changes yellow,
 * Ready to Archive blue, Archived grey) and the dashboard pie chart (active violet, pending amber,
 * approved green, archived grey).
 */
import type { ColourName } from './colours';
import type { ProjectStatus } from './status-values';

interface ProjectStatusDisplay {
  readonly label: string;
  /** Short labels used on the dashboard chart legend and the sidebar filters. */
  readonly short: string;
  readonly badge: ColourName;
  readonly dashboard: ColourName;
}

/** One row per status: everything about how it is shown, side by side. */
const PROJECT_STATUS_DISPLAY = {
  active: { label: 'Active', short: 'Active', badge: 'green', dashboard: 'violet' },
  pending: { label: 'Pending Changes', short: 'Pending', badge: 'yellow', dashboard: 'amber' },
  approved: { label: 'Ready to Archive', short: 'Approved', badge: 'blue', dashboard: 'green' },
  archived: { label: 'Archived', short: 'Archived', badge: 'grey', dashboard: 'grey' },
} as const satisfies Record<ProjectStatus, ProjectStatusDisplay>;

type Column<K extends keyof ProjectStatusDisplay> = {
  readonly [S in ProjectStatus]: (typeof PROJECT_STATUS_DISPLAY)[S][K];
};

function column<K extends keyof ProjectStatusDisplay>(key: K): Column<K> {
  const entries = Object.entries(PROJECT_STATUS_DISPLAY).map(([status, row]) => [status, row[key]]);
  return Object.fromEntries(entries) as Column<K>;
}

export const PROJECT_STATUS_LABELS = column('label');
export const PROJECT_STATUS_SHORT_LABELS = column('short');
export const PROJECT_STATUS_BADGE_COLOURS = column('badge');
export const PROJECT_STATUS_DASHBOARD_COLOURS = column('dashboard');
