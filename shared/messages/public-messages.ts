/** Public marketing pages: labels of the navigation bar, footer and page chrome. */
import { PUBLIC_SITE } from '../config/public-site';
import { ACCESS_MESSAGES, NAV_LABELS } from './access-messages';
import { BILLING_MESSAGES } from './billing-messages';

export const PUBLIC_MESSAGES = {
  goToDashboard: BILLING_MESSAGES.goToDashboard,
  watchDemo: 'Watch Demo',
  logIn: 'Log In',
  startFree: 'Start Free',
  termsLastUpdated: PUBLIC_SITE.termsLastUpdated,
  refundRequestSubject: 'Refund Request',
  redirectingToDashboard: ACCESS_MESSAGES.redirectingToDashboard,
  lastUpdated: (date: string) => `Last updated ${date}`,
  onThisPage: 'On this page',
  accountMenu: 'Account menu',
  menu: 'Menu',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  mainNavigation: 'Main navigation',
  footerNavigation: 'Footer',
} as const;

/** The navigation bar (and the mobile drawer that mirrors it). */
export const PUBLIC_NAV_LABELS = {
  home: 'Home',
  about: 'About Us',
  features: 'Features',
  pricing: 'Pricing',
  faq: 'FAQ',
  dashboard: NAV_LABELS.dashboard,
  settings: NAV_LABELS.settings,
  signOut: NAV_LABELS.signOut,
} as const;

/** The footer's three columns. */
export const FOOTER_LABELS = {
  product: 'Product',
  company: 'Company',
  legal: 'Legal',
  contact: 'Contact',
  privacy: 'Privacy Policy',
  terms: 'Terms of Service',
  refund: 'Refund Policy',
} as const;
