import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { COMMON_MESSAGES } from '../../../../../shared/messages/common-messages';
import { PROJECTS_LIST_MESSAGES } from '../../../../../shared/messages/projects-list-messages';

export function ArchiveDialog({
  open,
  busy,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="archive-title" aria-describedby="archive-body">
      <DialogTitle id="archive-title">{PROJECTS_LIST_MESSAGES.archiveConfirmTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id="archive-body">{PROJECTS_LIST_MESSAGES.archiveConfirmBody}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{COMMON_MESSAGES.cancel}</Button>
        <Button color="warning" variant="contained" onClick={onConfirm} disabled={busy}>
          {PROJECTS_LIST_MESSAGES.archiveProject}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
