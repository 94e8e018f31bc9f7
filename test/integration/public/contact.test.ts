/**
 * The public contact endpoint against the local system: a valid message is stored in DynamoDB with its
 * `contact_received` event, and the notify Lambda (the local stream poller) e-mails it to support and confirms
 * to the sender (read from the local SES store); a bad submission and the honeypot store and send nothing;
 * the per-IP limit answers 429; a failing mail service fails no request, and the mail goes once it answers.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { ulid } from 'ulid';
import { afterAll, describe, expect, it } from 'vitest';
import { sendContactMessage, type ContactRequest } from '../../../shared/api/endpoints/contact';
import { endpointEvent } from '../../support/api-event';
import { SUPPORT_EMAIL } from '../../../shared/config/product';
import { errorBodySchema } from '../../../shared/errors/app-error';
import { COMMON_MESSAGES } from '../../../shared/messages/common-messages';
import { CONTACT_MESSAGES } from '../../../shared/messages/contact-messages';
import { lambdaContext } from '../../../infra/local/lambda-context';
import { toContactMessage, type ContactMessage } from '../../../functions/platform/db/items';
import { keys } from '../../../functions/platform/db/keys';
import { buildContactPorts } from '../../../functions/public-api/deps';
import { buildNotifyDeps } from '../../../functions/notify/deps';
import { makeNotifyHandler } from '../../../functions/notify/handler';
import { outboxKeys } from '../../../functions/platform/db/outbox';
import type { ContactReceived } from '../../../shared/domain/domain-events';
import { settled, streamRecordOf, until } from '../notify/notify-support';
import { makePublicApiHandler } from '../../../functions/public-api/handler';
import { healthChecks } from '../../../functions/public-api/health-checks';
import { rateWindowRepository } from '../../../functions/platform/db/rate-window-repository';
import { apiUrl, testSystem } from '../../support/env';
import { testDb } from '../db/db-test-kit';
import { mailsTo } from '../review/review-fixture';

const db = testDb();
afterAll(() => db.destroy());

function message(overrides: Partial<ContactRequest> = {}): ContactRequest {
  const id = randomUUID();
  return {
    name: 'Noa Levi',
    email: `contact-${id}@example.com`,
    reason: 'billing',
    message: `Can I switch from monthly to annual billing mid-cycle? (${id})`,
    submissionId: id,
    homepage: '',
    ...overrides,
  };
}

async function post(body: unknown) {
  const response = await fetch(apiUrl(sendContactMessage.path), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null };
}

async function stored(id: string): Promise<ContactMessage | null> {
  const out = await db.doc.send(
    new GetCommand({ TableName: db.tableName, Key: keys.contactMessage(id), ConsistentRead: true }),
  );
  return out.Item ? toContactMessage(out.Item) : null;
}

async function supportMailsAbout(id: string) {
  return (await mailsTo(testSystem().mailUrl, SUPPORT_EMAIL)).filter((m) => m.body.text?.includes(id));
}

/** The mails the notify Lambda sends from the message's event, once they have all landed. */
async function mailsOnceSent(read: () => ReturnType<typeof supportMailsAbout>) {
  await until(read, (mails) => mails.length > 0);
  return settled(read);
}

function event(body: unknown, sourceIp: string): APIGatewayProxyEventV2 {
  return endpointEvent(sendContactMessage, { body, sourceIp });
}

/** A random documentation-range IPv4 address: each test gets its own rate-limit counter. */
function freshIp(): string {
  const n = () => Math.floor(Math.random() * 250) + 1;
  return `198.51.${n()}.${n()}`;
}

