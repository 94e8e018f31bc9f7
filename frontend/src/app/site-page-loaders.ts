/** The public site's pages, each loaded on demand (shared by the site tree and the editor router). */
import type { ComponentType } from 'react';
import type { SitePage } from '../config/paths';

const sitePages = () => import('./public-pages/site-pages');
const legalPages = () => import('../features/public/legal-pages');

export const SITE_PAGE_LOADERS: Readonly<Record<SitePage, () => Promise<ComponentType>>> = {
  Home: () => sitePages().then((m) => m.HomePage),
  Features: () => sitePages().then((m) => m.FeaturesPage),
  Pricing: () => sitePages().then((m) => m.PricingPage),
  Faq: () => sitePages().then((m) => m.FaqPage),
  About: () => import('../features/public/about-page').then((m) => m.AboutPage),
  Contact: () => import('../features/public/contact-page').then((m) => m.ContactPage),
  Terms: () => legalPages().then((m) => m.TermsPage),
  Privacy: () => legalPages().then((m) => m.PrivacyPage),
  Refund: () => legalPages().then((m) => m.RefundPage),
};

export function loadSitePage(page: SitePage): Promise<ComponentType> {
  return SITE_PAGE_LOADERS[page]();
}
