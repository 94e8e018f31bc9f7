/**
 * The one plan gate of Settings' paid sections: below the plan every paid section shows the plan's reason,
 * what the plan adds and the way to upgrade instead of its body, and reads nothing the plan does not include;
 * on the plan the body shows.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BrandingSection } from '../../../frontend/src/features/settings/components/branding-section';
import { IntegrationsSection } from '../../../frontend/src/features/settings/components/integrations-section';
import { WebhooksSection } from '../../../frontend/src/features/settings/components/webhooks-section';
import { planFeatureReason } from '../../../shared/domain/plan-features';
import { permissionsOf } from '../../../shared/domain/workspace';
import { WEBHOOK_EVENT_LABELS } from '../../../shared/domain/webhooks';
import { NAV_LABELS } from '../../../shared/messages/access-messages';
import { BRAND_MESSAGES } from '../../../shared/messages/brand-messages';
import { INTEGRATION_MESSAGES, WEBHOOK_MESSAGES } from '../../../shared/messages/webhook-messages';
import { renderApp } from './test-app';

const NOW = '2026-03-01T12:00:00.000Z';

function workspace(plan: 'basic' | 'pro') {
  return {
    workspace: { id: 'ws1', name: 'Studio', ownerUserId: 'ws1', memberCount: 1, createdAt: NOW },
    role: 'owner' as const,
    permissions: permissionsOf('owner'),
    planLevel: plan,
  };
}

const brandView = (plan: 'basic' | 'pro') => ({
  plan,
  applied: plan === 'pro',
  mayChange: true,
  brand: null,
});

describe('Settings plan gate', () => {
  it('below Pro, Webhooks shows the reason, the events Pro adds and Upgrade Plan, and reads no endpoints', async () => {
    const { calls } = renderApp(<WebhooksSection />, {
      responder: (call) =>
        call.path === '/api/workspace' ? { status: 200, body: workspace('basic') } : undefined,
    });
    expect(await screen.findByText(planFeatureReason('integrations'))).toBeInTheDocument();
    expect(screen.getByText(WEBHOOK_MESSAGES.proOnly)).toBeInTheDocument();
    expect(screen.getByText(WEBHOOK_EVENT_LABELS['notes.submitted'])).toBeInTheDocument();
    expect(screen.getByRole('link', { name: NAV_LABELS.upgradePlan })).toHaveAttribute('href', '/Upgrade');
    expect(calls.some((c) => c.path.startsWith('/api/webhooks'))).toBe(false);
  });

  it('below Pro, Integrations keeps the Slack intro and shows the reason and Upgrade Plan instead of the form', async () => {
    renderApp(<IntegrationsSection />, {
      responder: (call) =>
        call.path === '/api/workspace' ? { status: 200, body: workspace('basic') } : undefined,
    });
    expect(await screen.findByText(planFeatureReason('integrations'))).toBeInTheDocument();
    expect(screen.getByText(INTEGRATION_MESSAGES.slackIntro)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: NAV_LABELS.upgradePlan })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: INTEGRATION_MESSAGES.connect })).not.toBeInTheDocument();
  });

  it('below Pro, Branding shows the reason, what Pro adds and Upgrade Plan instead of the form', async () => {
    renderApp(<BrandingSection />, {
      responder: (call) =>
        call.path === '/api/workspace/brand' ? { status: 200, body: brandView('basic') } : undefined,
    });
    expect(await screen.findByText(planFeatureReason('customBranding'))).toBeInTheDocument();
    for (const line of BRAND_MESSAGES.proAdds) expect(screen.getByText(line)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: NAV_LABELS.upgradePlan })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: BRAND_MESSAGES.save })).not.toBeInTheDocument();
  });

  it('on Pro, Webhooks shows its body: the endpoints and the form, and no upgrade', async () => {
    renderApp(<WebhooksSection />, {
      responder: (call) => {
        if (call.path === '/api/workspace') return { status: 200, body: workspace('pro') };
        if (call.path === '/api/webhooks') return { status: 200, body: { endpoints: [] } };
        return undefined;
      },
    });
    expect(await screen.findByText(WEBHOOK_MESSAGES.empty)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Add endpoint' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: NAV_LABELS.upgradePlan })).not.toBeInTheDocument();
  });
});
