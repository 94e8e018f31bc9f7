/** The access gate, layout and navigation texts. */
export const ACCESS_MESSAGES = {
  redirectingToLogin: 'Redirecting to login...',
  redirectingToDashboard: 'Redirecting to Dashboard...',
  noAuthenticatedUser: 'No authenticated user found',
  userAuthenticationRequired: 'User authentication required. Please log in.',
} as const;

/** Navigation labels of the editor layout (sidebar, user menu, mobile menu and bottom bar). */
export const NAV_LABELS = {
  dashboard: 'Dashboard',
  allProjects: 'All Projects',
  active: 'Active',
  pending: 'Pending',
  approved: 'Approved',
  archived: 'Archived',
  settings: 'Settings',
  upgradePlan: 'Upgrade Plan',
  logOut: 'Log Out',
  signOut: 'Sign Out',
  projects: 'Projects',
  import: 'Import',
  analytics: 'Analytics',
} as const;
