import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { Approval } from '../../../../../shared/domain/entities';
import { formatNoteTime } from '../../../../../shared/lib/date-format';
import { VIDEO_MESSAGES } from '../../../../../shared/messages/video-messages';

export function ApprovalsList({ approvals }: { approvals: Approval[] }) {
  if (approvals.length === 0)
    return <Typography color="text.secondary">{VIDEO_MESSAGES.noApprovals}</Typography>;
  return (
    <List dense disablePadding aria-label="Approvals">
      {approvals.map((a) => (
        <ListItem key={a.id} disableGutters>
          <ListItemIcon sx={{ minWidth: 32 }}>
            <CheckCircleIcon color="success" fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={a.reviewerLabel} secondary={formatNoteTime(a.approvedAt)} />
        </ListItem>
      ))}
    </List>
  );
}
