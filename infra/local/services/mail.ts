/**
 * aws-ses-v2-local, in process, on 127.0.0.1: the SES API (v1 and v2) plus a web inbox at `/` and the
 * JSON of sent mail at `/store`. Mail is kept in memory (cleared on restart), as a mail catcher should.
 *
 * Bounces and complaints: `POST /__local/bounce` with `{ "address": "...", "type": "bounce" |
 * "complaint" }` makes the stand-in report every later mail to that address the way SES does (an SES event,
 * Permanent bounce or complaint), handed to `onEvent` (the local system gives it to the mail-events handler,
 * as SNS does in the cloud).
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { z } from 'zod';
import sesServerModule from 'aws-ses-v2-local';
import { LOCAL_HOST, resolvePort } from './ports';

export interface RunningMail {
  /** SES API endpoint and web inbox (same origin). */
  url: string;
  port: number;
  stop(): Promise<void>;
}

type StartSes = (config?: { host?: string; port?: number }) => Promise<Server>;

/** The package is CommonJS with `exports.default`; depending on the loader that is one or two levels deep. */
function startSesFunction(): StartSes {
  const candidate = sesServerModule as unknown as StartSes | { default: StartSes };
  return typeof candidate === 'function' ? candidate : candidate.default;
}

/** The account document SES v2 GetAccount answers locally (the stand-in returns AWS_SES_ACCOUNT). */
const LOCAL_SES_ACCOUNT = {
  DedicatedIpAutoWarmupEnabled: false,
  Details: {
    AdditionalContactEmailAddresses: [],
    ContactLanguage: 'EN',
    MailType: 'TRANSACTIONAL',
    ReviewDetails: { CaseId: 'local', Status: 'GRANTED' },
    UseCaseDescription: 'Local development mail catcher',
    WebsiteURL: 'http://localhost',
  },
  EnforcementStatus: 'HEALTHY',
  ProductionAccessEnabled: true,
  SendQuota: { Max24HourSend: 1_000_000, MaxSendRate: 100, SentLast24Hours: 0 },
  SendingEnabled: true,
  SuppressionAttributes: { SuppressedReasons: [] },
};

export type LocalMailEventType = 'bounce' | 'complaint';

const bounceRequestSchema = z.object({
  address: z.string().trim().min(3).max(320),
  type: z.enum(['bounce', 'complaint']).default('bounce'),
});

const storeSchema = z.object({
  emails: z.array(
    z.object({
      messageId: z.string(),
      from: z.string(),
      destination: z.object({ to: z.array(z.string()), cc: z.array(z.string()), bcc: z.array(z.string()) }),
      at: z.number(),
    }),
  ),
});

/** The SES event (event publishing format) SES would publish for this mail and recipient. */
export function localSesEvent(
  type: LocalMailEventType,
  recipient: string,
  mail: { messageId: string; from: string; to: string[]; at: Date },
): Record<string, unknown> {
  const timestamp = mail.at.toISOString();
  const common = {
    mail: { timestamp, source: mail.from, messageId: mail.messageId, destination: mail.to },
  };
  return type === 'bounce'
    ? {
        eventType: 'Bounce',
        bounce: {
          bounceType: 'Permanent',
          bounceSubType: 'General',
          bouncedRecipients: [
            {
              emailAddress: recipient,
              action: 'failed',
              status: '5.1.1',
              diagnosticCode: 'smtp; 550 5.1.1 user unknown',
            },
          ],
          timestamp,
          feedbackId: `local-${mail.messageId}`,
        },
        ...common,
      }
    : {
        eventType: 'Complaint',
        complaint: {
          complainedRecipients: [{ emailAddress: recipient }],
          complaintFeedbackType: 'abuse',
          timestamp,
          feedbackId: `local-${mail.messageId}`,
        },
        ...common,
      };
}

export async function startMail(options: {
  port: number;
  portVariable?: string;
  /** Receives each SES event (JSON text) the bounce rule produces. */
  onEvent?: (message: string) => Promise<void>;
}): Promise<RunningMail> {
  const port = await resolvePort(options.port, options.portVariable ?? 'MAIL_PORT');
  process.env.AWS_SES_ACCOUNT ??= JSON.stringify(LOCAL_SES_ACCOUNT);
  const server = await startSesFunction()({ host: LOCAL_HOST, port });
  const url = `http://${LOCAL_HOST}:${port}`;

  // The bounce rule: addresses (lower case) → what SES reports for them; mails already looked at.
  const bouncing = new Map<string, LocalMailEventType>();
  const seen = new Set<string>();
  const readStore = async () => storeSchema.parse(await (await fetch(`${url}/store`)).json()).emails;
  let scanning = Promise.resolve();
  const scan = () => {
    scanning = scanning.then(async () => {
      if (bouncing.size === 0) return;
      for (const mail of await readStore()) {
        if (seen.has(mail.messageId)) continue;
        seen.add(mail.messageId);
        const recipients = [...mail.destination.to, ...mail.destination.cc, ...mail.destination.bcc];
        for (const recipient of recipients) {
          const type = bouncing.get(recipient.trim().toLowerCase());
          if (!type || !options.onEvent) continue;
          const event = localSesEvent(type, recipient, {
            messageId: mail.messageId,
            from: mail.from,
            to: mail.destination.to,
            at: new Date(mail.at * (mail.at < 1e12 ? 1000 : 1)),
          });
          await options.onEvent(JSON.stringify(event)).catch((error: unknown) => {
            console.error('[mail] bounce event failed:', error);
          });
        }
      }
    });
    return scanning;
  };

  const [sesListener] = server.listeners('request') as ((
    req: IncomingMessage,
    res: ServerResponse,
  ) => void)[];
  if (!sesListener) throw new Error('aws-ses-v2-local: no request listener');
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (request.method === 'POST' && request.url === '/__local/bounce') {
      void (async () => {
        let body = '';
        for await (const chunk of request) body += String(chunk);
        const parsed = bounceRequestSchema.safeParse(JSON.parse(body || '{}'));
        if (!parsed.success) {
          response.writeHead(400, { 'content-type': 'application/json' }).end('{"error":"address required"}');
          return;
        }
        // Mails sent before the rule do not bounce: only later ones.
        for (const mail of await readStore()) seen.add(mail.messageId);
        bouncing.set(parsed.data.address.toLowerCase(), parsed.data.type);
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(parsed.data));
      })().catch(() => {
        if (!response.headersSent) response.writeHead(400).end();
      });
      return;
    }
    // A send: once answered (the mail is in the store), report what bounces. Waited for by nothing.
    if (request.method === 'POST' && bouncing.size > 0) response.on('finish', () => void scan());
    sesListener(request, response);
  });
  let stopped = false;
  return {
    url,
    port,
    stop: () =>
      new Promise<void>((resolvePromise) => {
        if (stopped) return resolvePromise();
        stopped = true;
        server.closeAllConnections();
        server.close(() => resolvePromise());
      }),
  };
}
