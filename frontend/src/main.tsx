/**
 * Entry: load the app tree for this URL (and what it needs before its first render), then render. Three
 * trees: the client review page (/Review, any case) gets its own light tree without router, auth or editor
 * layout; the public site pages (Home, About, …, and `/`) get the light site tree (no router, session
 * checked after first paint, no API client until the contact form sends); every other path gets the editor
 * SPA. A bad config (or a chunk that fails to load) fails loudly on screen, never silently.
 */
import { StrictMode, useEffect, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { isSitePage, resolvePage } from './config/paths';

interface AppTree {
  default: ComponentType;
  /** Loads what the tree needs before the first render (config, the prerendered page's code). */
  prepare: (pathname: string) => Promise<void>;
}

function loadAppTree(pathname: string): Promise<AppTree> {
  const resolved = resolvePage(pathname);
  if (resolved.page === 'Review') return import('./app/review-app');
  // `/` resolves to Home (not unknown); an unknown path stays with the editor SPA, which shows Home for it.
  if (!resolved.unknown && isSitePage(resolved.page)) return import('./app/site-app');
  return import('./app/editor-app');
}

/**
 * Marks #root `data-ready` once the app has rendered over the prerendered HTML (which does not react to clicks
 * before): a signal for tests and tools that does not depend on the UI runtime's internals.
 */
function MarkReady({ root }: { root: HTMLElement }) {
  useEffect(() => {
    root.setAttribute('data-ready', 'true');
  }, [root]);
  return null;
}

async function start(): Promise<void> {
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('#root missing from index.html');
  let App: ComponentType;
  try {
    const tree = await loadAppTree(window.location.pathname);
    await tree.prepare(window.location.pathname);
    App = tree.default;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    rootElement.innerHTML = '';
    const box = document.createElement('pre');
    box.setAttribute('role', 'alert');
    box.style.cssText = 'color:#fca5a5;padding:24px;white-space:pre-wrap;font:14px system-ui';
    box.textContent = `The app could not start.\n${message}`;
    rootElement.append(box);
    throw error;
  }
  createRoot(rootElement).render(
    <StrictMode>
      <App />
      <MarkReady root={rootElement} />
    </StrictMode>,
  );
}

void start();
