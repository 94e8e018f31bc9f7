/**
 * Page name → lazily loaded page component. Each page is its own chunk, so a route downloads only its own
 * code: the review and public pages never load editor features.
 */
import { createElement, lazy, type ComponentType } from 'react';
import { isSitePage, type PageName, type SitePage } from '../config/paths';
import { SITE_PAGE_LOADERS } from './site-page-loaders';

const preloaded = new Map<PageName, ComponentType>();

/**
 * Loads a site page's code before the first render, so the app replaces the prerendered HTML with the same
 * page at once instead of a loading spinner. Other pages load lazily as usual.
 */
export async function preloadPage(page: PageName): Promise<void> {
  if (!isSitePage(page) || preloaded.has(page)) return;
  preloaded.set(page, await SITE_PAGE_LOADERS[page]());
}

/** A site page: rendered at once when preloadPage has loaded it, lazily otherwise. */
function lazySite(page: SitePage): ComponentType {
  const Lazy = lazy(() => SITE_PAGE_LOADERS[page]().then((component) => ({ default: component })));
  return function SitePageComponent() {
    return createElement(preloaded.get(page) ?? Lazy);
  };
}

export const PAGES: Partial<Record<PageName, ComponentType>> = {
  Home: lazySite('Home'),
  Features: lazySite('Features'),
  Pricing: lazySite('Pricing'),
  Faq: lazySite('Faq'),
  About: lazySite('About'),
  Contact: lazySite('Contact'),
  Terms: lazySite('Terms'),
  Privacy: lazySite('Privacy'),
  Refund: lazySite('Refund'),
  Health: lazy(() => import('../features/health/health-page')),
  Review: lazy(() => import('../features/review/review-page')),
  Login: lazy(() => import('../features/auth/login-page')),
  Register: lazy(() => import('../features/auth/register-page')),
  ForgotPassword: lazy(() => import('../features/auth/forgot-password-page')),
  Dashboard: lazy(() => import('../features/dashboard/dashboard-page')),
  Projects: lazy(() => import('../features/projects/projects-page')),
  Project: lazy(() => import('../features/project/project-page')),
  Import: lazy(() => import('../features/import/import-page')),
  Settings: lazy(() => import('../features/settings/settings-page')),
  DriveConnected: lazy(() => import('../features/import/drive-connected-page')),
  Upgrade: lazy(() => import('../features/plans/upgrade-page')),
  BillingSuccess: lazy(() => import('../features/plans/billing-success-page')),
  BillingFailed: lazy(() => import('../features/plans/billing-failed-page')),
  SuccessFree: lazy(() =>
    import('../features/plans/plan-welcome-page').then((m) => ({ default: m.SuccessFreePage })),
  ),
  SuccessBasic: lazy(() =>
    import('../features/plans/plan-welcome-page').then((m) => ({ default: m.SuccessBasicPage })),
  ),
  AcceptInvite: lazy(() => import('../features/team/accept-invitation-page')),
  ApiDocs: lazy(() => import('../features/api-docs/api-docs-page')),
  Analytics: lazy(() => import('../features/analytics/analytics-page')),
  SuccessPro: lazy(() =>
    import('../features/plans/plan-welcome-page').then((m) => ({ default: m.SuccessProPage })),
  ),
};
