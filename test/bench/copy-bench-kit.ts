/**
 * What the download benches (`drive`, `media`) share: the stand-ins a copy runs between (the Drive stand-in
 * with the sample media, the S3 stand-in on a temporary folder with the `bench-media` bucket), one copy
 * measured in its own child process (drive-download-child.ts), and the line that prints a measure.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { startDriveStandIn } from '../../infra/local/drive-stand-in/server';
import { startS3Sqs } from '../../infra/local/services/s3-sqs';
import { DOWNLOAD_QUEUE_SETTINGS } from '../../shared/config/download-queue-settings';

const here = path.dirname(fileURLToPath(import.meta.url));
export const MB = 1024 * 1024;
/** The worker's peak RSS target, for any size of file. */
export const TARGET_RSS = 256 * MB;
export const BENCH_BUCKET = 'bench-media';

export interface Measure {
  bytes: number;
  ms: number;
  baselineRss: number;
  peakRss: number;
  maxRss: number;
  /** The probe after the copy (mode `worker-probe`). */
  probe?: { ms: number; durationMs: number | null; container: string | null } | null;
}

/** One copy in its own process; the worker runs with its Lambda's V8 options, a plain copy with Node's. */
export function measureCopy(args: Record<string, string>): Promise<Measure> {
  const v8 = args['mode']?.startsWith('worker') ? DOWNLOAD_QUEUE_SETTINGS.workerNodeOptions.split(' ') : [];
  return new Promise((resolve, reject) => {
    const proc = spawn(
      process.execPath,
      [...v8, '--import', 'tsx', path.join(here, 'drive-download-child.ts'), JSON.stringify(args)],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    proc.stdout.on('data', (d: Buffer) => (out += d.toString()));
    proc.on('error', reject);
    proc.on('exit', (code) => {
      const line = out.trim().split('\n').at(-1) ?? '';
      if (code !== 0) reject(new Error(`child exited ${code}: ${out}`));
      else resolve(JSON.parse(line) as Measure);
    });
  });
}

export const mbps = (m: Measure) => m.bytes / MB / (m.ms / 1000);
export const mb = (n: number) => `${(n / MB).toFixed(0)} MB`;
export const peakRssOf = (m: Measure) => Math.max(m.peakRss, m.maxRss);

/** A measure as one printed line: bytes, time, throughput, peak RSS (and the RSS before the copy). */
export function measureLine(label: string, m: Measure, width: number): string {
  return (
    `${label.padEnd(width)} ${mb(m.bytes).padStart(8)} in ${(m.ms / 1000).toFixed(1).padStart(5)} s ` +
    `= ${mbps(m).toFixed(0).padStart(4)} MB/s, peak RSS ${mb(peakRssOf(m))} ` +
    `(${mb(m.baselineRss)} before the copy)`
  );
}

export interface CopyStandIns {
  readonly driveUrl: string;
  readonly s3Endpoint: string;
  /** A client on the S3 stand-in (checksums only where required, as the worker sends them). */
  readonly s3: S3Client;
  /** The temporary folder of the S3 stand-in's objects (removed by `stop`). */
  readonly dataDir: string;
  readonly stop: () => Promise<void>;
}

/** The Drive stand-in and the S3 stand-in (with the bench bucket) a copy runs between. */
export async function startCopyStandIns(name: string): Promise<CopyStandIns> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `cutroom-bench-${name}-`));
  const drive = await startDriveStandIn({ mediaDir: path.resolve(here, '../../infra/local/sample-media') });
  const s3Server = await startS3Sqs({ port: 0, dataDir });
  const s3 = new S3Client({
    region: 'us-east-1',
    endpoint: s3Server.endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const stop = async () => {
    s3.destroy();
    await s3Server.stop();
    await drive.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await s3.send(new CreateBucketCommand({ Bucket: BENCH_BUCKET }));
  } catch (error) {
    await stop();
    throw error;
  }
  return { driveUrl: drive.url, s3Endpoint: s3Server.endpoint, s3, dataDir, stop };
}
