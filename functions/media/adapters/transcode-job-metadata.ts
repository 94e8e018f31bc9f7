/**
 * What a cloud transcode job carries in its user metadata (set by mediaconvert-job.ts, read back from the
 * completion events by use-cases/media/record-transcode-event.ts): whose job it is, the version, and the
 * sprite's layout. Kept apart from the job builder so the use case never loads the MediaConvert SDK's types.
 */
import * as z from '../../platform/zod';
import { SPRITE_COLUMNS, SPRITE_MAX_TILES, type SpriteLayout } from '../../../shared/domain/scrub-sprite';

/** Marks our jobs in the events (the rule matches the queue; this guards the handler). */
export const JOB_APPLICATION = 'cutroom';

/** The user metadata every job carries (strings only, as MediaConvert keeps them). */
export interface JobMetadata {
  application: typeof JOB_APPLICATION;
  projectId: string;
  videoId: string;
  versionId: string;
  versionNumber: string;
  /** The sprite's layout as JSON, absent when the source has no duration. */
  sprite?: string;
}

const small = (max: number) => z.int().check(z.positive(), z.maximum(max));
const layoutSchema = z.object({
  intervalSeconds: z.number().check(z.positive(), z.maximum(86_400)),
  count: small(SPRITE_MAX_TILES),
  columns: small(SPRITE_COLUMNS),
  rows: small(SPRITE_MAX_TILES),
  tileWidth: small(1024),
  tileHeight: small(1024),
});

/** The sprite layout a job's metadata carries (null when absent or malformed). */
export function metadataLayout(value: string | undefined): SpriteLayout | null {
  if (!value) return null;
  try {
    const parsed = layoutSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
