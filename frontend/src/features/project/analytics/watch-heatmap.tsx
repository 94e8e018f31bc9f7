/**
 * The watch heatmap of a version (Pro), a strip drawn under the note markers of the editor's player: each
 * bucket's shade is how many times it was watched against the most watched one, so rewatched parts are dark
 * and where clients dropped off fades. Nothing is drawn below Pro (the API refuses) or before anyone watched.
 */
import Box from '@mui/material/Box';
import { ANALYTICS_MESSAGES } from '../../../../../shared/messages/analytics-messages';
import { useProjectHeatmaps } from '../api/project-analytics';

export default function WatchHeatmap({
  projectId,
  versionId,
  durationMs,
}: {
  projectId: string;
  versionId: string;
  /** The version's length as the player knows it (the stored one, else the element's). */
  durationMs: number | null;
}) {
  const heatmaps = useProjectHeatmaps(projectId);
  const version = heatmaps.data?.versions.find((v) => v.versionId === versionId);
  if (!version || version.histogram.length === 0) return null;
  const length = version.durationMs ?? durationMs;
  const buckets = length
    ? Math.max(version.histogram.length, Math.ceil(length / version.bucketMs))
    : version.histogram.length;
  const peak = Math.max(1, ...version.histogram);
  return (
    <Box
      role="img"
      aria-label={ANALYTICS_MESSAGES.heatmapLabel(version.viewers, peak)}
      data-testid="watch-heatmap"
      sx={{ display: 'flex', height: 10, borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.200', mt: 0.5 }}
    >
      {Array.from({ length: buckets }, (_, i) => {
        const count = version.histogram[i] ?? 0;
        return (
          <Box
            key={i}
            data-count={count}
            sx={{ flex: 1, bgcolor: 'primary.main', opacity: count === 0 ? 0 : 0.15 + 0.85 * (count / peak) }}
          />
        );
      })}
    </Box>
  );
}
