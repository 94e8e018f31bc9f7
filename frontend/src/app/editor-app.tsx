/**
 * The editor SPA (every page except the client review page): app providers + the router. Loaded lazily by
 * main.tsx, so the review page never downloads the router, the auth gate or the editor layout.
 */
import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { resolvePage } from '../config/paths';
import { ensureAppConfig } from '../lib/app-config';
import { preloadPage } from './pages';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

export default function EditorApp() {
  const [router] = useState(createAppRouter);
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}

/** Loads the runtime config and, in parallel, the code of the page at `pathname` when it is a site page. */
export async function prepare(pathname: string): Promise<void> {
  await Promise.all([ensureAppConfig(), preloadPage(resolvePage(pathname).page)]);
}
