/**
 * Page name → lazily loaded page component. Each page is its own chunk, so a route downloads only its own
 * code: the review and public pages never load editor features.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageName } from '../config/paths';

type LazyPage = LazyExoticComponent<ComponentType>;

export const PAGES: Partial<Record<PageName, LazyPage>> = {
  Home: lazy(() => import('../features/home/home-page')),
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
  SuccessPro: lazy(() =>
    import('../features/plans/plan-welcome-page').then((m) => ({ default: m.SuccessProPage })),
  ),
};
