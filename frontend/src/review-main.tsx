/**
 * Entry of the client review page's own HTML (Review/index.html, built apart from the SPA by
 * frontend/review-entry.ts): the review tree, statically, and nothing else. No router, no auth (Amplify), no
 * editor or site code is reachable from here, so a cold load of a review link downloads only the review
 * page's code (the layouts and overlays it loads lazily included).
 */
import * as reviewApp from './app/review-app';
import { mountApp } from './app/mount-app';

void mountApp(() => Promise.resolve(reviewApp));
