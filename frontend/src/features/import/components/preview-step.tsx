/** Step 2: 'Found N videos • M selected', Rescan, the list (all pre-selected), Back, Continue. */
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DriveFile } from '../../../../../shared/api/endpoints/drive';
import { EDITOR_LIMITS } from '../../../../../shared/api/endpoints/projects';
import { COMMON_MESSAGES } from '../../../../../shared/messages/common-messages';
import { EDITOR_APP_MESSAGES } from '../../../../../shared/messages/editor-app-messages';
import { IMPORT_MESSAGES } from '../../../../../shared/messages/import-messages';

export interface PreviewStepProps {
  videos: DriveFile[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onBack: () => void;
  onRescan: () => void;
  rescanning: boolean;
  onContinue: () => void;
  error: string | null;
}

export function PreviewStep({
  videos,
  selected,
  onToggle,
  onBack,
  onRescan,
  rescanning,
  onContinue,
  error,
}: PreviewStepProps) {
  const count = videos.filter((v) => selected.has(v.id)).length;
  const tooMany = count > EDITOR_LIMITS.importVideosMax;
  return (
    <Stack spacing={2}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          flexWrap: 'wrap',
        }}
      >
        <Typography variant="h4" component="h2" aria-live="polite">
          {IMPORT_MESSAGES.foundSelected(videos.length, count)}
        </Typography>
        <Button onClick={onRescan} disabled={rescanning}>
          {IMPORT_MESSAGES.rescan}
        </Button>
      </Box>
      <List
        sx={{ maxHeight: '24rem', overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 2 }}
        aria-label="Videos in the folder"
      >
        {videos.map((video) => {
          const labelId = `video-${video.id}`;
          return (
            <ListItem
              key={video.id}
              divider
              secondaryAction={
                <IconButton
                  edge="end"
                  component="a"
                  href={video.webViewLink ?? video.previewUrl}
                  target="_blank"
                  rel="noopener"
                  aria-label={`${EDITOR_APP_MESSAGES.openPreview}: ${video.title}`}
                >
                  <OpenInNewIcon />
                </IconButton>
              }
            >
              <ListItemIcon sx={{ minWidth: 40 }}>
                <Checkbox
                  edge="start"
                  checked={selected.has(video.id)}
                  onChange={() => onToggle(video.id)}
                  slotProps={{ input: { 'aria-labelledby': labelId } }}
                />
              </ListItemIcon>
              {video.thumbnailLink ? (
                <Box
                  component="img"
                  src={video.thumbnailLink}
                  alt=""
                  loading="lazy"
                  sx={{
                    width: 72,
                    height: 44,
                    objectFit: 'cover',
                    borderRadius: 1,
                    mr: 1.5,
                    flexShrink: 0,
                    bgcolor: 'action.hover',
                  }}
                />
              ) : (
                <Box
                  sx={{
                    width: 72,
                    height: 44,
                    borderRadius: 1,
                    mr: 1.5,
                    flexShrink: 0,
                    bgcolor: 'action.hover',
                  }}
                />
              )}
              <ListItemText
                id={labelId}
                primary={video.title}
                secondary={video.name}
                slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
                sx={{ minWidth: 0, pr: 2 }}
              />
            </ListItem>
          );
        })}
      </List>
      {error ? <Alert severity="error">{error}</Alert> : null}
      {tooMany ? (
        <Alert severity="warning">{IMPORT_MESSAGES.tooManySelected(EDITOR_LIMITS.importVideosMax)}</Alert>
      ) : null}
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'space-between' }}>
        <Button onClick={onBack}>{COMMON_MESSAGES.back}</Button>
        <Button variant="contained" onClick={onContinue} disabled={count === 0 || tooMany}>
          {IMPORT_MESSAGES.continueWith(count)}
        </Button>
      </Stack>
    </Stack>
  );
}
