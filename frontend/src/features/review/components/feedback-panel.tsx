/**
 * The desktop feedback panel beside the player: the tabs Add Notes (the note field, Add Note, Submit All and
 * the notes) and Approve. 'Submit All' (with notes to send) and Approve ask for the name first.
 */
import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { REVIEW_LIMITS, type ReviewVideo } from '../../../../../shared/api/endpoints/review';
import { ANNOTATION_MESSAGES } from '../../../../../shared/messages/annotation-messages';
import { REVIEW_MESSAGES } from '../../../../../shared/messages/review-messages';
import type { ReviewSession } from '../hooks/use-review-session';
import type { ReviewWorkspace } from '../hooks/use-review-workspace';
import { Field } from './field';
import { ReviewNotes } from './review-notes';
import { PanelTabs } from './panel-tabs';
import { LazyNameDialog } from './review-overlays';

interface PanelProps {
  session: ReviewSession;
  video: ReviewVideo;
  workspace: ReviewWorkspace;
}

type NameAsked = 'submit' | 'approve' | null;

export function FeedbackPanel(props: PanelProps) {
  const { session } = props;
  const [tab, setTab] = useState<'notes' | 'approve'>('notes');
  const [asked, setAsked] = useState<NameAsked>(null);
  const confirm = async (name: string) => {
    session.drafts.setReviewerName(name);
    setAsked(null);
    if (asked === 'submit') await session.submitAll();
    if (asked === 'approve') await session.approveCurrent();
  };
  return (
    <Paper component="section" aria-label="Feedback" sx={{ p: 0, overflow: 'hidden' }}>
      <PanelTabs
        value={tab}
        onChange={setTab}
        tabs={[
          { value: 'notes', label: REVIEW_MESSAGES.addNotesTab, id: 'tab-notes', controls: 'panel-notes' },
          {
            value: 'approve',
            label: REVIEW_MESSAGES.approveTab,
            id: 'tab-approve',
            controls: 'panel-approve',
          },
        ]}
      />
      {tab === 'notes' ? (
        <Box
          id="panel-notes"
          role="tabpanel"
          aria-labelledby="tab-notes"
          sx={{ p: 2, display: 'grid', gap: 2 }}
        >
          <NoteComposer {...props} onSubmitAll={() => setAsked('submit')} />
          <Box sx={{ maxHeight: 420, overflowY: 'auto' }}>
            <ReviewNotes {...props} />
          </Box>
        </Box>
      ) : (
        <ApprovePanel {...props} onApprove={() => setAsked('approve')} />
      )}
      <LazyNameDialog
        open={asked !== null}
        title={asked === 'approve' ? REVIEW_MESSAGES.approveVideo : REVIEW_MESSAGES.submitFeedbackTitle}
        confirmLabel={asked === 'approve' ? REVIEW_MESSAGES.approveTab : 'Submit'}
        initialName={session.drafts.reviewerName}
        busy={session.submitting || session.approving}
        onCancel={() => setAsked(null)}
        onConfirm={(name) => void confirm(name)}
      />
    </Paper>
  );
}

/** The note field (Ctrl/Cmd+Enter adds), the cap's message, Add Note and Submit All. */
function NoteComposer({ session, video, workspace, onSubmitAll }: PanelProps & { onSubmitAll(): void }) {
  const { annotations } = workspace;
  const [text, setText] = useState('');
  const capped = session.noteCapMessage !== null;
  const draftCount = session.drafts.drafts.length;
  const addNote = () => {
    const { timecodeMs, frame, ...extras } = annotations.anchor();
    if (session.addNote(text, timecodeMs, frame, extras)) {
      setText('');
      annotations.reset();
    }
  };
  return (
    <>
      <Field
        multiline
        minRows={3}
        label="Your note"
        placeholder={REVIEW_MESSAGES.notePlaceholder}
        helperText={
          annotations.range
            ? ANNOTATION_MESSAGES.notePinnedToRange
            : annotations.drawing
              ? ANNOTATION_MESSAGES.notePinnedToDrawing
              : "The note is pinned to the player's current time."
        }
        value={text}
        onChange={setText}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            addNote();
          }
        }}
        maxLength={REVIEW_LIMITS.noteBodyMax}
        disabled={capped}
      />
      {session.noteCapMessage ? (
        <Typography role="status" color="warning.main" variant="body2">
          {session.noteCapMessage}
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button
          variant="outlined"
          onClick={addNote}
          disabled={text.trim() === '' || !video.currentVersion || capped}
          sx={{ flex: 1 }}
        >
          {REVIEW_MESSAGES.addNote}
        </Button>
        <Button
          variant="contained"
          onClick={() => (draftCount === 0 ? void session.submitAll() : onSubmitAll())}
          disabled={session.submitting}
          sx={{ flex: 1 }}
        >
          {session.submitting
            ? REVIEW_MESSAGES.submitting
            : `${REVIEW_MESSAGES.submitAll}${draftCount > 0 ? ` (${draftCount})` : ''}`}
        </Button>
      </Box>
    </>
  );
}

/** Who approved the video, or the question and 'Approve Video'. */
function ApprovePanel({ session, video, onApprove }: PanelProps & { onApprove(): void }) {
  const approved = video.status === 'approved';
  const version = REVIEW_MESSAGES.versionLabel(video.currentVersion?.versionNumber ?? 1);
  return (
    <Box
      id="panel-approve"
      role="tabpanel"
      aria-labelledby="tab-approve"
      sx={{ p: 3, display: 'grid', gap: 2 }}
    >
      <Typography color="text.secondary">
        {approved
          ? `Approved by ${video.approval?.reviewerLabel ?? REVIEW_MESSAGES.anonymous}.`
          : `Happy with ${version} of "${video.title}"? Approve it to let the editor know.`}
      </Typography>
      <Button
        variant="contained"
        color="success"
        size="large"
        startIcon={<CheckCircle />}
        disabled={approved || session.approving || !video.currentVersion}
        onClick={onApprove}
      >
        {session.approving
          ? REVIEW_MESSAGES.approving
          : approved
            ? REVIEW_MESSAGES.videoApproved
            : REVIEW_MESSAGES.approveVideo}
      </Button>
    </Box>
  );
}
