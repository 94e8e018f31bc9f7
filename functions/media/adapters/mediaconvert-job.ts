/**
 * The AWS Elemental MediaConvert job for one version (the cloud transcoder): the stored source in,
 * and out, in one job —
 *   - the 1080p and 540p H.264/AAC MP4 proxies at the keys the player reads (media-keys.ts `proxy`):
 *     faststart (moov first), on the version's frame clock (a constant-rate source's own frames, no rate
 *     conversion; the first frame at the source's first video time), rotation applied, square pixels at the
 *     displayed shape (proxy-settings.ts, shared with the local ffmpeg transcoder);
 *   - a poster frame and the scrubbing sprite's frames, captured to a per-version prefix (`captures`); the
 *     completion handler (functions/transcode-events) sheets the frames into the sprite.
 * The version's ids and the sprite's layout travel in the job's user metadata, so the completion event
 * carries everything the handler needs. `ClientRequestToken` is the version id: a redelivered download
 * message submits the same job again and MediaConvert returns the first one instead of running twice.
 */
import type { CreateJobCommandInput, Output, OutputGroup } from '@aws-sdk/client-mediaconvert';
import { spriteLayout } from '../../../shared/domain/scrub-sprite';
import type { TranscodeJob } from '../../projects';
import { mediaKeys } from './media-keys';
import { JOB_APPLICATION, type JobMetadata } from './transcode-job-metadata';
import { PROXY_HEIGHTS, proxyFrameRate, proxySize, type ProxyHeight } from './proxy-settings';

export interface MediaConvertSettings {
  bucket: string;
  /** The role MediaConvert assumes to read the source and write the outputs. */
  roleArn: string;
  /** The stack's queue (its events are the ones the completion rule listens to). */
  queueArn: string;
}

const NAME = { poster: 'poster', frame: 'frame' } as const;

/** The poster's height at most (as the local transcoder's). */
const POSTER_HEIGHT = 720;

/** The capture keys' prefixes: MediaConvert appends `.0000000.jpg`, `.0000001.jpg`, … to each. */
export function captureBases(ref: TranscodeJob['ref']) {
  const prefix = mediaKeys.captures(ref);
  return { prefix, poster: `${prefix}${NAME.poster}`, frame: `${prefix}${NAME.frame}` };
}

/** The proxies' destination: the version's media key; each output adds `-1080p` / `-540p` and `.mp4`. */
function proxyBase(ref: TranscodeJob['ref']): string {
  const key = mediaKeys.proxy(ref, 1080);
  return key.slice(0, key.length - '-1080p.mp4'.length);
}

/** QVBR ceilings: generous for review, far under a camera original. */
const MAX_BITRATE: Record<ProxyHeight, number> = { 1080: 8_000_000, 540: 2_500_000 };
const AUDIO_BITRATE: Record<ProxyHeight, number> = { 1080: 128_000, 540: 96_000 };

function proxyOutput(job: TranscodeJob, height: ProxyHeight): Output {
  const rate = proxyFrameRate(job.media, job.frameTiming);
  const size = proxySize(job.media, height);
  return {
    NameModifier: `-${height}p`,
    ContainerSettings: {
      Container: 'MP4',
      // Faststart: the index before the media, so playback starts before the whole file arrives.
      Mp4Settings: { MoovPlacement: 'PROGRESSIVE_DOWNLOAD', CslgAtom: 'INCLUDE', FreeSpaceBox: 'EXCLUDE' },
    },
    VideoDescription: {
      ...(size ? { Width: size.width, Height: size.height } : { Height: height }),
      ScalingBehavior: 'STRETCH_TO_OUTPUT',
      AntiAlias: 'ENABLED',
      Sharpness: 50,
      CodecSettings: {
        Codec: 'H_264',
        H264Settings: {
          CodecProfile: 'HIGH',
          CodecLevel: 'AUTO',
          RateControlMode: 'QVBR',
          QvbrSettings: { QvbrQualityLevel: height >= 1080 ? 8 : 7 },
          MaxBitrate: MAX_BITRATE[height],
          QualityTuningLevel: 'SINGLE_PASS_HQ',
          GopSize: 2,
          GopSizeUnits: 'SECONDS',
          SceneChangeDetect: 'TRANSITION_DETECTION',
          // A constant rate follows the source (its frames, none added or dropped); MediaConvert writes constant
          // rates only, so a variable rate is sampled at least twice per shortest frame (proxy-settings.ts).
          ...(rate.kind === 'source'
            ? { FramerateControl: 'INITIALIZE_FROM_SOURCE' as const }
            : {
                FramerateControl: 'SPECIFIED' as const,
                FramerateNumerator: rate.rate.num,
                FramerateDenominator: rate.rate.den,
                FramerateConversionAlgorithm: 'DUPLICATE_DROP' as const,
              }),
          // Square pixels (anamorphic sources are stretched to their displayed width above).
          ParControl: 'SPECIFIED',
          ParNumerator: 1,
          ParDenominator: 1,
        },
      },
    },
    ...(job.media.hasAudio
      ? {
          AudioDescriptions: [
            {
              AudioSourceName: 'Audio Selector 1',
              CodecSettings: {
                Codec: 'AAC',
                AacSettings: {
                  Bitrate: AUDIO_BITRATE[height],
                  CodingMode: 'CODING_MODE_2_0',
                  SampleRate: 48_000,
                  RateControlMode: 'CBR',
                  CodecProfile: 'LC',
                },
              },
            },
          ],
        }
      : {}),
  };
}

