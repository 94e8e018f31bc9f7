/**
 * Entry: load /config.json and, in parallel, the app tree for this URL, then render. The client review page
 * (/Review, any case) gets its own light tree without router, auth or editor layout; every other path gets
 * the editor SPA. A bad config (or a chunk that fails to load) fails loudly on screen, never silently.
 */
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { resolvePage } from './config/paths';
import { loadRuntimeConfig, setRuntimeConfig } from './config/runtime-config';
import { configureApiClient } from './lib/api-client';
import { takePreloadedConfig } from './lib/preload';

interface AppTree {
  default: ComponentType;
  /** Loads the page's code before the first render (prerendered site pages: no spinner in between). */
  preparePage?: (pathname: string) => Promise<void>;
}

function loadAppTree(): Promise<AppTree> {
  return resolvePage(window.location.pathname).page === 'Review'
    ? import('./app/review-app')
    : import('./app/editor-app');
}

async function start(): Promise<void> {
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('#root missing from index.html');
  let App: ComponentType;
  try {
    const preloaded = takePreloadedConfig();
    const [config, tree] = await Promise.all([
      loadRuntimeConfig(preloaded ? () => preloaded : undefined),
      loadAppTree(),
    ]);
    setRuntimeConfig(config);
    configureApiClient({ apiBase: config.apiBase });
    await tree.preparePage?.(window.location.pathname);
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
    </StrictMode>,
  );
}

void start();
