/** The owner's status control: pending_review, needs_changes, approved (any of the three at any time). */
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { VIDEO_STATUS_COLOURS, VIDEO_STATUS_LABELS } from '../../../../../shared/domain/video-status-display';
import { COLOURS } from '../../../../../shared/domain/colours';
import {
  REVIEW_VIDEO_STATUSES,
  type ReviewVideoStatus,
  type VideoStatus,
} from '../../../../../shared/domain/status-values';
import { EDITOR_APP_MESSAGES } from '../../../../../shared/messages/editor-app-messages';

export function VideoStatusControl({
  status,
  disabled,
  onChange,
}: {
  status: VideoStatus;
  disabled: boolean;
  onChange: (status: ReviewVideoStatus) => void;
}) {
  const value = (REVIEW_VIDEO_STATUSES as readonly string[]).includes(status) ? status : null;
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      disabled={disabled}
      aria-label={EDITOR_APP_MESSAGES.videoStatusLabel}
      onChange={(_e, next: ReviewVideoStatus | null) => {
        if (next && next !== status) onChange(next);
      }}
      sx={{ flexWrap: 'wrap' }}
    >
      {REVIEW_VIDEO_STATUSES.map((s) => {
        const colour = COLOURS[VIDEO_STATUS_COLOURS[s]];
        return (
          <ToggleButton
            key={s}
            value={s}
            sx={{
              px: 1.5,
              '&.Mui-selected': { color: colour, bgcolor: `${colour}22`, borderColor: `${colour}88` },
            }}
          >
            {VIDEO_STATUS_LABELS[s]}
          </ToggleButton>
        );
      })}
    </ToggleButtonGroup>
  );
}
