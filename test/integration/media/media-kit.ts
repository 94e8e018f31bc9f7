/**
 * The media tests' setup on the local system: a project of fresh videos whose versions the tests follow, a
 * stored and probed source whose proxy is processing (as the download worker leaves it), and the version as
 * DynamoDB Local holds it.
 */
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { readFileSync, statSync } from 'node:fs';
import type { VideoVersion } from '../../../shared/domain/entities';
import { PROXY_STARTED } from '../../../shared/domain/media-probe';
import { documentClient } from '../../../functions/platform/aws/clients';
import { awsEndpoints, mediaBucket, tableName } from '../../../functions/platform/config/env';
import { toVersion } from '../../../functions/platform/db/items';
import { keys } from '../../../functions/platform/db/keys';
import { createProject } from '../../../functions/projects/store/project-repository';
import { recordDownloadResult } from '../../../functions/projects/store/video-repository';
import type { DownloadRef, TranscodeJob } from '../../../functions/projects/aggregate';
import { mediaKeys } from '../../../functions/media/adapters/media-keys';
import { mediaS3Client } from '../../../functions/media/adapters/media-s3-client';
import { s3MediaProber } from '../../../functions/media/adapters/s3-media-prober';
import { mediaFixturePath } from '../../../infra/local/media-fixtures/fixtures';
import { newOwner, newVideos, projectInput } from '../db/db-test-kit';

export const mediaDb = () => ({ doc: documentClient(), tableName: tableName() });
export const mediaS3 = () => mediaS3Client(awsEndpoints().s3);

/** A new Owner's project of `count` videos: the first version of each. */
export async function projectVersions(count: number): Promise<DownloadRef[]> {
  const owner = await newOwner(mediaDb());
  const videos = newVideos(count);
  const input = projectInput(owner, { videos });
  await createProject(mediaDb(), input);
  return videos.map((v) => ({
    projectId: input.id,
    videoId: v.id,
    versionId: v.version.id,
    versionNumber: 1,
  }));
}

/** The version of `ref` as stored. */
export async function storedVersion(ref: DownloadRef): Promise<VideoVersion> {
  const out = await mediaDb().doc.send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.version(ref.projectId, ref.videoId, ref.versionNumber),
    }),
  );
  return toVersion(out.Item ?? {});
}

/** Puts a local file in the media bucket at `key`. */
export const putMedia = async (key: string, file: string, type: string) =>
  mediaS3().send(
    new PutObjectCommand({ Bucket: mediaBucket(), Key: key, Body: readFileSync(file), ContentType: type }),
  );

/** A stored source (uploaded, probed) whose proxy is processing, as the download worker leaves it. */
export async function storedSource(ref: DownloadRef, fixture: string): Promise<TranscodeJob> {
  const file = mediaFixturePath(fixture);
  const storagePath = mediaKeys.video(ref);
  await putMedia(storagePath, file, 'video/mp4');
  const size = statSync(file).size;
  const probed = await s3MediaProber(mediaS3(), mediaBucket()).probe(storagePath, size);
  await recordDownloadResult(mediaDb(), {
    ...ref,
    result: {
      kind: 'stored',
      storagePath,
      thumbnailPath: null,
      fileSize: size,
      mimeType: 'video/mp4',
      media: probed.media,
      durationMs: probed.durationMs,
      frameRate: probed.frameRate,
      frameTiming: probed.frameTiming,
      proxy: PROXY_STARTED,
    },
  });
  return { ref, sourcePath: storagePath, media: probed.media };
}
