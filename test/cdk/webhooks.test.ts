/**
 * CDK assertions on the outgoing webhooks (the `webhook-events` and `webhook-delivery` rows of
 * infra/stack/function-table.ts): the delivery queue redrives to an alarmed dead-letter queue; the events'
 * consumer reads the table's stream (outbox INSERTs only) and may only send to that queue; the worker consumes
 * it with partial batch failures, a bounded concurrency and a timeout within the visibility, may send its own
 * retries, sends no mail; the editor API may queue the test event; every one knows the queue's URL.
 */
import { describe, expect, it } from 'vitest';
import { ENV } from '../../shared/config/env-names';
import { NOTIFY_PIPELINE } from '../../shared/config/notify-pipeline';
import { WEBHOOK_QUEUE } from '../../shared/config/queues';
import {
  actionsOf,
  defaultStackOnce,
  functionIdOf,
  ofType,
  props,
  statementsOfFunction,
} from './template-helpers';

const synth = defaultStackOnce();
const functionId = (name: string) => functionIdOf(synth().resources, name);
const mappingOf = (name: string) => {
  const id = functionId(name);
  const found = ofType(synth().resources, 'AWS::Lambda::EventSourceMapping').find(([, r]) =>
    JSON.stringify(props(r).FunctionName).includes(id),
  );
  expect(found, name).toBeDefined();
  return props(found![1]);
};
const envOf = (name: string) =>
  (props(synth().resources[functionId(name)]!).Environment as { Variables: Record<string, unknown> })
    .Variables;

describe('the outgoing webhooks in the stack', () => {
  it('the delivery queue redrives to its dead-letter queue, whose depth is alarmed', () => {
    const queue = ofType(synth().resources, 'AWS::SQS::Queue').find(([id]) => id.startsWith('WebhooksQueue'));
    expect(queue).toBeDefined();
    const p = props(queue![1]);
    expect(p.VisibilityTimeout).toBe(WEBHOOK_QUEUE.visibilityTimeoutSeconds);
    expect(p.RedrivePolicy).toMatchObject({ maxReceiveCount: WEBHOOK_QUEUE.maxReceiveCount });
    expect(JSON.stringify(p.RedrivePolicy)).toContain('WebhooksDeadLetterQueue');
    const alarms = ofType(synth().resources, 'AWS::CloudWatch::Alarm').map(([, r]) =>
      String(props(r).AlarmName),
    );
    for (const name of ['webhooks-dlq-depth', 'webhook-delivery-errors', 'webhook-events-errors'])
      expect(
        alarms.some((n) => n.endsWith(name)),
        name,
      ).toBe(true);
  });

  it('the events consumer reads outbox inserts off the stream and may only queue deliveries', () => {
    const m = mappingOf('webhook-events');
    expect(JSON.stringify(m.EventSourceArn)).toContain('StreamArn');
    expect(m).toMatchObject({
      BatchSize: NOTIFY_PIPELINE.batchSize,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    expect(JSON.stringify(m.FilterCriteria)).toContain(NOTIFY_PIPELINE.outboxEntity);
    const actions = actionsOf(statementsOfFunction(synth().resources, functionId('webhook-events')));
    expect(actions).toContain('sqs:SendMessage');
    expect(actions.some((a) => a.startsWith('ses:'))).toBe(false);
    expect(envOf('webhook-events')[ENV.webhookQueueUrl]).toBeDefined();
  });

  it('the delivery worker consumes the queue with batch item failures, bounded concurrency and its own retries', () => {
    const m = mappingOf('webhook-delivery');
    expect(JSON.stringify(m.EventSourceArn)).toContain('WebhooksQueue');
    expect(m).toMatchObject({
      BatchSize: WEBHOOK_QUEUE.batchSize,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      ScalingConfig: { MaximumConcurrency: WEBHOOK_QUEUE.maxConcurrency },
    });
    const fn = props(synth().resources[functionId('webhook-delivery')]!);
    expect(Number(fn.Timeout) * 6).toBeLessThanOrEqual(WEBHOOK_QUEUE.visibilityTimeoutSeconds);
    const actions = actionsOf(statementsOfFunction(synth().resources, functionId('webhook-delivery')));
    expect(actions).toEqual(
      expect.arrayContaining(['sqs:ReceiveMessage', 'sqs:DeleteMessage', 'sqs:SendMessage']),
    );
    expect(actions.some((a) => a.startsWith('ses:'))).toBe(false);
    expect(envOf('webhook-delivery')[ENV.webhookQueueUrl]).toBeDefined();
    // The cloud never gets the local loopback exception of the outbound guard.
    expect(envOf('webhook-delivery')[ENV.outboundLocalOrigins]).toBeUndefined();
  });

  it("the editor API may queue 'Send test event'", () => {
    const actions = actionsOf(statementsOfFunction(synth().resources, functionId('editor-api')));
    expect(actions).toContain('sqs:SendMessage');
    expect(envOf('editor-api')[ENV.webhookQueueUrl]).toBeDefined();
  });
});
