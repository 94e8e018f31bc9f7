import {
  CreateQueueCommand,
  GetQueueAttributesCommand,
  ReceiveMessageCommand,
  SendMessageCommand,
  SetQueueAttributesCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startQueuePoller, type QueuePoller, type SqsWorkerHandler } from '../../../infra/local/queue-poller';
import { assertLocalEndpoint, testSystem } from '../../support/env';

const sqs = new SQSClient({
  region: 'us-east-1',
  endpoint: assertLocalEndpoint(testSystem().sqsEndpoint),
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});

async function arnOf(queueUrl: string): Promise<string> {
  const { Attributes } = await sqs.send(
    new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: ['QueueArn'] }),
  );
  return Attributes?.QueueArn ?? '';
}

/** A fresh queue + DLQ (redrive after 3 receives, 1 s visibility) on the test system's SQS. */
async function freshQueues() {
  const name = `test-${randomUUID().slice(0, 8)}`;
  const dlq = await sqs.send(new CreateQueueCommand({ QueueName: `${name}-dlq` }));
  const dlqUrl = dlq.QueueUrl ?? '';
  const main = await sqs.send(new CreateQueueCommand({ QueueName: name }));
  const queueUrl = main.QueueUrl ?? '';
  await sqs.send(
    new SetQueueAttributesCommand({
      QueueUrl: queueUrl,
      Attributes: {
        VisibilityTimeout: '1',
        RedrivePolicy: JSON.stringify({ deadLetterTargetArn: await arnOf(dlqUrl), maxReceiveCount: 3 }),
      },
    }),
  );
  return { queueUrl, queueArn: await arnOf(queueUrl), dlqUrl };
}

async function until<T>(what: string, probe: () => T | undefined, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Starts the poller on `queues`, long-polling a second, with `handler` as the worker; stopped after the test. */
function pollWith(queues: { queueUrl: string; queueArn: string }, handler: SqsWorkerHandler): QueuePoller {
  return startQueuePoller({ sqs, ...queues, waitTimeSeconds: 1, handler: { handler }, log: () => {} });
}

let poller: QueuePoller | undefined;
afterEach(async () => {
  await poller?.stop();
  poller = undefined;
});
afterAll(() => sqs.destroy());

describe('queue poller (the local SQS event source mapping)', () => {
  it('hands a sent message to the worker as a Lambda SQS event and deletes it on success', async () => {
    const { queueUrl, queueArn } = await freshQueues();
    const events: SQSEvent[] = [];
    poller = pollWith({ queueUrl, queueArn }, async (event) => void events.push(event));
    const body = JSON.stringify({ videoId: randomUUID(), fileId: 'drive-file-1' });
    const sent = await sqs.send(
      new SendMessageCommand({
        QueueUrl: queueUrl,
        MessageBody: body,
        MessageAttributes: { kind: { DataType: 'String', StringValue: 'import' } },
      }),
    );
    const event = await until('the batch', () => events[0]);
    expect(event.Records).toHaveLength(1);
    const record = event.Records[0];
    expect(record).toMatchObject({
      messageId: sent.MessageId,
      body,
      eventSource: 'aws:sqs',
      eventSourceARN: queueArn,
      awsRegion: 'us-east-1',
      messageAttributes: { kind: { dataType: 'String', stringValue: 'import' } },
    });
    expect(record?.receiptHandle).toBeTruthy();
    expect(record?.attributes.ApproximateReceiveCount).toBe('1');
    expect(Number(record?.attributes.SentTimestamp)).toBeGreaterThan(0);

    // Deleted: after the visibility timeout it does not come back.
    await poller.stop();
    poller = undefined;
    await new Promise((r) => setTimeout(r, 1_500));
    const again = await sqs.send(new ReceiveMessageCommand({ QueueUrl: queueUrl, WaitTimeSeconds: 1 }));
    expect(again.Messages ?? []).toHaveLength(0);
  });

  it('retries only the failed items of a batch and dead-letters them after maxReceiveCount', async () => {
    const { queueUrl, queueArn, dlqUrl } = await freshQueues();
    const seen: { body: string; count: string }[] = [];
    poller = pollWith({ queueUrl, queueArn }, async (event): Promise<SQSBatchResponse> => {
      for (const r of event.Records) seen.push({ body: r.body, count: r.attributes.ApproximateReceiveCount });
      return {
        batchItemFailures: event.Records.filter((r) => r.body === 'bad').map((r) => ({
          itemIdentifier: r.messageId,
        })),
      };
    });
    await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: 'good' }));
    await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: 'bad' }));

    await until('three deliveries of the failing message', () =>
      seen.filter((s) => s.body === 'bad').length >= 3 ? true : undefined,
    );
    expect(seen.filter((s) => s.body === 'bad').map((s) => s.count)).toEqual(['1', '2', '3']);

    // The queue's redrive policy moves it to the DLQ instead of a fourth delivery.
    let dead: string[] = [];
    const deadline = Date.now() + 15_000;
    while (dead.length === 0 && Date.now() < deadline) {
      const received = await sqs.send(new ReceiveMessageCommand({ QueueUrl: dlqUrl, WaitTimeSeconds: 1 }));
      dead = (received.Messages ?? []).map((m) => m.Body ?? '');
    }
    expect(dead).toEqual(['bad']);
    expect(seen.filter((s) => s.body === 'good')).toEqual([{ body: 'good', count: '1' }]);
    expect(seen.filter((s) => s.body === 'bad')).toHaveLength(3);
  });

  it('treats a thrown error as a failure of the whole batch', async () => {
    const { queueUrl, queueArn } = await freshQueues();
    const counts: string[] = [];
    poller = pollWith({ queueUrl, queueArn }, async (event) => {
      counts.push(...event.Records.map((r) => r.attributes.ApproximateReceiveCount));
      if (counts.length === 1) throw new Error('worker crashed');
    });
    await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: 'once-crashed' }));
    await until('the redelivery', () => (counts.length >= 2 ? true : undefined));
    expect(counts.slice(0, 2)).toEqual(['1', '2']);
  });
});
