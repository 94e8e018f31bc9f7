/**
 * aws-ses-v2-local, in process, on 127.0.0.1: the SES API (v1 and v2) plus a web inbox at `/` and the
 * JSON of sent mail at `/store`. Mail is kept in memory (cleared on restart), as a mail catcher should.
 */
import type { Server } from 'node:http';
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

export async function startMail(options: { port: number; portVariable?: string }): Promise<RunningMail> {
  const port = await resolvePort(options.port, options.portVariable ?? 'MAIL_PORT');
  process.env.AWS_SES_ACCOUNT ??= JSON.stringify(LOCAL_SES_ACCOUNT);
  const server = await startSesFunction()({ host: LOCAL_HOST, port });
  let stopped = false;
  return {
    url: `http://${LOCAL_HOST}:${port}`,
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
