/**
 * Slack through the local pipeline: a client's batch of notes and an approval, stored in the outbox, post one
 * readable message each to the connected incoming webhook (the local Slack stand-in): project, video, time
 * code, reviewer and the project page's link; a project's own connection hears only its project; a URL that
 * is not Slack's is refused. 'Send test message' arrives at the stand-in and shows in the connection's delivery
 * log; a channel that answers 500 logs the failure with its status and the next attempt.
 */
import { describe, expect, it } from 'vitest';
import {
  connectSlack,
  disconnectSlack,
  listSlack,
  listSlackDeliveries,
  sendSlackTest,
} from '../../../functions/webhooks';
import { ENV } from '../../../shared/config/env-names';
import type { DomainEvent } from '../../../shared/domain/domain-events';
import { AppError } from '../../../shared/errors/app-error';
import { SLACK_TEST_EVENT } from '../../../shared/domain/slack';
import { INTEGRATION_MESSAGES } from '../../../shared/messages/webhook-messages';
import { ownerWithProject } from '../db/db-test-kit';
import { setPlan } from '../team/team-kit';
import { receivedAt } from '../../support/integrations-stand-in';
import { waitUntil } from '../../support/wait-until';
import { webhooksTestKit } from './webhooks-kit';

const { db, ulid, system, standIn, ports, storeEvents } = webhooksTestKit('slack-test');

const slackMessages = async (path: string) =>
  (await receivedAt(standIn, path)).map((r) => JSON.parse(r.body) as { text: string });

describe('Slack', () => {
  it("posts a batch of notes and an approval as one readable message each, to the workspace's and the project's channel", async () => {
    const { owner: workspaceId, project } = await ownerWithProject(db);
    const projectId = project.id;
    await setPlan(db, workspaceId, 'pro');
    const tag = ulid();
    const workspacePath = `/slack/services/T1/B1/${tag}`;
    const projectPath = `/slack/services/T1/B2/${tag}`;
    await connectSlack(ports(), { workspaceId, scope: 'workspace', url: `${standIn}${workspacePath}` });
    await connectSlack(ports(), { workspaceId, scope: projectId, url: `${standIn}${projectPath}` });
    expect((await listSlack(ports(), { workspaceId })).connections.map((c) => c.scope).sort()).toEqual(
      [projectId, 'workspace'].sort(),
    );
    const at = new Date().toISOString();
    const notes: DomainEvent = {
      id: ulid(),
      at,
      ownerId: workspaceId,
      projectId,
      projectName: 'Spring spot',
      type: 'notes_submitted',
      reviewer: 'Cora Client',
      clientDisplayName: 'Cora',
      notes: [
        { videoTitle: 'Cut 1', timecodeMs: 72_500, body: 'Logo bigger', reviewer: 'Cora Client', at },
        { videoTitle: 'Cut 2', timecodeMs: 3_000, body: 'Warmer grade', reviewer: 'Cora Client', at },
      ],
    };
    const otherProject: DomainEvent = { ...notes, id: ulid(), projectId: ulid(), projectName: 'Other' };
    const approved: DomainEvent = {
      id: ulid(),
      at,
      ownerId: workspaceId,
      projectId,
      projectName: 'Spring spot',
      type: 'project_approved',
      reviewer: 'Cora Client',
      clientDisplayName: 'Cora',
      videoCount: 2,
    };
    await storeEvents([notes, otherProject, approved]);

    const toWorkspace = await waitUntil(
      'three workspace messages',
      () => slackMessages(workspacePath),
      (m) => m.length >= 3,
    );
    const toProject = await waitUntil(
      'two project messages',
      () => slackMessages(projectPath),
      (m) => m.length >= 2,
    );
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await slackMessages(workspacePath)).toHaveLength(3);
    expect(await slackMessages(projectPath)).toHaveLength(2);
    const batch = toWorkspace.find((m) => m.text.includes('Spring spot') && m.text.includes('2 notes'));
    expect(batch?.text).toBe(
      [
        '*Cora Client* left 2 notes on *Spring spot*',
        '• *Cut 1* at `01:12`: Logo bigger',
        '• *Cut 2* at `00:03`: Warmer grade',
        `<${system.env[ENV.appUrl]}/Project?id=${projectId}|Open Spring spot>`,
      ].join('\n'),
    );
    expect(toProject.map((m) => m.text.split('\n')[0])).toEqual(
      expect.arrayContaining(['*Cora Client* approved the whole project *Spring spot* (2 videos)']),
    );

    await disconnectSlack(ports(), { workspaceId, scope: projectId });
    expect((await listSlack(ports(), { workspaceId })).connections.map((c) => c.scope)).toEqual([
      'workspace',
    ]);
  });

  it('refuses a URL that is not a Slack incoming webhook', async () => {
    const { owner: workspaceId } = await ownerWithProject(db);
    await setPlan(db, workspaceId, 'pro');
    for (const url of [
      'https://example.com/services/x',
      `${standIn}/hooks/x`,
      'http://hooks.slack.com/services/x',
    ]) {
      const refused = await connectSlack(ports(), { workspaceId, scope: 'workspace', url }).catch(
        (e: unknown) => e,
      );
      expect(refused instanceof AppError && refused.status, url).toBe(400);
      expect((refused as AppError).message).toBe(INTEGRATION_MESSAGES.notSlackUrl);
    }
  });

  it("'Send test message' posts to the channel and the delivery log shows it; a refusing channel logs the failure", async () => {
    const { owner: workspaceId, project } = await ownerWithProject(db);
    await setPlan(db, workspaceId, 'pro');
    const tag = ulid();
    const goodPath = `/slack/services/T1/B3/${tag}`;
    const failPath = `/slack/services/fail/B4/${tag}`;
    await connectSlack(ports(), { workspaceId, scope: 'workspace', url: `${standIn}${goodPath}` });
    await connectSlack(ports(), { workspaceId, scope: project.id, url: `${standIn}${failPath}` });

    const sent = await sendSlackTest(ports(), { workspaceId, scope: 'workspace' });
    const [arrived] = await waitUntil(
      'the test message',
      () => slackMessages(goodPath),
      (m) => m.length >= 1,
    );
    expect(arrived?.text).toContain('test message');
    const logged = await waitUntil(
      'the logged delivery',
      async () => (await listSlackDeliveries(ports(), { workspaceId, scope: 'workspace' })).deliveries,
      (d) => d.length >= 1,
    );
    expect(logged[0]).toMatchObject({
      messageId: sent.messageId,
      eventType: SLACK_TEST_EVENT,
      attempt: 1,
      status: 200,
      ok: true,
      error: null,
      nextAttemptAt: null,
    });

    const refused = await sendSlackTest(ports(), { workspaceId, scope: project.id });
    const failed = await waitUntil(
      'the logged failure',
      async () => (await listSlackDeliveries(ports(), { workspaceId, scope: project.id })).deliveries,
      (d) => d.length >= 1,
    );
    expect(failed[0]).toMatchObject({ messageId: refused.messageId, attempt: 1, status: 500, ok: false });
    expect(failed[0]?.nextAttemptAt).not.toBeNull();
    // Each connection has its own log.
    expect(
      (await listSlackDeliveries(ports(), { workspaceId, scope: 'workspace' })).deliveries.map(
        (d) => d.messageId,
      ),
    ).toEqual([sent.messageId]);

    const missing = await sendSlackTest(ports(), { workspaceId, scope: ulid() }).catch((e: unknown) => e);
    expect(missing instanceof AppError && missing.status).toBe(404);
  });
});
