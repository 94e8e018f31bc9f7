import type { SQSRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { fairBuffer } from '../../../infra/local/fair-dispatch';
import { toSqsRecord } from '../../../infra/local/queue-poller';

const record = (id: string, group: string): SQSRecord =>
  toSqsRecord(
    {
      MessageId: id,
      Body: '{}',
      MessageAttributes: { cutroomGroup: { DataType: 'String', StringValue: group } },
    },
    'arn:aws:sqs:us-east-1:000000000000:q',
  );

describe('the local fair-queue buffer', () => {
  it("serves a small group's messages in turn with a large group's backlog queued before them", () => {
    const buffer = fairBuffer('cutroomGroup');
    buffer.add(Array.from({ length: 190 }, (_, i) => record(`a${i}`, 'agency')));
    buffer.add(Array.from({ length: 10 }, (_, i) => record(`s${i}`, 'studio')));
    const order = Array.from({ length: 20 }, () => buffer.next()?.messageId);
    expect(order).toEqual([
      'a0',
      's0',
      'a1',
      's1',
      'a2',
      's2',
      'a3',
      's3',
      'a4',
      's4',
      'a5',
      's5',
      'a6',
      's6',
      'a7',
      's7',
      'a8',
      's8',
      'a9',
      's9',
    ]);
    expect(buffer.size).toBe(180);
    expect(buffer.next()?.messageId).toBe('a10');
  });

  it('keeps arrival order within a group, and serves messages without a group as one group', () => {
    const buffer = fairBuffer('cutroomGroup');
    buffer.add([
      toSqsRecord({ MessageId: 'x1', Body: '{}' }, 'arn'),
      toSqsRecord({ MessageId: 'x2', Body: '{}' }, 'arn'),
    ]);
    expect([buffer.next()?.messageId, buffer.next()?.messageId, buffer.next()]).toEqual([
      'x1',
      'x2',
      undefined,
    ]);
  });
});
