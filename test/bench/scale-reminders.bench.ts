/**
 * `npm run bench -- scale`: 1,000 due reminders in one zone, all sent in one hourly run. DynamoDB Local holds
 * 250 owners in Europe/Berlin with 4 projects each, quiet for 5 days; the hourly run (its own handler) decides
 * at 09:00 Berlin and fans out one message per owner; the messages are consumed by REMINDER_QUEUE.maxConcurrency
 * senders side by side (the sender Lambda's own handler, batches of REMINDER_QUEUE.batchSize, as the SQS event
 * source hands them), each claiming its reminders and telling through notify's channels (in-app notification
 * and mail; the mail goes to a counting sink paced at this run's SES rate). It prints the throughput and the
 * arithmetic for 10,000 and 100,000 beside it. Stops by itself (about half a minute).
 */
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { SQSRecord } from 'aws-lambda';
import { ulid } from 'ulid';
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { REMINDER_QUEUE } from '../../shared/config/queues';
import type { Project } from '../../shared/domain/entities';
import { newProfile } from '../../shared/domain/new-profile';
import { makeRemindersHandler } from '../../functions/reminders/handler';
import { makeReminderSenderHandler } from '../../functions/reminder-sender/handler';
import { pacedMail } from '../../functions/notify/adapters/paced-mail';
import { remindersRepository } from '../../functions/notify/store/reminder-repository';
import { notifyStore } from '../../functions/notify/store/notify-store';
import { unsubscribeLinks, type OwnerReminders } from '../../functions/notify';
import type { DbPort } from '../../functions/platform/db/db-port';
import { profileItem, projectItem } from '../../functions/platform/db/items';
import { startBenchDb } from './bench-kit';

const TABLE = 'cutroom-bench-reminders';
const ZONE = 'Europe/Berlin';
const OWNERS = 250;
const PROJECTS_PER_OWNER = 4;
const DUE = OWNERS * PROJECTS_PER_OWNER;
/** 09:00 in Berlin (CET, UTC+1) on a winter morning. */
const NINE_BERLIN = Date.UTC(2026, 11, 10, 8, 0, 0);
/**
 * The SES rate of this run: a production account's after a first quota raise (the default new account's 14/s
 * is in the arithmetic below); the senders share it.
 */
const BENCH_SES_RATE = 100;
const DAY = 24 * 60 * 60 * 1000;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

async function seed(db: DbPort): Promise<void> {
  const items: Record<string, unknown>[] = [];
  const changedAt = new Date(NINE_BERLIN - 5 * DAY).toISOString();
  const owners = Array.from({ length: OWNERS }, () => ulid());
  for (let o = 0; o < OWNERS; o += 1) {
    const userId = owners[o]!;
    // The profile as sign-up writes it (projects/store createProfileIfAbsent), with the browser's zone.
    items.push({
      ...profileItem(
        newProfile({
          id: userId,
          email: `owner-${o}@bench.test`,
          fullName: `Owner ${o}`,
          createdAt: changedAt,
        }),
      ),
      timeZone: ZONE,
    });
    for (let p = 0; p < PROJECTS_PER_OWNER; p += 1) {
      const project: Project = {
        id: ulid(),
        userId,
        name: `Film ${o}-${p}`,
        clientDisplayName: 'Client',
        shareToken: randomBytes(16).toString('hex'),
        shareExpiresAt: null,
        status: 'active',
        approvedVideosCount: 0,
        videoCount: 0,
        lastStatusChangeAt: changedAt,
        archivedAt: null,
        createdAt: changedAt,
        revision: 0,
      };
      items.push(projectItem(project, { videoSeq: 0 }));
    }
  }
  for (let i = 0; i < items.length; i += 25) {
    let pending: Record<string, unknown>[] = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
    while (pending.length > 0) {
      const out = await db.doc.send(new BatchWriteCommand({ RequestItems: { [TABLE]: pending } }));
      pending = (out.UnprocessedItems?.[TABLE] ?? []) as Record<string, unknown>[];
    }
  }
}

const record = (message: OwnerReminders, i: number): SQSRecord =>
  ({ messageId: String(i), body: JSON.stringify(message) }) as SQSRecord;

