/** The project page's own parts (in its first chunk): the loading skeleton and the videos' heading with its actions. */
import AddIcon from '@mui/icons-material/Add';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { EDITOR_APP_MESSAGES } from '../../../../../shared/messages/editor-app-messages';
import { MARKER_EXPORT_MESSAGES } from '../../../../../shared/messages/marker-export-messages';

export function ProjectSkeleton() {
  return (
    <Box role="status" aria-busy="true" aria-label="Loading project">
      <Skeleton width="40%" height={48} />
      <Skeleton width="25%" />
      <Grid container spacing={3} sx={{ mt: 1 }}>
        <Grid size={{ xs: 12, lg: 8 }}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={72} sx={{ mb: 1.5 }} />
          ))}
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <Skeleton variant="rounded" height={220} />
        </Grid>
      </Grid>
    </Box>
  );
}

/** 'Videos (n)' with Export markers (when a video has a version) and Add video (unless `onAdd` is null). */
export function VideosHeading(props: {
  count: number;
  onExport: (() => void) | null;
  onAdd: (() => void) | null;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
      <Typography variant="h3" component="h2">
        {EDITOR_APP_MESSAGES.videos} ({props.count})
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        {props.onExport ? (
          <Button startIcon={<FileDownloadIcon />} variant="outlined" onClick={props.onExport}>
            {MARKER_EXPORT_MESSAGES.exportButton}
          </Button>
        ) : null}
        {props.onAdd ? (
          <Button startIcon={<AddIcon />} variant="outlined" onClick={props.onAdd}>
            {EDITOR_APP_MESSAGES.addVideo}
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}
