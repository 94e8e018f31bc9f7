/**
 * The one delivery log of Settings, under a Slack connection as under a webhook endpoint: 'Send test message'
 * posts to the connection's test route and its log shows each attempt (status or 'No answer', what was sent,
 * attempt, response time, why it failed); a webhook endpoint's log renders through the same component.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IntegrationsSection } from '../../../frontend/src/features/settings/components/integrations-section';
import { WebhooksSection } from '../../../frontend/src/features/settings/components/webhooks-section';
import { SLACK_TEST_EVENT } from '../../../shared/domain/slack';
import { permissionsOf } from '../../../shared/domain/workspace';
import { INTEGRATION_MESSAGES, WEBHOOK_MESSAGES } from '../../../shared/messages/webhook-messages';
import { renderApp } from './test-app';

const NOW = '2026-03-01T12:00:00.000Z';
const proWorkspace = {
  workspace: { id: 'ws1', name: 'Studio', ownerUserId: 'ws1', memberCount: 1, createdAt: NOW },
  role: 'admin' as const,
  permissions: permissionsOf('admin'),
  planLevel: 'pro' as const,
};

const delivered = {
  messageId: 'msg_1',
  eventType: SLACK_TEST_EVENT,
  attempt: 1,
  status: 200,
  ok: true,
  durationMs: 42,
  error: null,
  at: NOW,
  nextAttemptAt: null,
};
const unanswered = {
  ...delivered,
  messageId: 'msg_2',
  attempt: 2,
  status: null,
  ok: false,
  durationMs: 10_000,
  error: 'TimeoutError: the receiver did not answer',
};

describe('DeliveryLog', () => {
  it("Slack: 'Send test message' queues one and the connection's log shows its attempts", async () => {
    let log: unknown[] = [];
    const { calls } = renderApp(<IntegrationsSection />, {
      responder: (call) => {
        if (call.path === '/api/workspace') return { status: 200, body: proWorkspace };
        if (call.path === '/api/integrations/slack')
          return {
            status: 200,
            body: {
              connections: [
                {
                  scope: 'workspace',
                  projectName: null,
                  urlHint: 'hooks.slack.com/…/abcd…',
                  connectedAt: NOW,
                },
              ],
            },
          };
        if (call.path === '/api/integrations/slack/workspace/test' && call.method === 'POST') {
          log = [unanswered, delivered];
          return { status: 202, body: { messageId: 'msg_1' } };
        }
        if (call.path === '/api/integrations/slack/workspace/deliveries')
          return { status: 200, body: { deliveries: log } };
        if (call.path.startsWith('/api/projects'))
          return { status: 200, body: { items: [], nextCursor: null } };
        return undefined;
      },
    });
    expect(await screen.findByText(WEBHOOK_MESSAGES.noDeliveries)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: INTEGRATION_MESSAGES.sendTest }));
    expect(await screen.findByText(INTEGRATION_MESSAGES.testSent)).toBeInTheDocument();
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/api/integrations/slack/workspace/test',
      body: undefined,
    });

    const list = await screen.findByRole('list', {
      name: `${WEBHOOK_MESSAGES.deliveries}: ${INTEGRATION_MESSAGES.wholeWorkspace}`,
    });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const [failed, ok] = within(list).getAllByRole('listitem');
    expect(within(failed!).getByText(WEBHOOK_MESSAGES.noAnswer)).toBeInTheDocument();
    expect(within(failed!).getByText(unanswered.error)).toBeInTheDocument();
    expect(failed!.textContent).toContain(WEBHOOK_MESSAGES.attempt(2));
    expect(within(ok!).getByText('200')).toBeInTheDocument();
    expect(within(ok!).getByText(SLACK_TEST_EVENT)).toBeInTheDocument();
    expect(ok!.textContent).toContain(WEBHOOK_MESSAGES.responseTime(42));
  });

  it("Webhooks: an endpoint's log renders through the same component", async () => {
    renderApp(<WebhooksSection />, {
      responder: (call) => {
        if (call.path === '/api/workspace') return { status: 200, body: proWorkspace };
        if (call.path === '/api/webhooks')
          return {
            status: 200,
            body: {
              endpoints: [
                {
                  endpointId: 'ep1',
                  url: 'https://hooks.example.com/in',
                  description: '',
                  events: ['link.opened'],
                  enabled: true,
                  disabledReason: null,
                  consecutiveFailures: 0,
                  secretPrefix: 'whsec_ab',
                  previousSecretUntil: null,
                  createdAt: NOW,
                  lastDeliveryAt: NOW,
                },
              ],
            },
          };
        if (call.path === '/api/webhooks/ep1/deliveries')
          return {
            status: 200,
            body: { deliveries: [{ ...delivered, eventType: 'link.opened', status: 500, ok: false }] },
          };
        return undefined;
      },
    });
    const list = await screen.findByRole('list', { name: WEBHOOK_MESSAGES.deliveries });
    expect(within(list).getByText('500')).toBeInTheDocument();
    expect(within(list).getByText('link.opened')).toBeInTheDocument();
  });
});
