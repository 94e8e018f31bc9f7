/**
 * The one catalogue of routes: the router resolves page names with it, and every link is built with it.
 * Page names match case-insensitively (/Dashboard, /dashboard, /DASHBOARD); hyphens are ignored so the
 * lower-case links /login, /register and /forgot-password resolve; unknown paths resolve to Home.
 */
export const PAGE_NAMES = [
  'Home',
  'Dashboard',
  'Projects',
  'Project',
  'Import',
  'Review',
  'Settings',
  'Login',
  'Register',
  'ForgotPassword',
  'Health',
  'DriveConnected',
  'Upgrade',
  'BillingSuccess',
  'BillingFailed',
  'SuccessFree',
  'SuccessBasic',
  'SuccessPro',
] as const;
export type PageName = (typeof PAGE_NAMES)[number];

/** Pages an anonymous visitor may open. Everything else sends them to /Login. */
export const PUBLIC_PAGES: ReadonlySet<PageName> = new Set([
  'Home',
  'Review',
  'Login',
  'Register',
  'ForgotPassword',
  'Health',
  'DriveConnected',
]);
/** Pages a signed-in user is sent away from (to /Dashboard). */
export const GUEST_ONLY_PAGES: ReadonlySet<PageName> = new Set(['Login', 'Register']);
/** Pages shown without the editor layout (plain dark layout). */
export const PLAIN_LAYOUT_PAGES: ReadonlySet<PageName> = new Set([
  'Home',
  'Review',
  'Login',
  'Register',
  'ForgotPassword',
  'Health',
  'DriveConnected',
]);

/** Aliases that are not page names themselves: /Billing opens the billing section of Settings. */
const ALIASES: Readonly<Record<string, { page: PageName; section?: string }>> = {
  billing: { page: 'Settings', section: 'billing' },
};

const BY_KEY: ReadonlyMap<string, PageName> = new Map(PAGE_NAMES.map((name) => [normaliseKey(name), name]));

function normaliseKey(segment: string): string {
  return segment.toLowerCase().replace(/[-_\s]/g, '');
}

export interface ResolvedPage {
  page: PageName;
  /** Settings section named by an alias (billing). */
  section?: string;
  /** True when the path named no known page (it still renders as Home). */
  unknown: boolean;
}

/** Resolves a pathname to a page name: first segment, case-insensitive, hyphens ignored. */
export function resolvePage(pathname: string): ResolvedPage {
  const first = pathname.split('/').filter(Boolean)[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(first);
  } catch {
    decoded = first;
  }
  const key = normaliseKey(decoded);
  const page = BY_KEY.get(key);
  if (page) return { page, unknown: false };
  const alias = ALIASES[key];
  if (alias)
    return { page: alias.page, ...(alias.section ? { section: alias.section } : {}), unknown: false };
  return { page: 'Home', unknown: key !== '' };
}

/** The spec's label-to-route rule: lowercase, spaces to hyphens, leading slash ('Forgot Password' → /forgot-password). */
export function createPageUrl(label: string): string {
  return `/${label.toLowerCase().replace(/\s+/g, '-')}`;
}

export const PROJECT_FILTERS = ['all', 'active', 'pending', 'approved', 'archived'] as const;
export type ProjectFilter = (typeof PROJECT_FILTERS)[number];

export function parseProjectFilter(value: string | null): ProjectFilter {
  const lower = (value ?? '').toLowerCase();
  return (PROJECT_FILTERS as readonly string[]).includes(lower) ? (lower as ProjectFilter) : 'all';
}

/** Every link of the SPA. */
export const paths = {
  root: '/',
  home: '/Home',
  dashboard: '/Dashboard',
  projects: (filter: ProjectFilter = 'all') =>
    filter === 'all' ? '/Projects' : `/Projects?filter=${filter}`,
  project: (id: string) => `/Project?id=${encodeURIComponent(id)}`,
  import: '/Import',
  review: (token: string) => `/Review?token=${encodeURIComponent(token)}`,
  settings: (section?: 'profile' | 'billing' | 'security' | 'danger') =>
    section ? `/Settings?section=${section}` : '/Settings',
  billing: '/Billing',
  upgrade: '/Upgrade',
  billingSuccess: '/BillingSuccess',
  billingFailed: '/BillingFailed',
  successFree: '/SuccessFree',
  successBasic: '/SuccessBasic',
  successPro: '/SuccessPro',
  login: '/Login',
  register: '/Register',
  forgotPassword: '/ForgotPassword',
  health: '/Health',
  /** The Drive consent popup's redirect target (reads the token from the fragment, hands it to the opener). */
  driveConnected: '/DriveConnected',
} as const;

/** Absolute review URL for sharing (origin of the running app). */
export function reviewUrl(origin: string, token: string): string {
  return `${origin.replace(/\/$/, '')}${paths.review(token)}`;
}
