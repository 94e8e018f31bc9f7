/**
 * Entry of the client review page's own HTML (Review/index.html, built apart from the SPA by
 * frontend/review-entry.ts): the review tree and nothing else. No router, no auth (Amplify), no editor or
 * site code is reachable from here, so a cold load of a review link downloads only the review page's code (the
 * layouts and overlays it loads lazily included).
 *
 * The tree's code (React, MUI, the page) downloads with this file (modulepreload links in the HTML) but runs
 * once index.html has put the first video's first frame on screen: on a slow phone, starting the framework
 * and rendering the page hold the main thread for a second or more, and the video's request and first frame
 * would wait behind them.
 */
import { firstFrameShown } from './lib/preload';

/** The longest the app waits for the first frame: a stalled video never keeps the page from starting. */
const FIRST_FRAME_WAIT_MS = 2000;

void firstFrameShown(FIRST_FRAME_WAIT_MS)
  .then(() => import('./app/mount-app'))
  .then(({ mountApp }) => mountApp(() => import('./app/review-app')));
