/** Entry: load /config.json, then render. A bad config fails loudly on screen, never silently. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { loadRuntimeConfig, setRuntimeConfig } from './config/runtime-config';
import { configureApiClient } from './lib/api-client';

async function start(): Promise<void> {
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('#root missing from index.html');
  try {
    const config = await loadRuntimeConfig();
    setRuntimeConfig(config);
    configureApiClient({ apiBase: config.apiBase });
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
  const router = createAppRouter();
  createRoot(rootElement).render(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
}

void start();
