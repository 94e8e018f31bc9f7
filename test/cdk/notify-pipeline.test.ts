/**
 * CDK assertions on the event pipeline (the `notify` row of infra/stack/function-table.ts): the table streams new images to
 * one notify Lambda, only the INSERTs of outbox items, with batch item failures, bisection, bounded retries
 * and record age, an on-failure DLQ, alarms, and the grants the function needs (no more).
 */
import { describe, expect, it } from 'vitest';
import { NOTIFY_PIPELINE } from '../../shared/config/notify-pipeline';
import {
  actionsOf,
  defaultStackOnce,
  functionIdOf,
  ofType,
  props,
  statementsOfFunction,
} from './template-helpers';

const synth = defaultStackOnce();

const notifyFunctionId = () => functionIdOf(synth().resources, 'notify');

describe('the notify pipeline', () => {
  it('the table streams new images', () => {
    const [[, table] = []] = ofType(synth().resources, 'AWS::DynamoDB::Table');
    expect(props(table!).StreamSpecification).toEqual({ StreamViewType: 'NEW_IMAGE' });
  });

  it('one stream mapping feeds the notify Lambda: outbox INSERTs only, batch item failures, bisect, retries, DLQ', () => {
    const mappings = ofType(synth().resources, 'AWS::Lambda::EventSourceMapping').filter(([, r]) =>
      JSON.stringify(props(r).EventSourceArn).includes('StreamArn'),
    );
    // Two readers at most: DynamoDB Streams throttles a shard read by more than two (notify and the webhooks).
    expect(mappings).toHaveLength(2);
    const notifyMappings = mappings.filter(([, r]) =>
      JSON.stringify(props(r).FunctionName).includes(notifyFunctionId()),
    );
    expect(notifyMappings).toHaveLength(1);
    const mapping = props(notifyMappings[0]![1]);
    expect(JSON.stringify(mapping.FunctionName)).toContain(notifyFunctionId());
    expect(mapping).toMatchObject({
      StartingPosition: 'TRIM_HORIZON',
      BatchSize: NOTIFY_PIPELINE.batchSize,
      MaximumBatchingWindowInSeconds: NOTIFY_PIPELINE.maxBatchingWindowSeconds,
      MaximumRetryAttempts: NOTIFY_PIPELINE.maxRetryAttempts,
      MaximumRecordAgeInSeconds: NOTIFY_PIPELINE.maxRecordAgeSeconds,
      BisectBatchOnFunctionError: true,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    const filters = (mapping.FilterCriteria as { Filters: { Pattern: string }[] }).Filters;
    expect(filters.map((f) => JSON.parse(f.Pattern) as unknown)).toEqual([
      { eventName: ['INSERT'], dynamodb: { NewImage: { entity: { S: [NOTIFY_PIPELINE.outboxEntity] } } } },
    ]);
    const destination = JSON.stringify(mapping.DestinationConfig);
    const dlq = ofType(synth().resources, 'AWS::SQS::Queue').find(([id]) =>
      id.startsWith('StreamDeadLettersnotify'),
    );
    expect(dlq).toBeDefined();
    expect(destination).toContain(dlq![0]);
  });

  it('alarms on the DLQ, the iterator age and the function errors', () => {
    const names = ofType(synth().resources, 'AWS::CloudWatch::Alarm').map(([, r]) =>
      String(props(r).AlarmName),
    );
    for (const name of [
      'notify-stream-dlq-depth',
      'notify-iterator-age',
      'notify-errors',
      'notify-throttles',
    ]) {
      expect(
        names.some((n) => n.endsWith(name)),
        name,
      ).toBe(true);
    }
  });

  it('the notify Lambda reads the stream, reads and writes the table, sends mail, reads the link secret', () => {
    const actions = actionsOf(statementsOfFunction(synth().resources, notifyFunctionId()));
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:GetRecords', 'dynamodb:GetShardIterator']));
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:UpdateItem']));
    expect(actions.some((a) => a.startsWith('ses:Send'))).toBe(true);
    expect(actions).toContain('secretsmanager:GetSecretValue');
  });
});
