/**
 * The local view of an SQS fair queue. On AWS, a standard queue whose messages carry a MessageGroupId keeps
 * a group with a large backlog from delaying the other groups' messages; the local queue stand-in (fauxqs)
 * accepts the group id but ignores it. The local poller therefore receives ahead into this buffer and hands
 * out the next message of the group served least recently (never-served groups first), oldest first within
 * a group: one customer's thousand files take turns with another's one.
 */
import type { SQSRecord } from 'aws-lambda';

export interface FairBuffer {
  add(records: readonly SQSRecord[]): void;
  /** The next record to hand to the worker, or undefined when the buffer is empty. */
  next(): SQSRecord | undefined;
  readonly size: number;
}

/** The record's fairness group: its MessageGroupId, else the message attribute the sender repeats it in. */
export function groupOf(record: SQSRecord, attribute: string): string {
  return record.attributes.MessageGroupId ?? record.messageAttributes[attribute]?.stringValue ?? '';
}

export function fairBuffer(groupAttribute: string): FairBuffer {
  const queues = new Map<string, SQSRecord[]>();
  const lastServed = new Map<string, number>();
  let served = 0;
  let size = 0;
  return {
    add(records) {
      for (const record of records) {
        const group = groupOf(record, groupAttribute);
        const queue = queues.get(group) ?? [];
        queue.push(record);
        queues.set(group, queue);
        size += 1;
      }
    },
    next() {
      let chosen: string | undefined;
      for (const group of queues.keys()) {
        if (chosen === undefined || (lastServed.get(group) ?? -1) < (lastServed.get(chosen) ?? -1)) {
          chosen = group;
        }
      }
      if (chosen === undefined) return undefined;
      const queue = queues.get(chosen) ?? [];
      const record = queue.shift();
      if (queue.length === 0) queues.delete(chosen);
      lastServed.set(chosen, (served += 1));
      size -= 1;
      return record;
    },
    get size() {
      return size;
    },
  };
}
