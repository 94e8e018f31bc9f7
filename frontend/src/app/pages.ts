/**
 * Page name → lazily loaded page component. Each page is its own chunk, so a route downloads only its own
 * code: the review and public pages never load editor features.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageName } from '../config/paths';

type LazyPage = LazyExoticComponent<ComponentType>;

const sitePages = () => import('./public-pages/site-pages');
const legalPages = () => import('../features/public/legal-pages');

export const PAGES: Partial<Record<PageName, LazyPage>> = {
  Home: lazy(() => sitePages().then((m) => ({ default: m.HomePage }))),
  Features: lazy(() => sitePages().then((m) => ({ default: m.FeaturesPage }))),
  Pricing: lazy(() => sitePages().then((m) => ({ default: m.PricingPage }))),
  Faq: lazy(() => sitePages().then((m) => ({ default: m.FaqPage }))),
  About: lazy(() => import('../features/public/about-page').then((m) => ({ default: m.AboutPage }))),
  Contact: lazy(() => import('../features/public/contact-page').then((m) => ({ default: m.ContactPage }))),
  Terms: lazy(() => legalPages().then((m) => ({ default: m.TermsPage }))),
  Privacy: lazy(() => legalPages().then((m) => ({ default: m.PrivacyPage }))),
  Refund: lazy(() => legalPages().then((m) => ({ default: m.RefundPage }))),
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
};