const minutes = (seconds: number) => `${(seconds / 60).toFixed(1)} min`;

export async function run(): Promise<void> {
  const bench = await startBenchDb(TABLE);
  const { db } = bench;
  try {
    // The machine's load says how far these timings are from an idle one (DynamoDB Local and mail rendering
    // share its cores).
    console.log(
      `load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')} on ${cpus().length} cores`,
    );
    const seedStart = performance.now();
    await seed(db);
    console.log(
      `seeded ${OWNERS} owners in ${ZONE} × ${PROJECTS_PER_OWNER} due projects in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
    );

    // The hourly run: decides and fans out (the queue is the array; SQS in the cloud, the stand-in locally).
    const queue: OwnerReminders[] = [];
    const clock = { now: () => new Date(NINE_BERLIN) };
    const decideStart = performance.now();
    const decided = await makeRemindersHandler(() => ({
      clock,
      log: quiet,
      reminders: remindersRepository(db),
      dispatch: { send: async (batches) => void queue.push(...batches) },
    }))();
    const decideSeconds = (performance.now() - decideStart) / 1000;

    // The senders: maxConcurrency of them, each with its share of the SES rate, taking batches off the queue.
    let mails = 0;
    const sink = { send: async () => void (mails += 1) };
    const appUrl = 'http://localhost:3000';
    const share = BENCH_SES_RATE / REMINDER_QUEUE.maxConcurrency;
    const sender = () =>
      makeReminderSenderHandler(() => ({
        log: quiet,
        clock: { now: () => new Date(NINE_BERLIN + 60 * 60 * 1000) },
        reminders: remindersRepository(db),
        notify: {
          log: quiet,
          store: notifyStore(db),
          mail: pacedMail(sink, share),
          appUrl,
          unsubscribeLinks: unsubscribeLinks(appUrl, async () => ['bench-secret'], clock),
        },
      }));
    let next = 0;
    let failedMessages = 0;
    const sendStart = performance.now();
    await Promise.all(
      Array.from({ length: REMINDER_QUEUE.maxConcurrency }, async () => {
        const handle = sender();
        for (;;) {
          const batch = queue.slice(next, next + REMINDER_QUEUE.batchSize);
          if (batch.length === 0) return;
          next += batch.length;
          const out = await handle({ Records: batch.map(record) });
          failedMessages += out.batchItemFailures.length;
        }
      }),
    );
    const sendSeconds = (performance.now() - sendStart) / 1000;
    const rate = mails / sendSeconds;
    console.log(
      `hourly run: ${decided.reminders} reminders due for ${decided.owners} owners → ${decided.messages} messages in ${decideSeconds.toFixed(2)} s`,
    );
    console.log(
      `senders (${REMINDER_QUEUE.maxConcurrency} at once, SES rate ${BENCH_SES_RATE}/s shared): ${mails} of ${DUE} mails sent in ${sendSeconds.toFixed(1)} s = ${rate.toFixed(1)} mails/s; failed messages ${failedMessages}`,
    );
    if (mails !== DUE) throw new Error(`only ${mails} of ${DUE} reminders were sent in the run`);

    // The arithmetic: the senders are paced by SES, so the rate that matters is the account's.
    console.log(
      'arithmetic (all due at one zone’s 09:00; the run fans out in seconds, the senders are SES-bound):',
    );
    for (const count of [10_000, 100_000]) {
      const fanOut = (count / DUE) * decideSeconds;
      const line = [14, BENCH_SES_RATE, 500].map((ses) => `at ${ses}/s ${minutes(count / ses)}`).join(', ');
      console.log(
        `  ${count.toLocaleString('en-US')} reminders: fan-out ≈ ${fanOut.toFixed(1)} s; sending ${line}`,
      );
    }
    console.log(
      '  a new account’s 14/s sends 10,000 in 12 min (within the hour) but 100,000 in 2 h: raise the SES sending quota to ≥ 56/s (CUTROOM_SES_MAX_SEND_RATE) before that audience; DynamoDB is not the limit (each reminder is ~6 requests).',
    );
  } finally {
    await bench.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await run();
}
