/**
 * Outgoing webhooks through the whole local pipeline: an event stored in the outbox is read off the table's
 * stream by the webhook-events Lambda, queued once per subscribed endpoint, and POSTed by the delivery worker
 * to the local receiver stand-in, signed so the `standardwebhooks` library verifies it; failures are retried
 * with the same webhook-id, and repeated failures disable the endpoint and mail the Admins.
 */
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import {
  createWebhook,
  deliverWebhook,
  listWebhookDeliveries,
  listWebhooks,
  sendWebhookTest,
} from '../../../functions/webhooks';
import { standardWebhooksSender } from '../../../functions/webhooks/adapters/standard-webhooks-sender';
import { webhookStore } from '../../../functions/webhooks/store/webhook-store';
import type { DomainEvent } from '../../../shared/domain/domain-events';
import { planFeatureReason } from '../../../shared/domain/plan-features';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_LIMITS } from '../../../shared/domain/webhooks';
import { WEBHOOK_MESSAGES } from '../../../shared/messages/webhook-messages';
import { mailsTo } from '../review/review-fixture';
import { accountWithWorkspace } from '../team/team-kit';
import { receivedAt } from '../../support/integrations-stand-in';
import { waitUntil } from '../../support/wait-until';
import { refusal } from '../../support/refusal';
import { webhooksTestKit } from './webhooks-kit';

const { db, ulid, system, standIn: receiver, ports, storeEvents } = webhooksTestKit('webhooks-test');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One event of every subscribable kind, of this workspace. */
function everyEvent(workspaceId: string): DomainEvent[] {
  const base = () => ({
    id: ulid(),
    at: new Date().toISOString(),
    ownerId: workspaceId,
    projectId: ulid(),
    projectName: 'Spring spot',
  });
  const version = { videoId: 'v1', videoTitle: 'Cut 1', versionNumber: 2 };
  return [
    {
      ...base(),
      type: 'notes_submitted',
      reviewer: 'Cora Client',
      clientDisplayName: 'Cora',
      notes: [
        {
          videoTitle: 'Cut 1',
          timecodeMs: 12_500,
          body: 'Logo bigger',
          reviewer: 'Cora Client',
          at: new Date().toISOString(),
        },
      ],
    },
    {
      ...base(),
      type: 'reply_added',
      reviewer: 'Cora',
      videoTitle: 'Cut 1',
      note: { timecodeMs: 0, body: 'Hi' },
      reply: 'Done',
    },
    {
      ...base(),
      type: 'video_approved',
      reviewer: 'Cora',
      videoTitle: 'Cut 1',
      versionNumber: 2,
      approvedCount: 1,
      videoCount: 2,
    },
    { ...base(), type: 'project_approved', reviewer: 'Cora', clientDisplayName: 'Cora', videoCount: 2 },
    { ...base(), type: 'version_ready', ...version },
    { ...base(), type: 'import_failed', ...version, outcome: 'refused' },
    { ...base(), type: 'link_opened' },
  ];
}