describe('POST /api/contact', () => {
  it('stores a valid message, mails support and confirms to the sender', async () => {
    const body = message();
    const response = await post(body);
    expect(response).toEqual({ status: 200, json: { status: 'sent' } });

    const item = await stored(body.submissionId);
    expect(item).toMatchObject({
      id: body.submissionId,
      name: body.name,
      email: body.email,
      reason: 'billing',
      message: body.message,
      userId: null,
      senderIp: '127.0.0.0',
    });

    const support = await mailsOnceSent(() => supportMailsAbout(body.submissionId));
    expect(support).toHaveLength(1);
    expect(support[0]?.subject).toContain('Billing Question');
    expect(support[0]?.body.text).toContain(body.message);
    expect(support[0]?.body.text).toContain(body.email);

    const confirmation = await mailsOnceSent(() => mailsTo(testSystem().mailUrl, body.email));
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0]?.subject).toContain('We received your message');
    expect(confirmation[0]?.body.text).toContain('24 hours');
    // The sender's text is not echoed back (the form must not relay arbitrary text to any address).
    expect(confirmation[0]?.body.text).not.toContain(body.message);
  });

  it('stores a retried submission once', async () => {
    const body = message();
    expect((await post(body)).status).toBe(200);
    expect((await post({ ...body, message: 'A different text on retry' })).status).toBe(200);
    expect((await stored(body.submissionId))?.message).toBe(body.message);
  });

  it.each([
    ['a blank message', { message: '   ' }, 'message', CONTACT_MESSAGES.requiredFields],
    ['a missing name', { name: '' }, 'name', CONTACT_MESSAGES.requiredFields],
    ['an unknown reason', { reason: 'spam' }, 'reason', CONTACT_MESSAGES.requiredFields],
    ['a malformed e-mail', { email: 'not-an-address' }, 'email', 'Please enter a valid email'],
    [
      'an address that smuggles mail headers into the Reply link',
      { email: 'x@probe.cutroom.local?cc=victim%40evil.example&body=pay%20here' },
      'email',
      'Please enter a valid email',
    ],
  ])('refuses %s with 400 and the field message; nothing stored or sent', async (_, change, field, text) => {
    const body = { ...message(), ...change };
    const response = await post(body);
    expect(response.status).toBe(400);
    const error = errorBodySchema.parse(response.json).error;
    expect(error.code).toBe('VALIDATION');
    expect(error.fields?.[`body.${field}`]).toBe(text);
    expect(await stored(body.submissionId)).toBeNull();
    expect(await supportMailsAbout(body.submissionId)).toHaveLength(0);
    if (typeof body.email === 'string' && body.email.includes('@'))
      expect(await mailsTo(testSystem().mailUrl, body.email)).toHaveLength(0);
  });

  it('answers a filled-in honeypot like a success and stores or sends nothing', async () => {
    const body = message({ homepage: 'https://cheap-pills.example' });
    expect(await post(body)).toEqual({ status: 200, json: { status: 'sent' } });
    expect(await stored(body.submissionId)).toBeNull();
    expect(await supportMailsAbout(body.submissionId)).toHaveLength(0);
    expect(await mailsTo(testSystem().mailUrl, body.email)).toHaveLength(0);
  });
});

describe('contact handler with its own deps', () => {
  it('limits messages per IP (429 with Retry-After, nothing stored); another IP is not affected', async () => {
    const handler = makePublicApiHandler(() => ({
      healthChecks: healthChecks(),
      contact: () =>
        buildContactPorts({ rateLimit: rateWindowRepository(db, { limit: 2, windowSeconds: 600 }) }),
    }));
    const ip = freshIp();
    for (let i = 0; i < 2; i += 1) {
      const result = await handler(event(message(), ip), lambdaContext('public-api'));
      expect(result.statusCode).toBe(200);
    }
    const third = message();
    const refused = await handler(event(third, ip), lambdaContext('public-api'));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers?.['retry-after'])).toBeGreaterThan(0);
    expect(errorBodySchema.parse(JSON.parse(String(refused.body))).error.message).toBe(
      COMMON_MESSAGES.tooManyRequests,
    );
    expect(await stored(third.submissionId)).toBeNull();
    expect(await mailsTo(testSystem().mailUrl, third.email)).toHaveLength(0);

    const elsewhere = await handler(event(message(), freshIp()), lambdaContext('public-api'));
    expect(elsewhere.statusCode).toBe(200);
  });

  it('stores the message and its contact_received event in one write', async () => {
    const eventId = ulid();
    const handler = makePublicApiHandler(() => ({
      healthChecks: healthChecks(),
      contact: () => buildContactPorts({ ids: { next: () => eventId } }),
    }));
    const body = message();
    const result = await handler(event(body, freshIp()), lambdaContext('public-api'));
    expect(result.statusCode).toBe(200);
    expect((await stored(body.submissionId))?.message).toBe(body.message);
    const outbox = await db.doc.send(
      new GetCommand({ TableName: db.tableName, Key: outboxKeys.event(eventId), ConsistentRead: true }),
    );
    expect(outbox.Item?.['event']).toMatchObject({
      type: 'contact_received',
      messageId: body.submissionId,
      email: body.email,
      reason: 'billing',
      message: body.message,
    });
  });
});

describe('the contact mails, from the event', () => {
  const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

  it('a failing mail service delays the mails and loses nothing; a redelivered event mails nobody twice', async () => {
    const body = message();
    // Handed straight to the notify handler, never written: the local poller does not see it.
    const contact: ContactReceived = {
      type: 'contact_received',
      id: ulid(),
      at: new Date().toISOString(),
      messageId: body.submissionId,
      name: body.name,
      email: body.email,
      reason: body.reason,
      message: body.message,
    };
    const down = makeNotifyHandler(() =>
      buildNotifyDeps({
        log: quiet,
        mail: {
          send: async () => {
            throw new Error('SES is down');
          },
        },
      }),
    );
    expect(await down({ Records: [streamRecordOf(contact, 1)] })).toEqual({
      batchItemFailures: [{ itemIdentifier: '1' }],
    });
    expect(await supportMailsAbout(body.submissionId)).toHaveLength(0);

    const up = makeNotifyHandler(() => buildNotifyDeps({ log: quiet }));
    expect(await up({ Records: [streamRecordOf(contact, 2)] })).toEqual({ batchItemFailures: [] });
    expect(await up({ Records: [streamRecordOf(contact, 3)] })).toEqual({ batchItemFailures: [] });
    expect(await settled(() => supportMailsAbout(body.submissionId))).toHaveLength(1);
    expect(await settled(() => mailsTo(testSystem().mailUrl, body.email))).toHaveLength(1);
  });
});
