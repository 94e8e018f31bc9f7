/**
 * Mounts an app tree on #root, shared by the two HTML entries (index.html → main.tsx for the editor SPA and
 * the public site; Review/index.html → review-main.tsx for the client review page). What the tree needs
 * before its first render (config, the page's code) is awaited first; a failure there shows on screen,
 * never silently.
 */
import { StrictMode, useEffect, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';

export interface AppTree {
  default: ComponentType;
  /** Loads what the tree needs before the first render (config, the prerendered page's code). */
  prepare: (pathname: string) => Promise<void>;
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

export async function mountApp(load: () => Promise<AppTree>): Promise<void> {
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('#root missing from the page');
  let App: ComponentType;
  try {
    const tree = await load();
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
