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
};
