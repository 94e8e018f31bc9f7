/**
 * `npm start`: the whole system on this machine, data kept under .local/ across restarts.
 * Ports: PORT (3000) and CUTROOM_{DYNAMODB,S3_SQS,MAIL,COGNITO,DRIVE,PADDLE}_PORT; CUTROOM_WEB=static serves
 * the built SPA instead of Vite's dev middleware. Ctrl+C stops every process it started.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { REPO_ROOT } from './handler-loader';
import { DEMO_EDITOR } from './seed/seed';
import { PortInUseError } from './services/ports';
import { LOCAL_PORTS, startLocalSystem, type LocalPortName, type LocalSystem } from './system';

const DATA_DIR = join(REPO_ROOT, '.local');
const SEED_MARKER = join(DATA_DIR, 'seeded.json');

const markerSchema = z.object({ seededAt: z.string(), reviewUrl: z.string().nullable().default(null) });

const portSchema = z.coerce.number().int().min(1).max(65_535);

function portsFromEnv(): Record<LocalPortName, number> {
  const ports = {} as Record<LocalPortName, number>;
  for (const [name, spec] of Object.entries(LOCAL_PORTS) as [
    LocalPortName,
    (typeof LOCAL_PORTS)[LocalPortName],
  ][]) {
    const raw = process.env[spec.variable];
    if (raw === undefined || raw.trim() === '') {
      ports[name] = spec.default;
      continue;
    }
    const parsed = portSchema.safeParse(raw);
    if (!parsed.success) {
      console.error(`${spec.variable}=${raw} is not a port number (1-65535).`);
      process.exit(1);
    }
    ports[name] = parsed.data;
  }
  return ports;
}

async function main(): Promise<void> {
  const started = Date.now();
  const ports = portsFromEnv();
  const web = process.env.CUTROOM_WEB === 'static' ? 'static' : 'dev';
  const firstStart = !existsSync(SEED_MARKER);
  await mkdir(DATA_DIR, { recursive: true });

  let system: LocalSystem;
  try {
    system = await startLocalSystem({
      dataDir: DATA_DIR,
      ports,
      web,
      seed: firstStart,
      verbose: process.env.CUTROOM_VERBOSE === '1',
    });
  } catch (error) {
    if (error instanceof PortInUseError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (firstStart) {
    const marker = { seededAt: new Date().toISOString(), reviewUrl: system.seeded?.reviewUrl ?? null };
    await writeFile(SEED_MARKER, `${JSON.stringify(marker, null, 2)}\n`);
  }
  const reviewUrl = await readFile(SEED_MARKER, 'utf8')
    .then((text) => markerSchema.parse(JSON.parse(text)).reviewUrl)
    .catch(() => null);

  // Ctrl+C reaches this process twice (from the terminal's process group and relayed by tsx), so only a
  // second signal that comes a while after the first one forces the exit.
  let stoppingSince: number | null = null;
  const shutdown = (signal: string) => {
    if (stoppingSince !== null) {
      if (Date.now() - stoppingSince < 1500) return;
      console.error('Forced exit.');
      process.exit(130);
    }
    stoppingSince = Date.now();
    console.log(`\n${signal}: stopping the local system…`);
    system
      .stop()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        console.error(error);
        process.exit(1);
      });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  const appUrl = system.urls.app;
  console.log(
    [
      '',
      `Cutroom is running (${((Date.now() - started) / 1000).toFixed(1)} s):`,
      `  App:        ${appUrl}`,
      `  Mail:       ${system.urls.mail}   (every e-mail the app sends, incl. confirmation codes)`,
      `  Slack:      ${system.urls.integrations}   (Slack messages and webhook requests the app sends)`,
      `  Demo login: ${DEMO_EDITOR.email} / ${DEMO_EDITOR.password}`,
      ...(reviewUrl ? [`  Demo review link (no sign-in): ${reviewUrl}`] : []),
      `  Data:       ${DATA_DIR}   (npm run reset wipes it)`,
      '',
      'Press Ctrl+C to stop.',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
