/**
 * CDK assertions on the reminders fan-out (the `reminder-sender` and `reminders` rows of
 * infra/stack/function-table.ts): the hourly job only sends to the reminders queue (no mail); the queue has a
 * dead-letter queue (alarmed); the sender consumes it with partial batch failures and a bounded concurrency
 * (SES's rate is shared among that many), sends mail and knows the account's rate.
 */
import { describe, expect, it } from 'vitest';
import { ENV } from '../../shared/config/env-names';
import { REMINDER_QUEUE } from '../../shared/config/queues';
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

const queueIds = () =>
  ofType(synth().resources, 'AWS::SQS::Queue')
    .map(([id]) => id)
    .filter((id) => id.startsWith('Reminders'));

describe('the reminders fan-out', () => {
  it('the reminders queue redrives to its dead-letter queue after maxReceiveCount', () => {
    const queue = ofType(synth().resources, 'AWS::SQS::Queue').find(([id]) =>
      id.startsWith('RemindersQueue'),
    );
    expect(queue).toBeDefined();
    expect(queueIds()).toHaveLength(2);
    const p = props(queue![1]);
    expect(p.VisibilityTimeout).toBe(REMINDER_QUEUE.visibilityTimeoutSeconds);
    expect(p.RedrivePolicy).toMatchObject({ maxReceiveCount: REMINDER_QUEUE.maxReceiveCount });
    expect(JSON.stringify(p.RedrivePolicy)).toContain('RemindersDeadLetterQueue');
  });

  it('the sender consumes it: batch item failures, bounded concurrency, a timeout within the visibility', () => {
    const sender = functionId('reminder-sender');
    const mapping = ofType(synth().resources, 'AWS::Lambda::EventSourceMapping').find(([, r]) =>
      JSON.stringify(props(r).FunctionName).includes(sender),
    );
    expect(mapping).toBeDefined();
    const m = props(mapping![1]);
    expect(JSON.stringify(m.EventSourceArn)).toContain('RemindersQueue');
    expect(m).toMatchObject({
      BatchSize: REMINDER_QUEUE.batchSize,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      ScalingConfig: { MaximumConcurrency: REMINDER_QUEUE.maxConcurrency },
    });
    const fn = props(synth().resources[sender]!);
    expect(Number(fn.Timeout) * 6).toBeLessThanOrEqual(REMINDER_QUEUE.visibilityTimeoutSeconds);
    const env = (fn.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(env[ENV.sesMaxSendRate]).toBe(String(REMINDER_QUEUE.sesMaxSendRate));
  });

  it('the hourly job sends to the queue and sends no mail; the sender sends the mail', () => {
    const job = actionsOf(statementsOfFunction(synth().resources, functionId('reminders')));
    expect(job).toContain('sqs:SendMessage');
    expect(job.some((a) => a.startsWith('ses:'))).toBe(false);
    const sender = actionsOf(statementsOfFunction(synth().resources, functionId('reminder-sender')));
    expect(sender).toEqual(expect.arrayContaining(['sqs:ReceiveMessage', 'sqs:DeleteMessage']));
    expect(sender.some((a) => a.startsWith('ses:Send'))).toBe(true);
    expect(sender).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:UpdateItem']));
  });

  it('alarms on the dead letters, the sender errors and its duration', () => {
    const names = ofType(synth().resources, 'AWS::CloudWatch::Alarm').map(([, r]) =>
      String(props(r).AlarmName),
    );
    for (const name of ['reminders-dlq-depth', 'reminder-sender-errors', 'reminder-sender-duration']) {
      expect(
        names.some((n) => n.endsWith(name)),
        name,
      ).toBe(true);
    }
  });
});
