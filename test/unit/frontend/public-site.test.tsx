/**
 * The public site in jsdom: the contact form's validation (spec message, nothing sent), success (cleared,
 * spec message, one POST with a submission id) and failure (spec message, every field kept, the same
 * submission id on retry); the navigation bar for visitors and signed-in users; About's redirect.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ResolvedPage } from '../../../frontend/src/app/router';
import { ContactPage } from '../../../frontend/src/features/public/contact-page';
import type { AuthState } from '../../../frontend/src/lib/auth/auth-context';
import { CONTACT_MESSAGES } from '../../../shared/messages/contact-messages';
import { renderApp, signedIn } from './test-app';

const visitor: AuthState = { ...signedIn, status: 'unauthenticated', user: null };

async function fillContactForm() {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Dana Editor');
  await user.type(screen.getByRole('textbox', { name: /Email/ }), 'dana@example.com');
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /Reason/ }));
  await user.click(await screen.findByRole('option', { name: 'Technical Support' }));
  await user.type(screen.getByRole('textbox', { name: /Message/ }), 'The proxy of my MOV will not play.');
  return user;
}

describe('contact form', () => {
  // The form loads its sender (zod, the API client) on the first submission: loaded here, outside the
  // tests' time limit (as project-restore.test.tsx does for the project view).
  beforeAll(() => import('../../../frontend/src/features/public/api/send-contact-message'));

  it('shows the spec message and sends nothing when fields are missing', async () => {
    const view = renderApp(<ContactPage />, { auth: visitor });
    await userEvent.setup().click(screen.getByRole('button', { name: CONTACT_MESSAGES.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CONTACT_MESSAGES.requiredFields);
    expect(view.calls).toEqual([]);
  });

  it('sends once, clears the form and says so', async () => {
    const view = renderApp(<ContactPage />, {
      auth: visitor,
      responder: (call) =>
        call.path === '/api/contact' ? { status: 200, body: { status: 'sent' } } : undefined,
    });
    const user = await fillContactForm();
    await user.click(screen.getByRole('button', { name: CONTACT_MESSAGES.send }));
    expect(await screen.findByText(CONTACT_MESSAGES.sent)).toBeInTheDocument();
    expect(view.calls).toHaveLength(1);
    expect(view.calls[0]?.body).toMatchObject({
      name: 'Dana Editor',
      email: 'dana@example.com',
      reason: 'technical',
      message: 'The proxy of my MOV will not play.',
      homepage: '',
    });
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('');
  });

  it('keeps everything typed on failure and retries with the same submission id', async () => {
    let answer = 500;
    const view = renderApp(<ContactPage />, {
      auth: visitor,
      responder: (call) =>
        call.path === '/api/contact'
          ? answer === 200
            ? { status: 200, body: { status: 'sent' } }
            : {
                status: 500,
                body: { error: { code: 'INTERNAL', message: 'Something went wrong on our side.' } },
              }
          : undefined,
    });
    const user = await fillContactForm();
    await user.click(screen.getByRole('button', { name: CONTACT_MESSAGES.send }));
    expect(await screen.findByText(CONTACT_MESSAGES.sendFailed, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue(
      'The proxy of my MOV will not play.',
    );
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Dana Editor');
    answer = 200;
    await user.click(screen.getByRole('button', { name: CONTACT_MESSAGES.send }));
    expect(await screen.findByText(CONTACT_MESSAGES.sent)).toBeInTheDocument();
    const ids = view.calls.map((c) => (c.body as { submissionId: string }).submissionId);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
  });
});

describe('public layout', () => {
  it('offers a visitor Log In and Start Free, and links the Home sections', async () => {
    renderApp(<ResolvedPage />, { auth: visitor, path: '/Terms' });
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/Login');
    expect(within(banner).getByRole('link', { name: 'Start Free' })).toHaveAttribute('href', '/Register');
    const nav = within(banner).getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/Home#pricing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    for (const heading of ['Product', 'Company', 'Legal'])
      expect(within(footer).getByRole('navigation', { name: heading })).toBeInTheDocument();
  });

  it('gives a signed-in user the menu with Dashboard, Settings and Sign Out', async () => {
    renderApp(<ResolvedPage />, { auth: signedIn, path: '/Privacy' });
    const banner = await screen.findByRole('banner');
    expect(within(banner).queryByRole('link', { name: 'Log In' })).toBeNull();
    await userEvent.setup().click(within(banner).getByRole('button', { name: /Account menu/ }));
    for (const item of ['Dashboard', 'Settings', 'Sign Out'])
      expect(await screen.findByRole('menuitem', { name: item })).toBeInTheDocument();
  });

  it('sends a signed-in non-admin from About to the Dashboard; an admin reads About', async () => {
    renderApp(<ResolvedPage />, { auth: signedIn, path: '/About' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/Dashboard$/));

    const admin: AuthState = { ...signedIn, user: { ...signedIn.user!, isAdmin: true } };
    renderApp(<ResolvedPage />, { auth: admin, path: '/About' });
    expect(await screen.findByRole('heading', { level: 1, name: 'About Cutroom' })).toBeInTheDocument();
  });
});
