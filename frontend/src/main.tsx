/**
 * Entry of index.html: load the app tree for this URL (and what it needs before its first render), then
 * render. Three trees: the client review page (/Review, any case) gets its own light tree without router,
 * auth or editor layout (served from its own HTML entry, Review/index.html → review-main.tsx; this branch
 * covers the dev server and any path that falls back to index.html); the public site pages (Home, About, …,
 * and `/`) get the light site tree (no router, session checked after first paint, no API client until the
 * contact form sends); every other path gets the editor SPA.
 */
import { isSitePage, resolvePage } from './config/paths';
import { mountApp, type AppTree } from './app/mount-app';

function loadAppTree(pathname: string): Promise<AppTree> {
  const resolved = resolvePage(pathname);
  if (resolved.page === 'Review') return import('./app/review-app');
  // `/` resolves to Home (not unknown); an unknown path stays with the editor SPA, which shows Home for it.
  if (!resolved.unknown && isSitePage(resolved.page)) return import('./app/site-app');
  return import('./app/editor-app');
}

void mountApp(() => loadAppTree(window.location.pathname));
