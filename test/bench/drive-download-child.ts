/**
 * The measured side of drive-download.bench.ts, in its own process so its peak RSS is the worker's alone.
 * Modes: `worker` streams the file through the download worker's streaming function (Drive stand-in →
 * lib-storage multipart → S3 stand-in); `plain` copies the same bytes with a bare HTTP GET piped into one
 * bare HTTP PUT to `putUrl` (a discarding sink, or an object URL of the S3 stand-in, which does not check
 * signatures); `plain-parts` PUTs the same bytes to the S3 stand-in as bare 8 MiB objects, 4 in flight
 * (the stand-in takes at most 11 MiB per request, so one 1 GiB PUT is not possible there); `worker-probe`
 * is `worker` followed by the media probe over S3 ranged reads (the media bench).
 * Prints one JSON line: bytes, ms, RSS before the copy (modules loaded: tsx, the SDKs), peak RSS (sampled,
 * and the kernel's high-water mark of this process: Linux's VmHWM; not getrusage's maxRSS, which on Linux
 * keeps the PARENT's resident size at the fork across exec, so it reported the benchmark's own process with
 * the Drive and S3 stand-ins in it).
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { googleDriveAdapter } from '../../functions/google-drive/google-drive-adapter';
import { mediaS3Client } from '../../functions/media/adapters/media-s3-client';
import { s3MediaProber } from '../../functions/media/adapters/s3-media-prober';
import { streamDriveFileToS3 } from '../../functions/media/adapters/stream-to-s3';
import { DRIVE_STAND_IN_API_KEY } from '../../infra/local/drive-stand-in/drive-fixtures';

const args = z
  .object({
    mode: z.enum(['worker', 'worker-probe', 'plain', 'plain-parts']),
    driveUrl: z.url(),
    fileId: z.string(),
    s3Endpoint: z.url().optional(),
    bucket: z.string().optional(),
    putUrl: z.url().optional(),
  })
  .parse(JSON.parse(process.argv[2] ?? '{}'));

/** This process's own peak resident size (VmHWM), where the kernel tells it; else getrusage's maxRSS. */
function ownPeakRss(): number {
  try {
    const hwm = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'));
    if (hwm?.[1]) return Number(hwm[1]) * 1024;
  } catch {
    // Not Linux.
  }
  return process.resourceUsage().maxRSS * 1024;
}

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 25);

/** Milliseconds the probe took (worker-probe mode), and what it found. */
let probe: { ms: number; durationMs: number | null; container: string | null } | null = null;

async function worker(): Promise<number> {
  const s3 = mediaS3Client(args.s3Endpoint);
  const key = `bench/${Date.now()}`;
  const result = await streamDriveFileToS3({
    drive: googleDriveAdapter({ rootUrl: args.driveUrl, apiKey: async () => DRIVE_STAND_IN_API_KEY }),
    s3,
    bucket: args.bucket ?? '',
    key,
    fileId: args.fileId,
  });
  if (args.mode === 'worker-probe') {
    // The worker's next step: the probe over S3 ranged reads of the stored object.
    const started = performance.now();
    const probed = await s3MediaProber(s3, args.bucket ?? '').probe(key, result.bytes);
    probe = {
      ms: performance.now() - started,
      durationMs: probed.media.durationMs,
      container: probed.media.container,
    };
  }
  s3.destroy();
  return result.bytes;
}

async function plain(): Promise<number> {
  const source = `${args.driveUrl}/drive/v3/files/${args.fileId}?alt=media&key=${DRIVE_STAND_IN_API_KEY}`;
  const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
    http.get(source, resolve).on('error', reject),
  );
  const length = Number(response.headers['content-length']);
  const target = new URL(args.putUrl ?? '');
  const request = http.request({
    host: target.hostname,
    port: target.port,
    path: target.pathname,
    method: 'PUT',
    headers: { 'content-length': length },
  });
  const answered = new Promise<string>((resolve, reject) => {
    request.on('response', (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () =>
        (res.statusCode ?? 500) < 300 ? resolve(body) : reject(new Error(`PUT answered ${res.statusCode}`)),
      );
    });
    request.on('error', reject);
  });
  await pipeline(response, request);
  const answer = await answered;
  // The sink answers the byte count; S3 answers nothing on success.
  return /^\d+$/.test(answer) ? Number(answer) : length;
}

async function plainParts(): Promise<number> {
  const source = `${args.driveUrl}/drive/v3/files/${args.fileId}?alt=media&key=${DRIVE_STAND_IN_API_KEY}`;
  const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
    http.get(source, resolve).on('error', reject),
  );
  const partSize = 8 * 1024 * 1024;
  const inFlight = new Set<Promise<void>>();
  let part = 0;
  let total = 0;
  const put = async (body: Buffer, n: number) => {
    const res = await fetch(`${args.putUrl}/part-${n}`, {
      method: 'PUT',
      // Buffer.concat allocates a plain ArrayBuffer.
      body: new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length),
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`PUT part ${n} answered ${res.status}`);
  };
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const flush = async () => {
    const body = Buffer.concat(pending, pendingBytes);
    pending = [];
    pendingBytes = 0;
    const p = put(body, ++part).finally(() => inFlight.delete(p));
    inFlight.add(p);
    if (inFlight.size >= 4) await Promise.race(inFlight);
  };
  for await (const chunk of response) {
    const buffer = chunk as Buffer;
    total += buffer.length;
    pending.push(buffer);
    pendingBytes += buffer.length;
    if (pendingBytes >= partSize) await flush();
  }
  if (pendingBytes > 0) await flush();
  await Promise.all(inFlight);
  return total;
}

const baselineRss = process.memoryUsage().rss;
const started = performance.now();
const bytes =
  args.mode === 'worker' || args.mode === 'worker-probe'
    ? await worker()
    : args.mode === 'plain'
      ? await plain()
      : await plainParts();
const ms = performance.now() - started;
clearInterval(sampler);
peakRss = Math.max(peakRss, process.memoryUsage().rss);
console.log(JSON.stringify({ bytes, ms, baselineRss, peakRss, maxRss: ownPeakRss(), probe }));
