/**
 * The router: one catch-all route whose element resolves the page name case-insensitively (config/paths),
 * applies the access gate and picks the layout. `/` goes to /Home; unknown paths render Home.
 */
import { Suspense, useEffect } from 'react';
import { createBrowserRouter, Navigate, useLocation, useNavigate } from 'react-router';
import { ACCESS_MESSAGES } from '../../../shared/messages/access-messages';
import { LoadingView } from '../components/feedback/loading-view';
import { PageSpinner } from '../components/feedback/page-spinner';
import { PlainLayout } from '../components/layout/plain-layout';
import { GUEST_ONLY_PAGES, paths, PUBLIC_PAGES, resolvePage, type PageName } from '../config/paths';
import { useAuth } from '../lib/auth/auth-context';
import { AuthProvider } from '../lib/auth/auth-provider';
import { EditorShell } from './editor-shell';
import { PAGES } from './pages';

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

export function PageHost({ page }: { page: PageName }) {
  const auth = useAuth();

  if (!PUBLIC_PAGES.has(page)) {
    if (auth.status === 'loading') return <LoadingView />;
    if (auth.status === 'unauthenticated') return <RedirectToLogin />;
    return (
      <EditorShell page={page}>
        <Suspense fallback={<PageSpinner />}>
          <PageOutlet page={page} />
        </Suspense>
      </EditorShell>
    );
  }

  if (GUEST_ONLY_PAGES.has(page)) {
    if (auth.status === 'loading') return <LoadingView />;
    if (auth.status === 'authenticated') return <Navigate to={paths.dashboard} replace />;
  }

  return (
    <PlainLayout>
      <Suspense fallback={<LoadingView />}>
        <PageOutlet page={page} />
      </Suspense>
    </PlainLayout>
  );
}

export function RootRoute() {
  const location = useLocation();
  if (location.pathname === '/' || location.pathname === '') {
    return <Navigate to={`${paths.home}${location.search}`} replace />;
  }
  const { page } = resolvePage(location.pathname);
  return (
    <AuthProvider enabled={page !== 'Review'}>
      <PageHost page={page} />
    </AuthProvider>
  );
}

export function createAppRouter() {
  return createBrowserRouter([{ path: '*', element: <RootRoute /> }]);
}
