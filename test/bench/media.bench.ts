/**
 * `npm run bench -- media`: the download worker on a 1 GiB MOV with its index at the END
 * (generated on the fly by the Drive stand-in from a fixture's head and tail), streamed into the S3 stand-in
 * and then probed through S3 ranged reads — throughput and peak RSS beside a plain copy of the same bytes in
 * the same run (bare GET → 8 MiB PUTs, 4 in flight); the probe's time; and the local transcoder's time per
 * minute of source (ffmpeg, 1080p + 540p proxies and a poster) on a generated 1080p H.264 source.
 * Targets: worker peak RSS < 256 MB for any size; throughput reported beside the plain copy.
 */
import { execFileSync, spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { ffmpegTranscoder, ffmpegTranscodesIdle } from '../../functions/media/adapters/ffmpeg-transcoder';
import { probeMedia } from '../../functions/media/adapters/media-probe';
import { s3RangeSource } from '../../functions/media/adapters/s3-range-source';
import type { ProxyState } from '../../shared/domain/media-probe';
import { DRIVE_STAND_IN_FILES } from '../../infra/local/drive-stand-in/drive-fixtures';
import { startDriveStandIn } from '../../infra/local/drive-stand-in/server';
import { ensureMediaFixtures } from '../../infra/local/media-fixtures/fixtures';
import { DOWNLOAD_QUEUE_SETTINGS } from '../../shared/config/download-queue-settings';
import { startS3Sqs } from '../../infra/local/services/s3-sqs';

const here = path.dirname(fileURLToPath(import.meta.url));
const MB = 1024 * 1024;
const TARGET_RSS = 256 * MB;
/** Seconds of the generated 1080p source the transcoder is timed on. */
const PROXY_SOURCE_SECONDS = 10;

interface Measure {
  bytes: number;
  ms: number;
  baselineRss: number;
  peakRss: number;
  maxRss: number;
  probe: { ms: number; durationMs: number | null; container: string | null } | null;
}

function child(args: Record<string, string>): Promise<Measure> {
  // The worker runs with its Lambda's V8 options; the plain copy beside it with Node's defaults.
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

const mbps = (m: Measure) => m.bytes / MB / (m.ms / 1000);
const mb = (n: number) => `${(n / MB).toFixed(0)} MB`;

export async function run(): Promise<void> {
  if (!ensureMediaFixtures({ log: console.log })) throw new Error('the media fixtures need ffmpeg');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cutroom-bench-media-'));
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
  try {
    await s3.send(new CreateBucketCommand({ Bucket: 'bench-media' }));
    const common = { driveUrl: drive.url, fileId: DRIVE_STAND_IN_FILES.largeIndexAtEnd };
    const plain = await child({
      ...common,
      mode: 'plain-parts',
      putUrl: `${s3Server.endpoint}/bench-media/plain-copy`,
    });
    const worker = await child({
      ...common,
      mode: 'worker-probe',
      s3Endpoint: s3Server.endpoint,
      bucket: 'bench-media',
    });
    for (const [label, m] of [
      ['plain copy: GET → 8 MiB PUTs to the S3 stand-in', plain],
      ['worker: Drive → multipart upload → S3, then probe', worker],
    ] as const) {
      console.log(
        `${label.padEnd(50)} ${mb(m.bytes).padStart(8)} in ${(m.ms / 1000).toFixed(1).padStart(5)} s ` +
          `= ${mbps(m).toFixed(0).padStart(4)} MB/s, peak RSS ${mb(Math.max(m.peakRss, m.maxRss))} ` +
          `(${mb(m.baselineRss)} before the copy)`,
      );
    }
    const peak = Math.max(worker.peakRss, worker.maxRss);
    console.log(
      `1 GiB index-at-end MOV: worker peak RSS ${mb(peak)} (target < ${mb(TARGET_RSS)}: ` +
        `${peak < TARGET_RSS ? 'met' : 'NOT met'}); throughput ${((mbps(worker) / mbps(plain)) * 100).toFixed(0)}% ` +
        `of the plain copy; probe ${worker.probe?.ms.toFixed(0)} ms over S3 ranged reads ` +
        `(read ${worker.probe?.container}, duration ${worker.probe?.durationMs} ms)`,
    );

    // The local transcoder: a generated 1080p H.264 source, proxies made by ffmpeg, timed per minute.
    const source = path.join(dataDir, 'proxy-source.mp4');
    execFileSync('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi'],
      ...['-i', `testsrc2=size=1920x1080:rate=25:duration=${PROXY_SOURCE_SECONDS}`],
      ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${PROXY_SOURCE_SECONDS}`],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', source],
    ]);
    await new Upload({
      client: s3,
      params: { Bucket: 'bench-media', Key: 'media/P/V/R', Body: createReadStream(source) },
    }).done();
    const probeStarted = performance.now();
    const probed = await probeMedia(await s3RangeSource(s3, 'bench-media', 'media/P/V/R'));
    const probeMs = performance.now() - probeStarted;
    let result: ProxyState | null = null;
    const transcoder = ffmpegTranscoder({
      s3,
      bucket: 'bench-media',
      recorder: {
        progress: async () => undefined,
        result: async (_ref, proxy) => {
          result = proxy;
        },
      },
    });
    const started = performance.now();
    await transcoder.submit({
      ref: { projectId: 'P', videoId: 'V', versionId: 'R', versionNumber: 1 },
      sourcePath: 'media/P/V/R',
      media: probed.media,
    });
    await ffmpegTranscodesIdle();
    const ms = performance.now() - started;
    const done = result as ProxyState | null;
    console.log(
      `local proxy (ffmpeg, 1080p + 540p + poster) of a ${PROXY_SOURCE_SECONDS} s 1080p source ` +
        `(${mb((await stat(source)).size)}): ${(ms / 1000).toFixed(1)} s = ` +
        `${((ms / 1000 / PROXY_SOURCE_SECONDS) * 60).toFixed(0)} s per minute of source ` +
        `(${done?.status ?? 'no result'}); its probe ${probeMs.toFixed(0)} ms`,
    );
  } finally {
    s3.destroy();
    await s3Server.stop();
    await drive.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
