/**
 * The phone's Actions sheet: the optional name ('Your name (optional)'), 'Send Notes' (only when there are
 * notes to send) and 'Approve Video' (disabled and labelled 'Video Approved' once approved).
 */
import CheckCircle from '@mui/icons-material/CheckCircle';
import Send from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import { REVIEW_LIMITS } from '../../../../../shared/api/endpoints/review';
import { REVIEW_MESSAGES } from '../../../../../shared/messages/review-messages';
import { Field } from './field';

export interface ActionsSheetProps {
  open: boolean;
  onClose(): void;
  name: string;
  onNameChange(name: string): void;
  draftCount: number;
  approved: boolean;
  canApprove: boolean;
  submitting: boolean;
  approving: boolean;
  onSend(): void;
  onApprove(): void;
}

export function ActionsSheet(props: ActionsSheetProps) {
  return (
    <Drawer
      anchor="bottom"
      open={props.open}
      onClose={props.onClose}
      slotProps={{ paper: { sx: { borderTopLeftRadius: 16, borderTopRightRadius: 16 } } }}
    >
      <Box
        role="dialog"
        aria-labelledby="actions-title"
        sx={{ p: 2, pb: 'calc(16px + env(safe-area-inset-bottom))', display: 'grid', gap: 1.5 }}
      >
        <Typography id="actions-title" variant="h4" component="h2">
          {REVIEW_MESSAGES.actions}
        </Typography>
        <Field
          label={REVIEW_MESSAGES.nameLabelMobile}
          value={props.name}
          onChange={props.onNameChange}
          maxLength={REVIEW_LIMITS.reviewerNameMax}
          autoComplete="name"
        />
        {props.draftCount > 0 ? (
          <Button
            variant="contained"
            size="large"
            startIcon={<Send />}
            disabled={props.submitting || props.approving}
            onClick={props.onSend}
          >
            {props.submitting
              ? REVIEW_MESSAGES.submitting
              : `${REVIEW_MESSAGES.sendNotes} (${props.draftCount})`}
          </Button>
        ) : null}
        <Button
          variant="contained"
          color="success"
          size="large"
          startIcon={<CheckCircle />}
          disabled={props.approved || !props.canApprove || props.submitting || props.approving}
          onClick={props.onApprove}
        >
          {props.approving
            ? REVIEW_MESSAGES.approving
            : props.approved
              ? REVIEW_MESSAGES.videoApproved
              : REVIEW_MESSAGES.approveVideo}
        </Button>
      </Box>
    </Drawer>
  );
}
