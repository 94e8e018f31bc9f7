/**
 * `npm run bench -- drive`: the download worker's streaming copy of the 1 GiB generated file from the Drive
 * stand-in into the S3 stand-in (fauxqs, objects on disk), beside plain loopback copies of the same bytes:
 * a bare GET whose bytes go to the same S3 stand-in as bare 8 MiB PUTs, 4 in flight (the comparison the
 * target uses: same bytes, source, destination and concurrency, none of the worker's machinery; the
 * stand-in refuses bodies over 11 MiB, so one 1 GiB PUT is impossible there), and a GET piped into a
 * discarding sink (the loopback ceiling, for context). Each runs in its own child process; throughput and peak RSS are printed.
 * Targets: worker peak RSS < 256 MB, worker throughput ≥ half of the plain copy into S3.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { DRIVE_STAND_IN_FILES } from '../../infra/local/drive-stand-in/drive-fixtures';
import { startDriveStandIn } from '../../infra/local/drive-stand-in/server';
import { startS3Sqs } from '../../infra/local/services/s3-sqs';

const here = path.dirname(fileURLToPath(import.meta.url));
const MB = 1024 * 1024;
const TARGET_RSS = 256 * MB;

interface Measure {
  bytes: number;
  ms: number;
  baselineRss: number;
  peakRss: number;
  maxRss: number;
}

function child(args: Record<string, string>): Promise<Measure> {
  return new Promise((resolve, reject) => {
    const proc = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(here, 'drive-download-child.ts'), JSON.stringify(args)],
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

/** A loopback HTTP sink that reads and discards a PUT body, answering the byte count. */
async function startSink(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    let bytes = 0;
    req.on('data', (c: Buffer) => (bytes += c.length));
    req.on('end', () => res.end(String(bytes)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) };
}

const mbps = (m: Measure) => m.bytes / MB / (m.ms / 1000);
const mb = (n: number) => `${(n / MB).toFixed(0)} MB`;

export async function run(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cutroom-bench-s3-'));
  const drive = await startDriveStandIn({ mediaDir: path.resolve(here, '../../infra/local/sample-media') });
  const s3Server = await startS3Sqs({ port: 0, dataDir });
  const sink = await startSink();
  const s3 = new S3Client({
    region: 'us-east-1',
    endpoint: s3Server.endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    forcePathStyle: true,
  });
  try {
    await s3.send(new CreateBucketCommand({ Bucket: 'bench-media' }));
    const common = { driveUrl: drive.url, fileId: DRIVE_STAND_IN_FILES.large };
    const ceiling = await child({ ...common, mode: 'plain', putUrl: `${sink.url}/discard` });
    const plain = await child({
      ...common,
      mode: 'plain-parts',
      putUrl: `${s3Server.endpoint}/bench-media/plain-copy`,
    });
    const worker = await child({
      ...common,
      mode: 'worker',
      s3Endpoint: s3Server.endpoint,
      bucket: 'bench-media',
    });
    const rows = [
      ['plain copy: GET → PUT to a discarding sink', ceiling],
      ['plain copy: GET → 8 MiB PUTs to the S3 stand-in', plain],
      ['worker: Drive → multipart upload → S3', worker],
    ] as const;
    for (const [label, m] of rows) {
      console.log(
        `${label.padEnd(46)} ${mb(m.bytes).padStart(8)} in ${(m.ms / 1000).toFixed(1).padStart(5)} s ` +
          `= ${mbps(m).toFixed(0).padStart(4)} MB/s, peak RSS ${mb(Math.max(m.peakRss, m.maxRss))} ` +
          `(${mb(m.baselineRss)} before the copy)`,
      );
    }
    const ratio = mbps(worker) / mbps(plain);
    const peak = Math.max(worker.peakRss, worker.maxRss);
    console.log(
      `worker peak RSS ${mb(peak)} (target < ${mb(TARGET_RSS)}: ${peak < TARGET_RSS ? 'met' : 'NOT met'}); ` +
        `throughput ${(ratio * 100).toFixed(0)}% of the plain copy into S3 (target ≥ 50%: ${ratio >= 0.5 ? 'met' : 'NOT met'})`,
    );
  } finally {
    s3.destroy();
    await sink.close();
    await s3Server.stop();
    await drive.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
