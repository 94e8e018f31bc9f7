/**
 * Test-only fault injection at the AWS client boundary: a decorator of a real client (DynamoDB document
 * client, SES, S3) whose `send` throws the chosen AWS error on the chosen commands, a given number of times,
 * and otherwise passes through to the real local stand-in. Given to a composition root as its platform
 * clients (`buildReviewApiDeps(overrides, { doc })`), so every repository and adapter runs unchanged.
 */
import {
  ProvisionedThroughputExceededException,
  TransactionCanceledException,
} from '@aws-sdk/client-dynamodb';

export interface Fault {
  /** The command's class name, e.g. 'TransactWriteCommand', 'PutCommand', 'SendEmailCommand', 'UploadPartCommand'. */
  command: string | readonly string[];
  /** Only commands whose input this accepts (default: every one of `command`). */
  when?: (input: Record<string, unknown>) => boolean;
  /** The error thrown. */
  error: () => Error;
  /** How many times (then the command passes); null = always. */
  times: number | null;
}

export interface FaultLog {
  /** Every command sent, by name, faulted or not. */
  sent: string[];
  /** The commands that were failed. */
  failed: string[];
}

interface Sendable {
  send(command: unknown, ...rest: unknown[]): Promise<unknown>;
}

/** A decorator of `client` that fails the commands the faults name; the log says what happened. */
export function withFaults<C extends Sendable>(client: C, faults: Fault[]): { client: C; log: FaultLog } {
  const log: FaultLog = { sent: [], failed: [] };
  const remaining = faults.map((f) => ({ ...f, left: f.times }));
  const proxy = new Proxy(client, {
    get(target, property, receiver) {
      if (property !== 'send') return Reflect.get(target, property, receiver) as unknown;
      return async (command: unknown, ...rest: unknown[]) => {
        const name = (command as { constructor: { name: string } }).constructor.name;
        const input = ((command as { input?: unknown }).input ?? {}) as Record<string, unknown>;
        log.sent.push(name);
        const fault = remaining.find(
          (f) =>
            [f.command].flat().includes(name) && (f.left === null || f.left > 0) && (f.when?.(input) ?? true),
        );
        if (fault) {
          if (fault.left !== null) fault.left -= 1;
          log.failed.push(name);
          throw fault.error();
        }
        return target.send(command, ...rest);
      };
    },
  });
  return { client: proxy, log };
}

/** DynamoDB throttling a single request (after the SDK's own retries). */
export const throttled = () =>
  new ProvisionedThroughputExceededException({
    message: 'The level of configured provisioned throughput for the table was exceeded.',
    $metadata: { httpStatusCode: 400 },
  });

/** A transaction cancelled because DynamoDB throttled one of its items (`items` reasons, the first throttled). */
export const transactionThrottled = (items = 3) =>
  new TransactionCanceledException({
    message:
      'Transaction cancelled, please refer cancellation reasons for specific reasons [ThrottlingError]',
    $metadata: { httpStatusCode: 400 },
    CancellationReasons: Array.from({ length: items }, (_, i) =>
      i === 0
        ? { Code: 'ThrottlingError', Message: 'Throughput exceeds the current capacity.' }
        : { Code: 'None' },
    ),
  });

/** An AWS service answering 503 (SES, S3). */
export const serviceUnavailable = (service: string) =>
  Object.assign(new Error(`${service} is unavailable`), {
    name: 'ServiceUnavailable',
    $metadata: { httpStatusCode: 503 },
    $fault: 'server' as const,
  });