describe('outgoing webhooks', () => {
  it('delivers each subscribed event once per endpoint, with a signature standardwebhooks verifies', async () => {
    const owner = await accountWithWorkspace(db, 'pro');
    const tag = ulid();
    const all = await createWebhook(ports(), {
      workspaceId: owner.workspaceId,
      userId: owner.userId,
      url: `${receiver}/hooks/all-${tag}`,
      description: 'Tracker',
      events: [...WEBHOOK_EVENT_TYPES],
    });
    const approvals = await createWebhook(ports(), {
      workspaceId: owner.workspaceId,
      userId: owner.userId,
      url: `${receiver}/hooks/approvals-${tag}`,
      description: '',
      events: ['video.approved'],
    });
    const events = everyEvent(owner.workspaceId);
    await storeEvents(events);

    const toAll = await waitUntil(
      'every event at the first endpoint',
      () => receivedAt(receiver, `/hooks/all-${tag}`),
      (r) => r.length >= 7,
    );
    const toApprovals = await waitUntil(
      'the approval',
      () => receivedAt(receiver, `/hooks/approvals-${tag}`),
      (r) => r.length >= 1,
    );
    await sleep(3000);
    expect(await receivedAt(receiver, `/hooks/all-${tag}`)).toHaveLength(7);
    expect(await receivedAt(receiver, `/hooks/approvals-${tag}`)).toHaveLength(1);

    const verified = toAll.map(
      (r) =>
        new Webhook(all.secret).verify(r.body, r.headers) as { type: string; data: Record<string, unknown> },
    );
    expect(verified.map((p) => p.type).sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());
    expect(new Set(toAll.map((r) => r.headers['webhook-id'])).size).toBe(7);
    expect(toAll.map((r) => r.headers['webhook-id']).sort()).toEqual(events.map((e) => `msg_${e.id}`).sort());
    const approved = new Webhook(approvals.secret).verify(
      toApprovals[0]?.body ?? '',
      toApprovals[0]?.headers ?? {},
    ) as {
      type: string;
      data: Record<string, unknown>;
    };
    expect(approved).toMatchObject({
      type: 'video.approved',
      data: { workspaceId: owner.workspaceId, videoTitle: 'Cut 1' },
    });
    // The other endpoint's secret does not verify it.
    expect(() =>
      new Webhook(all.secret).verify(toApprovals[0]?.body ?? '', toApprovals[0]?.headers ?? {}),
    ).toThrow();

    const log = await listWebhookDeliveries(ports(), {
      workspaceId: owner.workspaceId,
      endpointId: all.endpoint.endpointId,
    });
    expect(log.deliveries).toHaveLength(7);
    expect(log.deliveries.every((d) => d.ok && d.status === 200 && d.attempt === 1)).toBe(true);
  });

  it('an endpoint answering 500 then 200 gets the event on the retry with the same webhook-id', async () => {
    const owner = await accountWithWorkspace(db, 'pro');
    const tag = ulid();
    const hook = await createWebhook(ports(), {
      workspaceId: owner.workspaceId,
      userId: owner.userId,
      url: `${receiver}/hooks/fail-once/${tag}`,
      description: '',
      events: ['project.approved'],
    });
    const [, , , approved] = everyEvent(owner.workspaceId);
    await storeEvents([approved as DomainEvent]);
    const requests = await waitUntil(
      'the retry',
      () => receivedAt(receiver, `/hooks/fail-once/${tag}`),
      (r) => r.length >= 2,
    );
    expect(requests.map((r) => r.status)).toEqual([500, 200]);
    expect(requests[0]?.headers['webhook-id']).toBe(`msg_${approved?.id}`);
    expect(requests[1]?.headers['webhook-id']).toBe(requests[0]?.headers['webhook-id']);
    expect(requests[1]?.body).toBe(requests[0]?.body);
    new Webhook(hook.secret).verify(requests[1]?.body ?? '', requests[1]?.headers ?? {});
    const log = await waitUntil(
      'the log of both attempts',
      () =>
        listWebhookDeliveries(ports(), {
          workspaceId: owner.workspaceId,
          endpointId: hook.endpoint.endpointId,
        }),
      (l) => l.deliveries.length >= 2,
    );
    expect(log.deliveries.map((d) => [d.attempt, d.status, d.ok])).toEqual([
      [2, 200, true],
      [1, 500, false],
    ]);
    expect(log.deliveries[1]?.nextAttemptAt).not.toBeNull();
  });

  it('refuses loopback, metadata, private and privately resolving URLs when they are saved', async () => {
    const owner = await accountWithWorkspace(db, 'pro');
    const resolvingPrivately = ports({
      outbound: { localOrigins: [receiver], resolve: async () => ['10.1.2.3'] },
    });
    const save = (url: string, p = ports()) =>
      refusal(
        createWebhook(p, {
          workspaceId: owner.workspaceId,
          userId: owner.userId,
          url,
          description: '',
          events: ['link.opened'],
        }),
      );
    for (const url of [
      'https://127.0.0.1/hook',
      'http://127.0.0.1:9/hook',
      'https://169.254.169.254/latest/meta-data/',
      'https://10.0.0.8/hook',
      'https://192.168.1.20/hook',
      'https://172.16.4.4/hook',
      'https://[::1]/hook',
      'https://[fd00:ec2::254]/',
      'https://localhost/hook',
      'http://hooks.example.com/hook',
    ]) {
      expect((await save(url)).status, url).toBe(400);
    }
    const byName = await save('https://hooks.example.com/in', resolvingPrivately);
    expect(byName).toEqual({
      status: 400,
      message: WEBHOOK_MESSAGES.urlRefused('hooks.example.com resolves to an address not allowed: 10.1.2.3'),
    });
    expect((await listWebhooks(ports(), { workspaceId: owner.workspaceId })).endpoints).toEqual([]);
  });

  it('refuses at send time a URL that now resolves to a private address, and logs the refusal', async () => {
    const owner = await accountWithWorkspace(db, 'pro');
    const publicAtSave = ports({ outbound: { localOrigins: [], resolve: async () => ['93.184.216.34'] } });
    const hook = await createWebhook(publicAtSave, {
      workspaceId: owner.workspaceId,
      userId: owner.userId,
      url: 'https://rebind.example.com/hook',
      description: '',
      events: ['link.opened'],
    });
    const queued: unknown[] = [];
    // The name now answers the metadata address (DNS rebinding): the sender's own lookup refuses it.
    const rebinding = standardWebhooksSender({ localOrigins: [], resolve: async () => ['169.254.169.254'] });
    const now = new Date().toISOString();
    const outcome = await deliverWebhook(
      ports({ sender: rebinding, queue: { enqueue: async (m) => void queued.push(m) } }),
      {
        messageId: 'msg_rebind',
        workspaceId: owner.workspaceId,
        endpointId: hook.endpoint.endpointId,
        eventType: 'link.opened',
        body: '{}',
        attempt: 1,
        firstAttemptAt: now,
        dueAt: now,
      },
    );
    expect(outcome).toBe('retrying');
    const [entry] = (
      await listWebhookDeliveries(ports(), {
        workspaceId: owner.workspaceId,
        endpointId: hook.endpoint.endpointId,
      })
    ).deliveries;
    expect(entry).toMatchObject({
      ok: false,
      status: null,
      error: 'rebind.example.com resolves to an address not allowed: 169.254.169.254',
    });
    // A stored URL of a loopback address (saved before a rule changed) is refused by the sender too.
    await expect(
      standardWebhooksSender({ localOrigins: [] }).send('http://127.0.0.1:9/x', {
        messageId: 'm',
        timestamp: new Date(),
        body: '{}',
        secrets: [hook.secret],
      }),
    ).rejects.toThrow('Only https URLs are allowed');
    await expect(
      standardWebhooksSender({ localOrigins: [] }).send('https://192.168.0.10/x', {
        messageId: 'm',
        timestamp: new Date(),
        body: '{}',
        secrets: [hook.secret],
      }),
    ).rejects.toThrow('Address not allowed: 192.168.0.10');
  });

  it('10 consecutive failures disable the endpoint and mail the Admins', async () => {
    const owner = await accountWithWorkspace(db, 'pro');
    const tag = ulid();
    const hook = await createWebhook(ports(), {
      workspaceId: owner.workspaceId,
      userId: owner.userId,
      url: `${receiver}/hooks/fail/${tag}`,
      description: '',
      events: ['link.opened'],
    });
    for (let i = 0; i < WEBHOOK_LIMITS.maxConsecutiveFailures; i += 1)
      await sendWebhookTest(ports(), {
        workspaceId: owner.workspaceId,
        endpointId: hook.endpoint.endpointId,
      });
    const store = webhookStore(db);
    const disabled = await waitUntil(
      'the endpoint disabled',
      () => store.getEndpoint(owner.workspaceId, hook.endpoint.endpointId),
      (e) => e?.enabled === false,
    );
    expect(disabled).toMatchObject({ enabled: false, disabledReason: 'failures' });
    expect(disabled?.consecutiveFailures).toBeGreaterThanOrEqual(WEBHOOK_LIMITS.maxConsecutiveFailures);
    // The Owner as their membership names them (the address they signed up with).
    const mails = await waitUntil(
      'the mail to the Owner',
      () => mailsTo(system.mailUrl, `${owner.userId}@example.com`),
      (m) => m.length > 0,
    );
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/^A webhook of .+ was disabled$/)]);
    // Nothing more is sent to a disabled endpoint.
    const count = (await receivedAt(receiver, `/hooks/fail/${tag}`)).length;
    await sendWebhookTest(ports(), { workspaceId: owner.workspaceId, endpointId: hook.endpoint.endpointId });
    await sleep(2500);
    expect((await receivedAt(receiver, `/hooks/fail/${tag}`)).length).toBe(count);
  });

  it('below Pro every webhook route refuses with the plan reason', async () => {
    const owner = await accountWithWorkspace(db, 'basic');
    expect(await refusal(listWebhooks(ports(), { workspaceId: owner.workspaceId }))).toEqual({
      status: 403,
      message: planFeatureReason('integrations'),
    });
    expect(
      await refusal(
        createWebhook(ports(), {
          workspaceId: owner.workspaceId,
          userId: owner.userId,
          url: `${receiver}/hooks/x`,
          description: '',
          events: ['link.opened'],
        }),
      ),
    ).toEqual({ status: 403, message: planFeatureReason('integrations') });
  });
});
