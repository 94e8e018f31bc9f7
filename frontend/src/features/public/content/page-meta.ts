/**
 * Each public page's title and description: written into the served (prerendered) HTML with Open Graph,
 * Twitter and canonical tags, and set on the document when the SPA navigates.
 */
import { PRODUCT_NAME } from '../../../../../shared/config/product';
import { PLAN_CATALOGUE, PLAN_ACTIVE_PROJECT_LIMITS } from '../../../../../shared/domain/plans';
import type { SitePage } from '../../../config/paths';

const { basic, pro } = PLAN_CATALOGUE;

export interface PageMeta {
  title: string;
  description: string;
}

export const PAGE_META: Readonly<Record<SitePage, PageMeta>> = {
  Home: {
    title: `${PRODUCT_NAME}: video review and client approval for editors`,
    description: `Share a secure review link, collect time-coded notes and approvals from clients who never need an account, and finish every revision round faster. Free for ${PLAN_ACTIVE_PROJECT_LIMITS.free} active projects.`,
  },
  About: {
    title: `About us | ${PRODUCT_NAME}`,
    description: `Why an editor built ${PRODUCT_NAME}: a review tool that keeps footage in your Drive and gets clients to precise, time-coded feedback in seconds.`,
  },
  Features: {
    title: `Features: how it works | ${PRODUCT_NAME}`,
    description:
      'Create a project from a Google Drive folder, share a secure review link, track notes and approvals. Frame-accurate comments, expiring links and a clear approval record.',
  },
  Pricing: {
    title: `Pricing | ${PRODUCT_NAME}`,
    description: `Free for ${PLAN_ACTIVE_PROJECT_LIMITS.free} active projects. Basic $${basic.monthlyPrice}/month or $${basic.annualPrice}/year for ${PLAN_ACTIVE_PROJECT_LIMITS.basic} projects; Pro $${pro.monthlyPrice}/month or $${pro.annualPrice}/year for unlimited projects. Annual billing saves 2 months.`,
  },
  Faq: {
    title: `FAQ | ${PRODUCT_NAME}`,
    description:
      'Answers about client accounts, review link expiry, plans, supported video formats, where videos are stored and cancelling.',
  },
  Contact: {
    title: `Contact us | ${PRODUCT_NAME}`,
    description: `Questions about pricing, billing or your projects? Send the ${PRODUCT_NAME} team a message; we reply within 24 hours.`,
  },
  Terms: {
    title: `Terms of Service | ${PRODUCT_NAME}`,
    description: `The terms for using ${PRODUCT_NAME}: accounts, subscriptions and billing, payments, your content, liability and governing law.`,
  },
  Privacy: {
    title: `Privacy Policy | ${PRODUCT_NAME}`,
    description: `What personal data ${PRODUCT_NAME} collects, how it is used, account deletion, cookies, third parties and your rights.`,
  },
  Refund: {
    title: `Refund Policy | ${PRODUCT_NAME}`,
    description: `How payments, cancellation and refunds work for ${PRODUCT_NAME} subscriptions, and how to ask for an exception.`,
  },
};
