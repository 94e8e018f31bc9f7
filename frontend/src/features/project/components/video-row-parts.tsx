/** The sections of an open video row: notices, the feedback, the version form and the owner's notes. */
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState, type ReactNode } from 'react';
import type { ProjectVideo } from '../../../../../shared/api/endpoints/projects';
import { EDITOR_APP_MESSAGES } from '../../../../../shared/messages/editor-app-messages';
import { REPLY_MESSAGES } from '../../../../../shared/messages/reply-messages';
import { VIDEO_MESSAGES } from '../../../../../shared/messages/video-messages';
import { FeedbackList } from '../../../components/feedback/feedback-list';
import { TimeDisplaySwitch } from '../../../lib/time-display';
import { versionFrameTiming } from '../../../lib/video-frames';
import type { useVersionNotes } from '../api/list-version-notes';
import type { VideoRowActions } from '../hooks/use-video-row-actions';
import { mutationErrorMessage } from '../mutation-error';
import { ApprovalsList } from './approvals-list';
import { VersionForm } from './version-form';

type Version = ProjectVideo['versions'][number];

/** What every part of an open row works on. */
export interface VideoRowContext {
  video: ProjectVideo;
  readOnly: boolean;
  /** False: the member may not change the project (toggles and replies hidden, not disabled). */
  mayChange?: boolean;
  actions: VideoRowActions;
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 2.5 }}>
      <Typography
        variant="h6"
        component="h4"
        sx={{ mb: 1, color: 'text.secondary', textTransform: 'uppercase', fontSize: 12, letterSpacing: 0.6 }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function ProcessingNotice() {
  return (
    <Box sx={{ mb: 2 }} role="status">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {EDITOR_APP_MESSAGES.processing}
      </Typography>
      <LinearProgress aria-label={EDITOR_APP_MESSAGES.processing} />
    </Box>
  );
}

/** A refused file is hidden from the client; the way out is a new version from Drive. */
export function RefusedFileAlert({ readOnly, onNewVersion }: { readOnly: boolean; onNewVersion(): void }) {
  return (
    <Alert severity="error" sx={{ mb: 2 }} data-testid="refused-file">
      {VIDEO_MESSAGES.refusedHidden}
      {readOnly ? null : (
        <Box sx={{ mt: 1 }}>
          <Button color="inherit" variant="outlined" size="small" onClick={onNewVersion}>
            {VIDEO_MESSAGES.addVersionFromDrive}
          </Button>
        </Box>
      )}
    </Alert>
  );
}

/** The current version's feedback (click a time to seek) and the approvals. */
export function VideoFeedback(props: {
  row: VideoRowContext;
  current: Version | null;
  notes: ReturnType<typeof useVersionNotes>;
  onSeek(ms: number): void;
  selectedNoteId: string | null;
  onSelect(id: string | null): void;
}) {
  const { current, notes } = props;
  const { video, readOnly, actions } = props.row;
  const mayChange = props.row.mayChange ?? true;
  return (
    <>
      <Section title={`${EDITOR_APP_MESSAGES.feedback} (${video.noteCounts.total})`}>
        {current ? (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
            <TimeDisplaySwitch />
          </Box>
        ) : null}
        {current ? (
          <FeedbackList
            viewer="editor"
            timing={versionFrameTiming(current)}
            notes={notes.notes}
            more={notes}
            earlierNotes={video.earlierNotes}
            versions={video.versions}
            replies={video.replies}
            readOnly={readOnly}
            onSeek={props.onSeek}
            selectedId={props.selectedNoteId}
            onSelect={props.onSelect}
            onReply={mayChange ? actions.reply : null}
            replyErrorText={(error) => mutationErrorMessage(error, REPLY_MESSAGES.sendFailed)}
            onToggle={mayChange ? (note, status) => actions.setNoteStatus(note.id, status) : undefined}
          />
        ) : (
          <Typography color="text.secondary">{VIDEO_MESSAGES.noVersionFound}</Typography>
        )}
      </Section>
      <Section title={EDITOR_APP_MESSAGES.approvals}>
        <ApprovalsList approvals={video.approvals} />
      </Section>
    </>
  );
}

/** What the owner typed in their notes and not saved yet (kept while the row or its phone section is folded). */
export function useNotesDraft(saved: string) {
  const [text, setText] = useState(saved);
  const [dirty, setDirty] = useState(false);
  return { text, setText, dirty, setDirty };
}

/** The owner's own notes on the video: edited here, saved with the button. */
function VideoNotesEditor(props: {
  video: ProjectVideo;
  readOnly: boolean;
  actions: VideoRowActions;
  draft: ReturnType<typeof useNotesDraft>;
}) {
  const { video, readOnly, actions } = props;
  const { text: notesText, setText: setNotesText, dirty: notesDirty, setDirty: setNotesDirty } = props.draft;
  return (
    <Box>
      <TextField
        label={EDITOR_APP_MESSAGES.videoNotesLabel}
        multiline
        minRows={2}
        value={notesDirty ? notesText : video.notesText}
        disabled={readOnly}
        onChange={(e) => {
          setNotesText(e.target.value);
          setNotesDirty(true);
        }}
        slotProps={{ htmlInput: { maxLength: 10000 } }}
      />
      <Button
        sx={{ mt: 1 }}
        variant="outlined"
        size="small"
        disabled={readOnly || !notesDirty || actions.savingNotes}
        onClick={() =>
          actions.saveNotes(notesText, (stored) => {
            setNotesText(stored);
            setNotesDirty(false);
          })
        }
      >
        {EDITOR_APP_MESSAGES.saveNotes}
      </Button>
    </Box>
  );
}

/**
 * The version form and the owner's notes. On a phone the row would be one very long card: they fold away
 * behind a button (opened, and the form focused, when `versionFocus` asks for a new version).
 */
export function VideoVersionAndNotes(props: {
  row: VideoRowContext;
  moreOpen: boolean;
  onMoreOpen(open: boolean): void;
  versionFocus: number;
  draft: ReturnType<typeof useNotesDraft>;
}) {
  const { moreOpen, draft } = props;
  const { video, readOnly, actions } = props.row;
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <>
      {phone ? (
        <Button
          size="small"
          sx={{ mt: 1 }}
          aria-expanded={moreOpen}
          aria-controls={`video-${video.id}-more`}
          endIcon={<ExpandMoreIcon sx={{ transform: moreOpen ? 'rotate(180deg)' : undefined }} />}
          onClick={() => props.onMoreOpen(!moreOpen)}
        >
          {EDITOR_APP_MESSAGES.versionAndNotes}
        </Button>
      ) : null}
      <Collapse in={!phone || moreOpen} unmountOnExit>
        <Stack spacing={2.5} sx={{ mt: 1 }} id={`video-${video.id}-more`}>
          <VersionForm
            focusRequest={props.versionFocus}
            disabled={readOnly}
            busy={actions.addingVersion}
            onSubmit={actions.addVersion}
          />
          <VideoNotesEditor video={video} readOnly={readOnly} actions={actions} draft={draft} />
        </Stack>
      </Collapse>
    </>
  );
}
