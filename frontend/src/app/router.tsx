/**
 * The router: one catch-all route whose element resolves the page name case-insensitively (config/paths),
 * applies the access gate and picks the layout. `/` goes to /Home; unknown paths render Home.
 */
import { lazy, Suspense, useCallback, useEffect, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, useLocation, useNavigate } from 'react-router';
import { ACCESS_MESSAGES } from '../../../shared/messages/access-messages';
import { LoadingView } from '../components/feedback/loading-view';
import { PageSpinner } from '../components/feedback/page-spinner';
import { RouteError } from '../components/feedback/route-error';
import { PlainLayout } from '../components/layout/plain-layout';
import { PublicLayout } from '../components/layout/public-layout';
import {
  GUEST_ONLY_PAGES,
  isSitePage,
  paths,
  PUBLIC_PAGES,
  resolvePage,
  type PageName,
  type SitePage,
} from '../config/paths';
import { usePageMeta } from '../features/public/components/use-page-meta';
import { useAuth } from '../lib/auth/auth-context';
import { SiteNavigationContext, type SiteNavigate } from '../lib/site-navigation';
import { AuthProvider } from '../lib/auth/auth-provider';
import { PAGES } from './pages';

/** The editor layout (with the bell) is its own chunk: public and review pages never load it. */
const EditorShell = lazy(() => import('./editor-shell').then((m) => ({ default: m.EditorShell })));

function RedirectToLogin() {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    navigate(paths.login, { replace: true, state: { from: `${location.pathname}${location.search}` } });
  }, [navigate, location.pathname, location.search]);
  return <LoadingView message={ACCESS_MESSAGES.redirectingToLogin} />;
}

function PageOutlet({ page }: { page: PageName }) {
  const Page = PAGES[page] ?? PAGES.Home;
  if (!Page) return null;
  return <Page />;
}

/** Site pages shown by the router (unknown paths, in-app moves) navigate with it, not by document loads. */
function RouterSiteNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const siteNavigate = useCallback<SiteNavigate>(
    (to, options) => void navigate(to, { replace: options?.replace ?? false }),
    [navigate],
  );
  return <SiteNavigationContext.Provider value={siteNavigate}>{children}</SiteNavigationContext.Provider>;
}

function SitePageMeta({ page }: { page: SitePage }) {
  usePageMeta(page);
  return null;
}

export function PageHost({ page }: { page: PageName }) {
  const auth = useAuth();

  if (!PUBLIC_PAGES.has(page)) {
    if (auth.status === 'loading') return <LoadingView />;
    if (auth.status === 'unauthenticated') return <RedirectToLogin />;
    return (
      <Suspense fallback={<LoadingView />}>
        <EditorShell page={page}>
          <Suspense fallback={<PageSpinner />}>
            <PageOutlet page={page} />
          </Suspense>
        </EditorShell>
      </Suspense>
    );
  }

  if (GUEST_ONLY_PAGES.has(page)) {
    if (auth.status === 'loading') return <LoadingView />;
    if (auth.status === 'authenticated') return <Navigate to={paths.dashboard} replace />;
  }

  if (isSitePage(page)) {
    return (
      <RouterSiteNavigation>
        <PublicLayout>
          <SitePageMeta page={page} />
          <Suspense fallback={<PageSpinner />}>
            <PageOutlet page={page} />
          </Suspense>
        </PublicLayout>
      </RouterSiteNavigation>
    );
  }

  return (
    <PlainLayout>
      <Suspense fallback={<LoadingView />}>
        <PageOutlet page={page} />
      </Suspense>
    </PlainLayout>
  );
}

/** `/` → /Home; otherwise the page named by the path, behind the gate. */
export function ResolvedPage() {
  const location = useLocation();
  if (location.pathname === '/' || location.pathname === '') {
    return <Navigate to={`${paths.home}${location.search}`} replace />;
  }
  return <PageHost page={resolvePage(location.pathname).page} />;
}

export function RootRoute() {
  const location = useLocation();
  const { page } = resolvePage(location.pathname);
  return (
    <AuthProvider enabled={page !== 'Review'}>
      <ResolvedPage />
    </AuthProvider>
  );
}

export function createAppRouter() {
  return createBrowserRouter([{ path: '*', element: <RootRoute />, errorElement: <RouteError /> }]);
}
