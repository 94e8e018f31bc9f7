/**
 * The phone's bottom bar: 'Add Note' (pauses the video and opens the Quick Note sheet at the current time,
 * range or drawing) and 'Actions' (the sheet with the name, Send Notes and Approve Video).
 */
import EditNote from '@mui/icons-material/EditNote';
import MoreHoriz from '@mui/icons-material/MoreHoriz';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useState } from 'react';
import { REVIEW_MESSAGES } from '../../../../../shared/messages/review-messages';
import type { ReviewSession } from '../hooks/use-review-session';
import type { ReviewWorkspace } from '../hooks/use-review-workspace';
import { LazyActionsSheet, LazyQuickNoteSheet } from './review-overlays';

export const PHONE_BOTTOM_BAR_HEIGHT = 72;

export function PhoneActionBar({
  session,
  workspace,
}: {
  session: ReviewSession;
  workspace: ReviewWorkspace;
}) {
  const { video, drafts } = session;
  const [actionsOpen, setActionsOpen] = useState(false);
  const note = workspace.quickNote;
  const closeOnSuccess = (ok: boolean) => ok && setActionsOpen(false);
  return (
    <>
      <Paper
        component="nav"
        aria-label="Review actions"
        square
        sx={{
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          height: PHONE_BOTTOM_BAR_HEIGHT,
          display: 'flex',
          gap: 1.5,
          alignItems: 'center',
          px: 2,
          pb: 'env(safe-area-inset-bottom)',
          borderTop: 1,
          borderColor: 'divider',
          zIndex: (t) => t.zIndex.appBar,
        }}
      >
        <Button
          variant="contained"
          size="large"
          startIcon={<EditNote />}
          onClick={() => workspace.openQuickNote()}
          disabled={!video?.currentVersion || session.noteCapMessage !== null}
          sx={{ flex: 2 }}
        >
          {REVIEW_MESSAGES.addNote}
        </Button>
        <Button
          variant="outlined"
          size="large"
          startIcon={<MoreHoriz />}
          onClick={() => setActionsOpen(true)}
          sx={{ flex: 1 }}
        >
          {REVIEW_MESSAGES.actions}
          {drafts.drafts.length > 0 ? ` (${drafts.drafts.length})` : ''}
        </Button>
      </Paper>
      <LazyQuickNoteSheet
        open={note !== null}
        timecodeMs={note?.timecodeMs ?? 0}
        rangeEndMs={note?.rangeEndMs ?? null}
        hasDrawing={Boolean(note?.drawing)}
        onCancel={workspace.closeQuickNote}
        onSave={(text) => {
          if (note) {
            const { timecodeMs, frame, ...extras } = note;
            if (session.addNote(text, timecodeMs, frame, extras)) workspace.annotations.reset();
          }
          workspace.closeQuickNote();
        }}
      />
      <LazyActionsSheet
        open={actionsOpen}
        onClose={() => setActionsOpen(false)}
        name={drafts.reviewerName}
        onNameChange={drafts.setReviewerName}
        draftCount={drafts.drafts.length}
        approved={video?.status === 'approved'}
        canApprove={Boolean(video?.currentVersion)}
        submitting={session.submitting}
        approving={session.approving}
        onSend={() => void session.submitAll().then(closeOnSuccess)}
        onApprove={() => void session.approveCurrent().then(closeOnSuccess)}
      />
    </>
  );
}
