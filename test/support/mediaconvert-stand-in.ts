/**
 * A stand-in of AWS Elemental MediaConvert for the cloud transcoder's integration test, on 127.0.0.1: it
 * answers CreateJob over the real wire protocol (REST JSON, POST /2017-08-29/jobs, idempotent on
 * `clientRequestToken`) so the SDK client and the job builder are exercised as in the cloud, and it can run
 * an accepted job the way MediaConvert does for the settings our jobs use — with Debian's ffmpeg reading the
 * source from the local S3 and writing every output at the key MediaConvert would (`<destination><name
 * modifier>.mp4`, frame captures `<destination>.0000000.jpg`, …). Then the test sends the completion event.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';

/** The parts of a CreateJob body (wire names) the runner reads. */
export interface WireJob {
  clientRequestToken?: string;
  queue?: string;
  role?: string;
  userMetadata?: Record<string, string>;
  statusUpdateInterval?: string;
  settings: {
    inputs: {
      fileInput: string;
      videoSelector?: { rotate?: string };
      audioSelectors?: Record<string, unknown>;
    }[];
    outputGroups: {
      name?: string;
      outputGroupSettings: { type: string; fileGroupSettings?: { destination: string } };
      outputs: {
        nameModifier?: string;
        containerSettings?: { container?: string; mp4Settings?: { moovPlacement?: string } };
        videoDescription?: {
          width?: number;
          height?: number;
          codecSettings: {
            codec: string;
            h264Settings?: { framerateNumerator?: number; framerateDenominator?: number };
            frameCaptureSettings?: {
              framerateNumerator: number;
              framerateDenominator: number;
              maxCaptures: number;
            };
          };
        };
        audioDescriptions?: unknown[];
      }[];
    }[];
  };
}

export interface MediaConvertStandIn {
  endpoint: string;
  /** Every CreateJob body received, in order (repeats included). */
  requests: WireJob[];
  /** Accepted jobs by id. */
  jobs: Map<string, WireJob>;
  /** Runs an accepted job: writes its outputs to S3 as MediaConvert would. */
  run(jobId: string, s3: S3Client): Promise<void>;
  close(): Promise<void>;
}

function s3Location(uri: string): { bucket: string; key: string } {
  const match = /^s3:\/\/([^/]+)\/(.+)$/.exec(uri);
  if (!match?.[1] || !match[2]) throw new Error(`not an S3 URI: ${uri}`);
  return { bucket: match[1], key: match[2] };
}

function ffmpeg(args: string[]): void {
  const out = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', ...args], {
    encoding: 'utf8',
  });
  if (out.status !== 0) throw new Error(`ffmpeg failed: ${out.stderr}`);
}

export async function startMediaConvertStandIn(): Promise<MediaConvertStandIn> {
  const requests: WireJob[] = [];
  const jobs = new Map<string, WireJob>();
  const byToken = new Map<string, string>();
  let next = 1;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/2017-08-29/jobs') {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: `no route ${req.method} ${req.url}` }));
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as WireJob;
      requests.push(body);
      const token = body.clientRequestToken;
      let id = token ? byToken.get(token) : undefined;
      if (!id) {
        id = `${Date.now()}-${String(next++).padStart(6, '0')}`;
        jobs.set(id, body);
        if (token) byToken.set(token, id);
      }
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          job: {
            id,
            arn: `arn:aws:mediaconvert:us-east-1:111122223333:jobs/${id}`,
            status: 'SUBMITTED',
            role: body.role,
            queue: body.queue,
            settings: body.settings,
            userMetadata: body.userMetadata,
          },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  async function run(jobId: string, s3: S3Client): Promise<void> {
    const job = jobs.get(jobId);
    if (!job) throw new Error(`no job ${jobId}`);
    const input = job.settings.inputs[0];
    if (!input) throw new Error('job without input');
    const source = s3Location(input.fileInput);
    const url = await getSignedUrl(s3, new GetObjectCommand({ Bucket: source.bucket, Key: source.key }), {
      expiresIn: 600,
    });
    const dir = mkdtempSync(join(tmpdir(), 'mediaconvert-'));
    try {
      for (const group of job.settings.outputGroups) {
        const destination = group.outputGroupSettings.fileGroupSettings?.destination;
        if (!destination) throw new Error('only file groups are run');
        const target = s3Location(destination);
        for (const [index, output] of group.outputs.entries()) {
          const video = output.videoDescription;
          const size =
            video?.width && video.height ? `scale=${video.width}:${video.height},setsar=1` : 'null';
          const capture = video?.codecSettings.frameCaptureSettings;
          if (video?.codecSettings.codec === 'FRAME_CAPTURE' && capture) {
            const pattern = join(dir, `g${index}-%07d.jpg`);
            ffmpeg([
              '-i',
              url,
              '-map',
              '0:v:0',
              '-vf',
              `fps=${capture.framerateNumerator}/${capture.framerateDenominator},${size}`,
              '-frames:v',
              String(capture.maxCaptures),
              '-start_number',
              '0',
              '-q:v',
              '4',
              pattern,
            ]);
            for (const file of readdirSync(dir)
              .filter((f) => f.startsWith(`g${index}-`))
              .sort()) {
              const counter = file.slice(`g${index}-`.length, -'.jpg'.length);
              await s3.send(
                new PutObjectCommand({
                  Bucket: target.bucket,
                  Key: `${target.key}${output.nameModifier ?? ''}.${counter}.jpg`,
                  Body: readFileSync(join(dir, file)),
                  ContentType: 'image/jpeg',
                }),
              );
            }
            continue;
          }
          const h264 = video?.codecSettings.h264Settings;
          const file = join(dir, `g${index}.mp4`);
          ffmpeg([
            '-i',
            url,
            '-map',
            '0:v:0',
            ...(output.audioDescriptions ? ['-map', '0:a:0', '-c:a', 'aac', '-ac', '2'] : ['-an']),
            '-vf',
            `${size},format=yuv420p`,
            '-c:v',
            'libx264',
            '-preset',
            'ultrafast',
            ...(h264?.framerateNumerator && h264.framerateDenominator
              ? ['-fps_mode', 'cfr', '-r', `${h264.framerateNumerator}/${h264.framerateDenominator}`]
              : []),
            ...(output.containerSettings?.mp4Settings?.moovPlacement === 'PROGRESSIVE_DOWNLOAD'
              ? ['-movflags', '+faststart']
              : []),
            file,
          ]);
          await s3.send(
            new PutObjectCommand({
              Bucket: target.bucket,
              Key: `${target.key}${output.nameModifier ?? ''}.mp4`,
              Body: readFileSync(file),
              ContentType: 'video/mp4',
            }),
          );
        }
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  return {
    endpoint: `http://127.0.0.1:${port}`,
    requests,
    jobs,
    run,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
