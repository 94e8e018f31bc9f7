/**
 * The light entry for the public site (Home, About, Features, Pricing, Faq, Contact, Terms, Privacy,
 * Refund, and `/`): theme, the public layout and the page, with plain links instead of a router. The
 * session is checked after the first paint (the signed-in menu and the admin's 'Go to Dashboard' appear
 * when it is known); the runtime config, zod and the API client load only then, or when the contact form
 * sends. main.tsx picks this tree when the path names a site page.
 */
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ComponentType } from 'react';
import { PublicLayout } from '../components/layout/public-layout';
import { isSitePage, paths, resolvePage, type SitePage } from '../config/paths';
import { usePageMeta } from '../features/public/components/use-page-meta';
import { AuthStateProvider } from '../lib/auth/auth-state-provider';
import { loadSitePage } from './site-page-loaders';
import { theme } from './theme';

const loadSession = () => import('../lib/auth/site-session').then((m) => m.loadSiteSession());

let page: SitePage = 'Home';
let Page: ComponentType | null = null;

/** `/` shows Home at /Home (as the editor router's redirect did); loads the page's code before rendering. */
export async function prepare(pathname: string): Promise<void> {
  if (pathname === '/' || pathname === '') {
    window.history.replaceState(null, '', `${paths.home}${window.location.search}${window.location.hash}`);
  }
  const resolved = resolvePage(window.location.pathname).page;
  page = isSitePage(resolved) ? resolved : 'Home';
  Page = await loadSitePage(page);
}

function PageMeta() {
  usePageMeta(page);
  return null;
}

export default function SiteApp() {
  const Current = Page;
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <AuthStateProvider enabled load={loadSession} afterPaint>
        <PublicLayout>
          <PageMeta />
          {Current ? <Current /> : null}
        </PublicLayout>
      </AuthStateProvider>
    </ThemeProvider>
  );
}
