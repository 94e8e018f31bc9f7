/**
 * The one catalogue of routes: the router resolves page names with it, and every link is built with it.
 * Page names match case-insensitively (/Dashboard, /dashboard, /DASHBOARD); hyphens are ignored so the
 * lower-case links /login, /register and /forgot-password resolve; unknown paths resolve to Home.
 */
import { SITE_PAGES, type SitePage } from '../../../shared/config/site-pages';
import { projectLink } from '../../../shared/domain/notification-texts';
import { invitationLink } from '../../../shared/domain/team';
import {
  PROJECT_FILTERS,
  parseProjectFilter as parseSharedProjectFilter,
  type ProjectFilter,
} from '../../../shared/domain/project-filter';

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
  'About',
  'Features',
  'Pricing',
  'Faq',
  'Contact',
  'Terms',
  'Privacy',
  'Refund',
  'Upgrade',
  'BillingSuccess',
  'BillingFailed',
  'SuccessFree',
  'SuccessBasic',
  'SuccessPro',
  'AcceptInvite',
  'ApiDocs',
  'Analytics',
] as const;
export type PageName = (typeof PAGE_NAMES)[number];

/**
 * The public site (marketing and legal pages): shown in the public layout (navigation bar and footer),
 * prerendered at build time with their own title and description, and listed in sitemap.xml.
 */
export { SITE_PAGES, type SitePage };
const SITE_PAGE_SET: ReadonlySet<PageName> = new Set(SITE_PAGES);
export function isSitePage(page: PageName): page is SitePage {
  return SITE_PAGE_SET.has(page);
}

/** Pages an anonymous visitor may open. Everything else sends them to /Login. */
export const PUBLIC_PAGES: ReadonlySet<PageName> = new Set([
  ...SITE_PAGES,
  'Review',
  'Login',
  'Register',
  'ForgotPassword',
  'Health',
  'DriveConnected',
  'AcceptInvite',
  'ApiDocs',
]);
/** Pages a signed-in user is sent away from (to /Dashboard). */
export const GUEST_ONLY_PAGES: ReadonlySet<PageName> = new Set(['Login', 'Register']);

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

export { PROJECT_FILTERS, type ProjectFilter };

/** The filter of a `?filter=` value, case-insensitively (the one list and rule of shared/domain/project-filter). */
export function parseProjectFilter(value: string | null): ProjectFilter {
  return parseSharedProjectFilter((value ?? '').toLowerCase());
}

/** Every link of the SPA. */
export const paths = {
  root: '/',
  home: '/Home',
  dashboard: '/Dashboard',
  projects: (filter: ProjectFilter = 'all') =>
    filter === 'all' ? '/Projects' : `/Projects?filter=${filter}`,
  project: (id: string) => projectLink(id),
  import: '/Import',
  /** The workspace's Advanced analytics (Pro). */
  analytics: '/Analytics',
  review: (token: string) => `/Review?token=${encodeURIComponent(token)}`,
  settings: (section?: 'profile' | 'notifications' | 'billing' | 'security' | 'danger') =>
    section ? `/Settings?section=${section}` : '/Settings',
  billing: '/Billing',
  upgrade: '/Upgrade',
  billingSuccess: '/BillingSuccess',
  billingFailed: '/BillingFailed',
  successFree: '/SuccessFree',
  successBasic: '/SuccessBasic',
  successPro: '/SuccessPro',
  /** The invitation mail's link (shared/domain/team.ts `invitationLink` makes the same path). */
  acceptInvite: (token: string) => invitationLink(token),
  login: '/Login',
  register: '/Register',
  forgotPassword: '/ForgotPassword',
  health: '/Health',
  /** The Drive consent popup's redirect target (reads the token from the fragment, hands it to the opener). */
  driveConnected: '/DriveConnected',
  about: '/About',
  features: '/Features',
  pricing: '/Pricing',
  faq: '/Faq',
  contact: '/Contact',
  terms: '/Terms',
  privacy: '/Privacy',
  refund: '/Refund',
  /** The public API's documentation (the OpenAPI document rendered by Redoc). */
  apiDocs: '/ApiDocs',
  /** A section of Home (the navigation bar's Features, Pricing and FAQ). */
  homeSection: (section: HomeSection) => `/Home#${section}`,
} as const;

/** Sections of Home that the navigation bar scrolls to (element ids). */
export const HOME_SECTIONS = ['features', 'pricing', 'faq'] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];

/** The canonical path of a site page (`/Home`, `/Pricing`, …). */
export function sitePagePath(page: SitePage): string {
  return `/${page}`;
}

/** Absolute review URL for sharing (origin of the running app). */
export function reviewUrl(origin: string, token: string): string {
  return `${origin.replace(/\/$/, '')}${paths.review(token)}`;
}
