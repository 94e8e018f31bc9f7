/**
 * Settings › API: below Pro the plan reason and the way to upgrade (and no key read); on Pro an Admin creates
 * a key, sees it once, and the list never shows a secret; a Viewer sees that only the Owner and Admins manage keys.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiKeysSection } from '../../../frontend/src/features/settings/components/api-keys-section';
import { planFeatureReason } from '../../../shared/domain/plan-features';
import { permissionsOf, type WorkspaceRole } from '../../../shared/domain/workspace';
import { API_KEY_MESSAGES } from '../../../shared/messages/api-key-messages';
import { renderApp } from './test-app';

const NOW = '2026-03-01T12:00:00.000Z';

function workspace(plan: 'free' | 'basic' | 'pro', role: WorkspaceRole) {
  return {
    workspace: { id: 'ws1', name: 'Studio', ownerUserId: 'ws1', memberCount: 2, createdAt: NOW },
    role,
    permissions: permissionsOf(role),
    planLevel: plan,
  };
}

const SECRET = `cr_live_AbCdEf1234567890${'x'.repeat(32)}`;
const created = {
  keyId: 'AbCdEf1234567890',
  name: 'Render farm',
  scope: 'write',
  prefix: 'cr_live_AbCdEf',
  createdAt: NOW,
  createdByName: 'Ada Admin',
  expiresAt: null,
  lastUsedAt: null,
  revokedAt: null,
};

describe('ApiKeysSection', () => {
  it('shows Basic the plan reason and the upgrade, and reads no keys', async () => {
    const { calls } = renderApp(<ApiKeysSection />, {
      responder: (call) =>
        call.path === '/api/workspace' ? { status: 200, body: workspace('basic', 'owner') } : undefined,
    });
    expect(await screen.findByText(planFeatureReason('apiAccess'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade Plan' })).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/api-keys')).toBe(false);
  });

  it('lets a Pro Admin create a key and shows it once', async () => {
    let keys: unknown[] = [];
    const { calls } = renderApp(<ApiKeysSection />, {
      responder: (call) => {
        if (call.path === '/api/workspace') return { status: 200, body: workspace('pro', 'admin') };
        if (call.path === '/api/api-keys' && call.method === 'GET')
          return { status: 200, body: { items: keys } };
        if (call.path === '/api/api-keys' && call.method === 'POST') {
          keys = [created];
          return { status: 201, body: { key: created, secret: SECRET } };
        }
        return undefined;
      },
    });
    expect(await screen.findByText(API_KEY_MESSAGES.noKeys)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(API_KEY_MESSAGES.nameLabel), { target: { value: 'Render farm' } });
    fireEvent.click(screen.getByRole('button', { name: API_KEY_MESSAGES.create }));
    expect(await screen.findByText(SECRET)).toBeInTheDocument();
    expect(screen.getByText(API_KEY_MESSAGES.shownOnce)).toBeInTheDocument();
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/api/api-keys',
      body: { name: 'Render farm', scope: 'read', expiresInDays: null },
    });
    const row = await screen.findByRole('listitem', { name: 'Render farm' });
    expect(within(row).getByText(API_KEY_MESSAGES.neverUsed)).toBeInTheDocument();
    expect(row.textContent).not.toContain(SECRET);
    fireEvent.click(screen.getByRole('button', { name: API_KEY_MESSAGES.done }));
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
  });

  it('tells a Viewer that only the Owner and Admins manage keys', async () => {
    const { calls } = renderApp(<ApiKeysSection />, {
      responder: (call) =>
        call.path === '/api/workspace' ? { status: 200, body: workspace('pro', 'viewer') } : undefined,
    });
    expect(await screen.findByText(API_KEY_MESSAGES.onlyAdmins)).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/api-keys')).toBe(false);
  });
});
