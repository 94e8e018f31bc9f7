/**
 * The public site's light tree: pages render with no router around them (plain links), the first paint
 * shows the visitor's bar without asking for the session, and the signed-in menu and the admin's 'Go to
 * Dashboard' appear once the session check (loaded after the paint) answers.
 */
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../../../frontend/src/app/theme';
import { PublicLayout } from '../../../frontend/src/components/layout/public-layout';
import { AboutPage } from '../../../frontend/src/features/public/about-page';
import { HeroSection } from '../../../frontend/src/features/public/components/home-sections';
import { AuthContext, type AuthUser } from '../../../frontend/src/lib/auth/auth-context';
import { AuthStateProvider, type SessionModule } from '../../../frontend/src/lib/auth/auth-state-provider';
import { SiteNavigationContext } from '../../../frontend/src/lib/site-navigation';
import { signedIn } from './test-app';

function Themed({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}

function sessionWith(user: AuthUser | null): SessionModule {
  return {
    readCurrentUser: async () => user,
    onAuthEvent: () => () => undefined,
    endSession: async () => undefined,
  };
}

describe('public site tree', () => {
  it('paints as a visitor first, then shows the admin the menu and Go to Dashboard', async () => {
    let answer: (module: SessionModule) => void = () => undefined;
    const session = new Promise<SessionModule>((resolve) => {
      answer = resolve;
    });
    const load = vi.fn(() => session);
    render(
      <Themed>
        <AuthStateProvider enabled load={load} afterPaint>
          <PublicLayout>
            <HeroSection />
          </PublicLayout>
        </AuthStateProvider>
      </Themed>,
    );
    expect(load).not.toHaveBeenCalled();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/Login');
    expect(screen.queryByRole('link', { name: 'Go to Dashboard' })).toBeNull();

    await waitFor(() => expect(load).toHaveBeenCalled());
    answer(sessionWith({ userId: 'u-1', email: 'ada@example.com', fullName: 'Ada Admin', isAdmin: true }));
    expect(await screen.findByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/Dashboard',
    );
    expect(within(banner).getByRole('button', { name: /Account menu/ })).toBeInTheDocument();
    expect(within(banner).queryByRole('link', { name: 'Log In' })).toBeNull();
  });

  it('renders without a router: plain links, and About sends a signed-in non-admin on through the context', async () => {
    const navigate = vi.fn();
    render(
      <Themed>
        <SiteNavigationContext.Provider value={navigate}>
          <AuthContext.Provider value={signedIn}>
            <PublicLayout>
              <AboutPage />
            </PublicLayout>
          </AuthContext.Provider>
        </SiteNavigationContext.Provider>
      </Themed>,
    );
    const nav = within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/Home#pricing');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/Dashboard', { replace: true }));
  });
});
