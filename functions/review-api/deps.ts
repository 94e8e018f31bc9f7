/**
 * Composition root of the review-api Lambda: built once per container (first request) from the
 * environment. Tests build their own deps with `buildReviewApiDeps({ ... })` and call `makeHttpHandler`.
 */
import { monotonicFactory } from 'ulid';
import { REVIEW_LIMITS } from '../../shared/api/endpoints/review';
import { ENV } from '../../shared/config/env-names';
import { documentClient, s3Client, sesClient } from '../lib/aws/clients';
import { appUrl, mailFrom, mediaBucket, tableName } from '../lib/config/env';
import type { DbPort } from '../lib/db/db-port';
import { createNotification } from '../lib/db/notification-repository';
import type { MailPort } from '../lib/mail/mail-port';
import { sesMail } from '../lib/mail/ses-mail';
import type { Clock, Logger, RateLimitPort, ReviewPorts } from '../use-cases/review/review-ports';
import { signerFromEnv } from '../lib/media/playback-signer-from-env';
import { signedPlayback } from './adapters/playback';
import { dynamoRateLimit } from './adapters/dynamo-rate-limit';
import { dynamoReviewRepository } from './adapters/review-repository';

export type ReviewApiDeps = ReviewPorts;

export const systemClock: Clock = { now: () => new Date() };

/** One JSON line per event (CloudWatch Logs Insights friendly). */
export const jsonLogger: Logger = {
  warn: (message, details) => console.warn(JSON.stringify({ level: 'warn', message, ...details })),
  error: (message, details) => console.error(JSON.stringify({ level: 'error', message, ...details })),
};

export interface ReviewApiDepsOverrides {
  clock?: Clock;
  rateLimit?: RateLimitPort;
  mail?: MailPort;
  log?: Logger;
}

/** Every port from the environment (DynamoDB, S3 signer, SES), with optional replacements for tests. */
export async function buildReviewApiDeps(overrides: ReviewApiDepsOverrides = {}): Promise<ReviewApiDeps> {
  const clock = overrides.clock ?? systemClock;
  const db: DbPort = { doc: documentClient(), tableName: tableName() };
  const signer = await signerFromEnv(process.env, { client: s3Client(), bucket: mediaBucket() });
  const nextId = monotonicFactory();
  const from = mailFrom();
  const configurationSet = process.env[ENV.mailConfigurationSet]?.trim();
  return {
    reviews: dynamoReviewRepository(db),
    notifications: { create: (notification) => createNotification(db, notification) },
    playback: signedPlayback(signer, clock),
    rateLimit:
      overrides.rateLimit ??
      dynamoRateLimit(db, {
        limit: REVIEW_LIMITS.requestsPerWindow,
        windowSeconds: REVIEW_LIMITS.windowSeconds,
      }),
    mail:
      overrides.mail ??
      sesMail(sesClient(), { fromAddress: from, ...(configurationSet ? { configurationSet } : {}) }),
    clock,
    ids: { next: () => nextId(clock.now().getTime()) },
    log: overrides.log ?? jsonLogger,
    appUrl: appUrl(),
    mailFrom: from,
  };
}

let deps: Promise<ReviewApiDeps> | undefined;
export function reviewApiDeps(): Promise<ReviewApiDeps> {
  deps ??= buildReviewApiDeps().catch((error: unknown) => {
    deps = undefined;
    throw error;
  });
  return deps;
}
