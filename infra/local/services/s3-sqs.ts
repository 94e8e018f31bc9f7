/**
 * fauxqs: one in-process server for S3 and SQS, bound to 127.0.0.1.
 *
 * `startFauxqs()` always listens on 0.0.0.0, so we assemble the same thing from `buildApp()` and listen on
 * 127.0.0.1 ourselves. Persistence (what `startFauxqs({ dataDir, s3StorageDir })` wires) lives in modules
 * the package does not export; we load them by file path from the installed package: SQLite for the
 * queues, plain files for S3 objects.
 */
import { mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildApp } from 'fauxqs';
import { LOCAL_HOST, resolvePort } from './ports';
import { addObjectTagging, type TaggableApp } from './s3-object-tags';

export interface S3SqsOptions {
  port: number;
  portVariable?: string;
  /** Directory to persist queues (SQLite) and S3 objects (files); omit for memory only. */
  dataDir?: string;
}

export interface RunningS3Sqs {
  endpoint: string;
  port: number;
  stop(): Promise<void>;
}

type BuildAppStores = NonNullable<NonNullable<Parameters<typeof buildApp>[0]>['stores']>;

interface Closable {
  close(): void;
}
interface SqsPersistence extends Closable {
  loadSqsAndSns(sqsStore: unknown, snsStore: unknown): void;
}
interface S3Persistence extends Closable {
  loadS3(s3Store: unknown): void;
}
interface PersistentQueue {
  persistence?: unknown;
}
interface Stores {
  sqsStore: { persistence?: unknown; allQueues(): Iterable<PersistentQueue> };
  snsStore: { persistence?: unknown };
  s3Store: { persistence?: unknown };
}

/** fauxqs's dist folder (its package.json exports only ".", for `import`). */
function fauxqsDist(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, 'node_modules', 'fauxqs', 'dist');
    if (existsSync(join(candidate, 'app.js'))) return candidate;
    const parent = dirname(dir);
    if (parent === dir)
      throw new Error('fauxqs is not installed (node_modules/fauxqs/dist/app.js not found)');
    dir = parent;
  }
}

async function internal<T>(relativePath: string): Promise<T> {
  return (await import(pathToFileURL(join(fauxqsDist(), relativePath)).href)) as T;
}

async function persistentStores(dataDir: string): Promise<{ stores: Stores; closers: Closable[] }> {
  const { SqsStore } = await internal<{ SqsStore: new () => Stores['sqsStore'] }>('sqs/sqsStore.js');
  const { SnsStore } = await internal<{ SnsStore: new () => Stores['snsStore'] }>('sns/snsStore.js');
  const { S3Store } = await internal<{ S3Store: new () => Stores['s3Store'] }>('s3/s3Store.js');
  const { PersistenceManager } = await internal<{ PersistenceManager: new (dir: string) => SqsPersistence }>(
    'persistence.js',
  );
  const { FileS3Persistence } = await internal<{ FileS3Persistence: new (dir: string) => S3Persistence }>(
    's3/fileS3Persistence.js',
  );
  const queuesDir = join(dataDir, 'sqs');
  const objectsDir = join(dataDir, 's3');
  await mkdir(queuesDir, { recursive: true });
  await mkdir(objectsDir, { recursive: true });
  const stores: Stores = { sqsStore: new SqsStore(), snsStore: new SnsStore(), s3Store: new S3Store() };
  const sqsPersistence = new PersistenceManager(queuesDir);
  const s3Persistence = new FileS3Persistence(objectsDir);
  // Same order as startFauxqs: load first, then attach persistence (so loading does not write back).
  sqsPersistence.loadSqsAndSns(stores.sqsStore, stores.snsStore);
  s3Persistence.loadS3(stores.s3Store);
  stores.sqsStore.persistence = sqsPersistence;
  stores.snsStore.persistence = sqsPersistence;
  for (const queue of stores.sqsStore.allQueues()) queue.persistence = sqsPersistence;
  stores.s3Store.persistence = s3Persistence;
  return { stores, closers: [sqsPersistence, s3Persistence] };
}

interface CorsRequest {
  method: string;
  headers: Record<string, string | string[] | undefined>;
}
interface CorsReply {
  header(name: string, value: string): CorsReply;
  code(status: number): CorsReply;
  send(): Promise<unknown> | CorsReply;
}

/** What the media bucket lets a script read of an answer (the same list as the cloud bucket's CORS rule). */
const MEDIA_EXPOSED_HEADERS = 'etag, content-length, content-range, accept-ranges';

interface DispositionRequest {
  method: string;
  query?: Record<string, unknown>;
}
interface DispositionReply {
  statusCode: number;
  header(name: string, value: string): unknown;
}

export async function startS3Sqs(options: S3SqsOptions): Promise<RunningS3Sqs> {
  const port = await resolvePort(options.port, options.portVariable ?? 'S3_SQS_PORT');
  const persisted = options.dataDir ? await persistentStores(resolve(options.dataDir)) : undefined;
  const app = buildApp({
    logger: false,
    ...(persisted ? { stores: persisted.stores as unknown as BuildAppStores } : {}),
  });
  if (persisted) {
    app.addHook('preClose', () => {
      for (const closer of persisted.closers) closer.close();
    });
  }
  // The bucket's CORS rule, as the cloud bucket has it: the SPA (another local port) PUTs avatars with a
  // presigned URL and reads media (the PDF report draws frames of it on a canvas). Only local origins;
  // preflights (a Range request from script) are answered here. `Vary: Origin` goes on EVERY answer, with an
  // Origin or not: the player's plain request is cached by the browser, and without Vary the report's CORS
  // request for the same URL would get that cached answer, without Access-Control-Allow-Origin (a tainted
  // canvas, no frames).
  app.addHook('onRequest', async (request: CorsRequest, reply: CorsReply) => {
    void reply.header('vary', 'origin');
    const origin = request.headers['origin'];
    if (typeof origin !== 'string' || !/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(origin)) return;
    void reply.header('access-control-allow-origin', origin);
    void reply.header('access-control-expose-headers', MEDIA_EXPOSED_HEADERS);
    if (request.method === 'OPTIONS') {
      await reply
        .header('access-control-allow-methods', 'GET, HEAD, PUT')
        .header(
          'access-control-allow-headers',
          String(request.headers['access-control-request-headers'] ?? '*'),
        )
        .header('access-control-max-age', '600')
        .code(204)
        .send();
    }
  });
  // S3 answers a signed GET with `response-content-disposition` under that Content-Disposition (the review's
  // 'Download' saves the file under its name); fauxqs ignores the parameter, so it is applied here.
  app.addHook('onSend', async (request: DispositionRequest, reply: DispositionReply, payload: unknown) => {
    const disposition = request.query?.['response-content-disposition'];
    if (request.method === 'GET' && typeof disposition === 'string' && reply.statusCode < 300)
      void reply.header('content-disposition', disposition);
    return payload;
  });
  addObjectTagging(app as unknown as TaggableApp);
  await app.listen({ port, host: LOCAL_HOST });
  let stopped = false;
  return {
    endpoint: `http://${LOCAL_HOST}:${port}`,
    port,
    async stop() {
      if (stopped) return;
      stopped = true;
      await app.close();
    },
  };
}