function captureGroup(
  name: string,
  destination: string,
  width: number,
  height: number | undefined,
  capture: { every: number; max: number },
): OutputGroup {
  return {
    Name: name,
    OutputGroupSettings: { Type: 'FILE_GROUP_SETTINGS', FileGroupSettings: { Destination: destination } },
    Outputs: [
      {
        ContainerSettings: { Container: 'RAW' },
        VideoDescription: {
          Width: width,
          ...(height ? { Height: height } : {}),
          ScalingBehavior: 'STRETCH_TO_OUTPUT',
          CodecSettings: {
            Codec: 'FRAME_CAPTURE',
            FrameCaptureSettings: {
              FramerateNumerator: 1,
              FramerateDenominator: capture.every,
              MaxCaptures: capture.max,
              Quality: 80,
            },
          },
        },
      },
    ],
  };
}

/** When the source's first video frame is presented (0 when it was not read). */
function firstFrameSeconds(job: TranscodeJob): number {
  return job.frameTiming?.status === 'probed' ? (job.frameTiming.firstFrameSeconds ?? 0) : 0;
}

/** The CreateJob request for `job` (pure: the adapter only sends it). */
export function mediaConvertJob(job: TranscodeJob, settings: MediaConvertSettings): CreateJobCommandInput {
  const s3 = (key: string) => `s3://${settings.bucket}/${key}`;
  const layout = spriteLayout(job.media.durationMs, job.media.displayWidth, job.media.displayHeight);
  const bases = captureBases(job.ref);
  const poster = proxySize(job.media, POSTER_HEIGHT) ?? { width: 1280, height: POSTER_HEIGHT };
  const longEnough = job.media.durationMs !== null && job.media.durationMs > 2000;
  const metadata: JobMetadata = {
    application: JOB_APPLICATION,
    projectId: job.ref.projectId,
    videoId: job.ref.videoId,
    versionId: job.ref.versionId,
    versionNumber: String(job.ref.versionNumber),
    ...(layout ? { sprite: JSON.stringify(layout) } : {}),
  };
  const groups: OutputGroup[] = [
    {
      Name: 'Proxies',
      OutputGroupSettings: {
        Type: 'FILE_GROUP_SETTINGS',
        FileGroupSettings: { Destination: s3(proxyBase(job.ref)) },
      },
      Outputs: PROXY_HEIGHTS.map((height) => proxyOutput(job, height)),
    },
    // The poster: the frame at one second (the first for shorter sources), like the local transcoder's; the
    // handler keeps the last capture.
    captureGroup('Poster', s3(bases.poster), poster.width, poster.height, {
      every: 1,
      max: longEnough ? 2 : 1,
    }),
  ];
  if (layout)
    groups.push(
      captureGroup('Sprite frames', s3(bases.frame), layout.tileWidth, layout.tileHeight, {
        every: layout.intervalSeconds,
        max: layout.count,
      }),
    );
  return {
    Role: settings.roleArn,
    Queue: settings.queueArn,
    ClientRequestToken: job.ref.versionId,
    UserMetadata: { ...metadata },
    // Progress events every 10 s ('Processing 40%' on the project page).
    StatusUpdateInterval: 'SECONDS_10',
    Settings: {
      TimecodeConfig: { Source: 'ZEROBASED' },
      Inputs: [
        {
          FileInput: s3(job.sourcePath),
          TimecodeSource: 'ZEROBASED',
          // Rotation from the file's display matrix (phone footage) applied to every output. MediaConvert writes
          // its MP4s from 0: a video that starts after the audio (B-frames, the audio's priming) is preceded by
          // black frames, so its first frame stays at the source's first video time (to the proxy's frame).
          VideoSelector: {
            Rotate: 'AUTO',
            ...(job.media.hasAudio && firstFrameSeconds(job) > 0 ? { PadVideo: 'BLACK' as const } : {}),
          },
          ...(job.media.hasAudio
            ? { AudioSelectors: { 'Audio Selector 1': { DefaultSelection: 'DEFAULT' } } }
            : {}),
        },
      ],
      OutputGroups: groups,
    },
  };
}
