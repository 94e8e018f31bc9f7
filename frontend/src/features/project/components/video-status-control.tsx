/** The owner's status control: pending_review, needs_changes, approved (any of the three at any time). */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { COLOURS } from '../../../../../shared/domain/colours';
import {
  REVIEW_VIDEO_STATUSES,
  type ReviewVideoStatus,
  type VideoStatus,
} from '../../../../../shared/domain/status-values';
import { VIDEO_STATUS_COLOURS, VIDEO_STATUS_LABELS } from '../../../../../shared/domain/video-status-display';
import { EDITOR_APP_MESSAGES } from '../../../../../shared/messages/editor-app-messages';

function isReviewStatus(value: string): value is ReviewVideoStatus {
  return (REVIEW_VIDEO_STATUSES as readonly string[]).includes(value);
}

export function VideoStatusControl({
  status,
  disabled,
  onChange,
}: {
  status: VideoStatus;
  disabled: boolean;
  onChange: (status: ReviewVideoStatus) => void;
}) {
  // processing / active are not owner choices: they show as the current value (a disabled option, so the
  // select never reads blank) until the owner picks one of the three.
  const options: readonly VideoStatus[] = isReviewStatus(status)
    ? REVIEW_VIDEO_STATUSES
    : [status, ...REVIEW_VIDEO_STATUSES];
  return (
    <TextField
      select
      size="small"
      label={EDITOR_APP_MESSAGES.videoStatusLabel}
      value={status}
      disabled={disabled}
      onChange={(e) => {
        const next = e.target.value;
        if (isReviewStatus(next) && next !== status) onChange(next);
      }}
      sx={{ maxWidth: 260 }}
    >
      {options.map((s) => (
        <MenuItem key={s} value={s} disabled={!isReviewStatus(s)}>
          <span
            style={{
              display: 'inline-block',
              width: 10,
              height: 10,
              borderRadius: 5,
              marginRight: 10,
              background: COLOURS[VIDEO_STATUS_COLOURS[s]],
            }}
            aria-hidden="true"
          />
          {VIDEO_STATUS_LABELS[s]}
        </MenuItem>
      ))}
    </TextField>
  );
}
