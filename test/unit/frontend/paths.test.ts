import { describe, expect, it } from 'vitest';
import { createPageUrl, parseProjectFilter, paths, resolvePage } from '../../../frontend/src/config/paths';

describe('page names', () => {
  it.each([
    ['/Dashboard', 'Dashboard'],
    ['/dashboard', 'Dashboard'],
    ['/DASHBOARD', 'Dashboard'],
    ['/login', 'Login'],
    ['/register', 'Register'],
    ['/forgot-password', 'ForgotPassword'],
    ['/ForgotPassword', 'ForgotPassword'],
    ['/Project', 'Project'],
    ['/review', 'Review'],
    ['/nope', 'Home'],
    ['/', 'Home'],
  ])('%s resolves to %s', (path, page) => {
    expect(resolvePage(path).page).toBe(page);
  });

  it('marks unknown paths and opens the billing section for /Billing', () => {
    expect(resolvePage('/whatever').unknown).toBe(true);
    expect(resolvePage('/Billing')).toEqual({ page: 'Settings', section: 'billing', unknown: false });
    expect(resolvePage('/upgrade').page).toBe('Upgrade');
    expect(resolvePage('/billingsuccess').page).toBe('BillingSuccess');
  });

  it('builds links from labels and filters', () => {
    expect(createPageUrl('Forgot Password')).toBe('/forgot-password');
    expect(paths.projects('archived')).toBe('/Projects?filter=archived');
    expect(paths.project('a b')).toBe('/Project?id=a%20b');
    expect(parseProjectFilter('PENDING')).toBe('pending');
    expect(parseProjectFilter('bogus')).toBe('all');
  });
});
