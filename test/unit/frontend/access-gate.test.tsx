import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PRODUCT_NAME } from '../../../shared/config/product';
import { ResolvedPage } from '../../../frontend/src/app/router';
import type { AuthState } from '../../../frontend/src/lib/auth/auth-context';
import { renderApp, signedIn } from './test-app';

const loading: AuthState = { ...signedIn, status: 'loading', user: null };
const anonymous: AuthState = { ...signedIn, status: 'unauthenticated', user: null };

describe('access gate', () => {
  it('shows the loading view while the session check runs', () => {
    renderApp(<ResolvedPage />, { auth: loading, path: '/Dashboard' });
    expect(screen.getByText(PRODUCT_NAME)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });

  it.each(['/Dashboard', '/dashboard', '/PROJECTS?filter=active', '/Project?id=1', '/import', '/Settings'])(
    'sends an anonymous visitor on %s to /Login with "Redirecting to login..."',
    async (path) => {
      renderApp(<ResolvedPage />, { auth: anonymous, path });
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/Login$/));
    },
  );

  it('sends a signed-in user away from login and register to /Dashboard', async () => {
    renderApp(<ResolvedPage />, { auth: signedIn, path: '/login' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/Dashboard$/));
  });

  it('sends / to /Home', async () => {
    renderApp(<ResolvedPage />, { auth: anonymous, path: '/' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/Home$/));
  });

  it('lets an anonymous visitor open the lower-case /forgot-password page', async () => {
    renderApp(<ResolvedPage />, { auth: anonymous, path: '/forgot-password' });
    expect(
      await screen.findByRole('button', { name: 'Send Reset Email' }, { timeout: 10_000 }),
    ).toBeDisabled();
    expect(screen.getByTestId('location')).toHaveTextContent('/forgot-password');
  }, 20_000);
});
