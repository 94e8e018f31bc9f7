/**
 * `npm run bench -- media`: the download worker on a 1 GiB MOV with its index at the END
 * (generated on the fly by the Drive stand-in from a fixture's head and tail), streamed into the S3 stand-in
 * and then probed through S3 ranged reads — throughput and peak RSS beside a plain copy of the same bytes in
 * the same run (bare GET → 8 MiB PUTs, 4 in flight); the probe's time; and the local transcoder's time per
 * minute of source (ffmpeg, 1080p + 540p proxies and a poster) on a generated 1080p H.264 source.
 * Targets: worker peak RSS < 256 MB for any size; throughput reported beside the plain copy.
 */
import { execFileSync } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Upload } from '@aws-sdk/lib-storage';
import { ffmpegTranscoder, ffmpegTranscodesIdle } from '../../functions/media/adapters/ffmpeg-transcoder';
import { probeMedia } from '../../functions/media/adapters/media-probe';
import { s3RangeSource } from '../../functions/media/adapters/s3-range-source';
import type { ProxyState } from '../../shared/domain/media-probe';
import { DRIVE_STAND_IN_FILES } from '../../infra/local/drive-stand-in/drive-fixtures';
import { ensureMediaFixtures } from '../../infra/local/media-fixtures/fixtures';
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

/** Seconds of the generated 1080p source the transcoder is timed on. */
const PROXY_SOURCE_SECONDS = 10;

export async function run(): Promise<void> {
  if (!ensureMediaFixtures({ log: console.log })) throw new Error('the media fixtures need ffmpeg');
  const standIns = await startCopyStandIns('media');
  const { s3, dataDir } = standIns;
  try {
    const common = { driveUrl: standIns.driveUrl, fileId: DRIVE_STAND_IN_FILES.largeIndexAtEnd };
    const plain = await measureCopy({
      ...common,
      mode: 'plain-parts',
      putUrl: `${standIns.s3Endpoint}/${BENCH_BUCKET}/plain-copy`,
    });
    const worker = await measureCopy({
      ...common,
      mode: 'worker-probe',
      s3Endpoint: standIns.s3Endpoint,
      bucket: BENCH_BUCKET,
    });
    for (const [label, m] of [
      ['plain copy: GET → 8 MiB PUTs to the S3 stand-in', plain],
      ['worker: Drive → multipart upload → S3, then probe', worker],
    ] as const)
      console.log(measureLine(label, m, 50));
    const peak = peakRssOf(worker);
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
      params: { Bucket: BENCH_BUCKET, Key: 'media/P/V/R', Body: createReadStream(source) },
    }).done();
    const probeStarted = performance.now();
    const probed = await probeMedia(await s3RangeSource(s3, BENCH_BUCKET, 'media/P/V/R'));
    const probeMs = performance.now() - probeStarted;
    let result: ProxyState | null = null;
    const transcoder = ffmpegTranscoder({
      s3,
      bucket: BENCH_BUCKET,
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
    await standIns.stop();
  }
}
