/**
 * `npm run bench -- drive`: the download worker's streaming copy of the 1 GiB generated file from the Drive
 * stand-in into the S3 stand-in (fauxqs, objects on disk), beside plain loopback copies of the same bytes:
 * a bare GET whose bytes go to the same S3 stand-in as bare 8 MiB PUTs, 4 in flight (the comparison the
 * target uses: same bytes, source, destination and concurrency, none of the worker's machinery; the
 * stand-in refuses bodies over 11 MiB, so one 1 GiB PUT is impossible there), and a GET piped into a
 * discarding sink (the loopback ceiling, for context). Each runs in its own child process; throughput and peak RSS are printed.
 * Targets: worker peak RSS < 256 MB, worker throughput ≥ half of the plain copy into S3.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DRIVE_STAND_IN_FILES } from '../../infra/local/drive-stand-in/drive-fixtures';
import {
  BENCH_BUCKET,
  mb,
  mbps,
  measureCopy,
  measureLine,
  peakRssOf,
  startCopyStandIns,
  TARGET_RSS,
} from './copy-bench-kit';

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

export async function run(): Promise<void> {
  const standIns = await startCopyStandIns('s3');
  const sink = await startSink();
  try {
    const common = { driveUrl: standIns.driveUrl, fileId: DRIVE_STAND_IN_FILES.large };
    const ceiling = await measureCopy({ ...common, mode: 'plain', putUrl: `${sink.url}/discard` });
    const plain = await measureCopy({
      ...common,
      mode: 'plain-parts',
      putUrl: `${standIns.s3Endpoint}/${BENCH_BUCKET}/plain-copy`,
    });
    const worker = await measureCopy({
      ...common,
      mode: 'worker',
      s3Endpoint: standIns.s3Endpoint,
      bucket: BENCH_BUCKET,
    });
    const rows = [
      ['plain copy: GET → PUT to a discarding sink', ceiling],
      ['plain copy: GET → 8 MiB PUTs to the S3 stand-in', plain],
      ['worker: Drive → multipart upload → S3', worker],
    ] as const;
    for (const [label, m] of rows) console.log(measureLine(label, m, 46));
    const ratio = mbps(worker) / mbps(plain);
    const peak = peakRssOf(worker);
    console.log(
      `worker peak RSS ${mb(peak)} (target < ${mb(TARGET_RSS)}: ${peak < TARGET_RSS ? 'met' : 'NOT met'}); ` +
        `throughput ${(ratio * 100).toFixed(0)}% of the plain copy into S3 (target ≥ 50%: ${ratio >= 0.5 ? 'met' : 'NOT met'})`,
    );
  } finally {
    await sink.close();
    await standIns.stop();
  }
}
