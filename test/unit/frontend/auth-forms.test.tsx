import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ForgotPasswordPage from '../../../frontend/src/features/auth/forgot-password-page';
import LoginPage from '../../../frontend/src/features/auth/login-page';
import RegisterPage from '../../../frontend/src/features/auth/register-page';
import { renderApp } from './test-app';

const anonymous = {
  status: 'unauthenticated' as const,
  user: null,
  refresh: async () => undefined,
  signOut: async () => ({ ok: true as const }),
};

describe('auth forms (react-hook-form over the shared zod schemas)', () => {
  it('login: the schema messages on submit, cleared as the fields are corrected', async () => {
    renderApp(<LoginPage />, { auth: anonymous, path: '/Login' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'nope' } });
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'a@b.co' } });
    fireEvent.change(screen.getByLabelText('Password', { exact: true }), { target: { value: '123' } });
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Please enter a valid email')).toBeNull());
  });

  it('register: required fields and the confirmation must match', async () => {
    renderApp(<RegisterPage />, { auth: anonymous, path: '/Register' });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Password', { exact: true }), { target: { value: 'secret12' } });
    fireEvent.change(screen.getByLabelText('Confirm Password', { exact: true }), {
      target: { value: 'secret13' },
    });
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
  });

  it('forgot password: the e-mail is checked by the shared schema before anything is sent', async () => {
    renderApp(<ForgotPasswordPage />, { auth: anonymous, path: '/ForgotPassword' });
    const send = screen.getByRole('button', { name: 'Send Reset Email' });
    expect(send).toBeDisabled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'not-an-email' } });
    fireEvent.click(send);
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
  });
});
