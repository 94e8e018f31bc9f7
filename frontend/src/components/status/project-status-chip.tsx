import Chip from '@mui/material/Chip';
import { COLOURS } from '../../../../shared/domain/colours';
import {
  PROJECT_STATUS_BADGE_COLOURS,
  PROJECT_STATUS_LABELS,
} from '../../../../shared/domain/project-status-display';
import type { ProjectStatus } from '../../../../shared/domain/status-values';

/** Badge: Active green, Pending Changes yellow, Ready to Archive blue, Archived grey. */
export function ProjectStatusChip({
  status,
  size = 'small',
}: {
  status: ProjectStatus;
  size?: 'small' | 'medium';
}) {
  const colour = COLOURS[PROJECT_STATUS_BADGE_COLOURS[status]];
  return (
    <Chip
      size={size}
      label={PROJECT_STATUS_LABELS[status]}
      sx={{ bgcolor: `${colour}26`, color: colour, border: `1px solid ${colour}66`, fontWeight: 600 }}
    />
  );
}
