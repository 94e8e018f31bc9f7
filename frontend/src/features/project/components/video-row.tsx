import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
/**
 * One expandable video row: status control, player, feedback (click a time to seek), approvals, the version
 * link form and the owner's video notes. Read-only when the project is archived.
 */
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import Alert from '@mui/material/Alert';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useRef, useState } from 'react';
import type { ProjectVideo } from '../../../../../shared/api/endpoints/projects';
import { COLOURS } from '../../../../../shared/domain/colours';
import { NOTE_STATUS_LABELS } from '../../../../../shared/domain/note-status-display';
import { videoRefusal } from '../../../../../shared/domain/refused-video';
import {
  REFUSED_VIDEO_COLOUR,
  VIDEO_STATUS_COLOURS,
  VIDEO_STATUS_LABELS,
} from '../../../../../shared/domain/video-status-display';
import { EDITOR_APP_MESSAGES } from '../../../../../shared/messages/editor-app-messages';
import { REPLY_MESSAGES } from '../../../../../shared/messages/reply-messages';
import { VIDEO_MESSAGES } from '../../../../../shared/messages/video-messages';
import { StableThumbnail } from '../../../components/media/stable-thumbnail';
import { countOf } from '../../../../../shared/lib/plural';
import { useToast } from '../../../components/toast/toast-context';
import { useAddVideoVersion } from '../api/add-video-version';
import { useReplyToNote } from '../api/reply-to-note';
import { useSetNoteStatus } from '../api/set-note-status';
import { useSetVideoStatus } from '../api/set-video-status';
import { useUpdateVideoNotes } from '../api/update-video-notes';
import { useVersionNotes } from '../api/list-version-notes';
import { mutationErrorMessage } from '../mutation-error';
import { ApprovalsList } from './approvals-list';
import { FeedbackList } from '../../../components/feedback/feedback-list';
import { CompareVersionsButton } from '../../../components/compare/compare-versions-button';
import { projectCompareInput } from './compare-input';
import { VersionForm } from './version-form';
import { seekToMs, versionFrameTiming } from '../../../lib/video-frames';
import { TimeDisplaySwitch } from '../../../lib/time-display';
import { currentVersionClock, VideoPlayer } from './video-player';
import { VideoStatusControl } from './video-status-control';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
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

export function VideoRow({
  projectId,
  video,
  readOnly,
  defaultExpanded,
}: {
  projectId: string;
  video: ProjectVideo;
  readOnly: boolean;
  defaultExpanded: boolean;
}) {
  const toast = useToast();
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const setStatus = useSetVideoStatus(projectId);
  const setNote = useSetNoteStatus(projectId);
  const reply = useReplyToNote(projectId);
  const addVersion = useAddVideoVersion(projectId);
  const saveNotes = useUpdateVideoNotes(projectId);
  const [notesText, setNotesText] = useState(video.notesText);
  const [notesDirty, setNotesDirty] = useState(false);
  // On a phone the row would be one very long card: the version form and the notes fold away.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [moreOpen, setMoreOpen] = useState(false);

  const current = video.versions.find((v) => v.id === video.currentVersionId) ?? null;
  // A refused file (damaged or not a video) is not a reviewable video: no review status, the reason and
  // the way out (a new version from Drive) instead.
  const refusal = videoRefusal(video, video.versions);
  const damaged = refusal !== null;
  const colour = COLOURS[damaged ? REFUSED_VIDEO_COLOUR : VIDEO_STATUS_COLOURS[video.status]];
  // Counts over every note of the version (the answer's), not the notes loaded so far.
  const pendingNotes = video.noteCounts.pending;
  const notes = useVersionNotes(projectId, video);
  const processing = video.status === 'processing' || video.playbackKind === 'processing';
  const [versionFocus, setVersionFocus] = useState(0);
  const askForNewVersion = () => {
    setMoreOpen(true);
    setVersionFocus((n) => n + 1);
  };

  const [selectedNoteId, setSelectedNoteId] = useState<string | null>(null);
  const seek = (ms: number) => {
    const el = videoRef.current;
    if (!el) return;
    // On the note's frame (its middle), at the version's rate.
    seekToMs(el, ms, currentVersionClock(video));
    void el.play().catch(() => undefined);
    el.focus();
  };

  const guard = (): boolean => {
    if (readOnly) toast.error(VIDEO_MESSAGES.archived);
    return !readOnly;
  };

  return (
    <Accordion
      defaultExpanded={defaultExpanded}
      disableGutters
      sx={{ mb: 1.5, borderRadius: 2, '&:before': { display: 'none' }, border: 1, borderColor: 'divider' }}
      slotProps={{ transition: { unmountOnExit: true } }}
    >
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        aria-controls={`video-${video.id}-content`}
        id={`video-${video.id}-header`}
        // The row never outgrows a phone: the content may shrink (titles ellipsise), the chevron stays in view.
        sx={{ px: { xs: 1.5, sm: 2 }, '& .MuiAccordionSummary-content': { minWidth: 0 } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0, width: '100%' }}>
          <StableThumbnail
            src={video.thumbnailUrl}
            sx={{
              width: 64,
              height: 40,
              objectFit: 'cover',
              borderRadius: 1,
              flexShrink: 0,
              bgcolor: '#000',
            }}
            placeholderSx={{ width: 64, height: 40, borderRadius: 1, flexShrink: 0, bgcolor: 'action.hover' }}
          />
          <Box
            sx={{
              minWidth: 0,
              flexGrow: 1,
              display: 'flex',
              flexWrap: { xs: 'wrap', sm: 'nowrap' },
              alignItems: 'center',
              columnGap: 1.5,
            }}
          >
            <Box sx={{ minWidth: 0, flexGrow: 1, flexBasis: { xs: '100%', sm: 'auto' } }}>
              <Typography component="span" sx={{ fontWeight: 600, display: 'block' }} noWrap>
                {video.orderIndex}. {video.title}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                {current
                  ? VIDEO_MESSAGES.versionLabel(current.versionNumber)
                  : VIDEO_MESSAGES.noVersionAssigned}
                {pendingNotes > 0 ? ` · ${countOf(pendingNotes, 'pending note', 'pending notes')}` : ''}
              </Typography>
              {damaged ? (
                <Typography
                  variant="body2"
                  color="error"
                  sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
                  data-testid="damaged-file-note"
                >
                  <ErrorOutlineIcon fontSize="small" aria-hidden="true" />
                  {VIDEO_MESSAGES.damagedFile} {refusal ? VIDEO_MESSAGES.damageReasons[refusal] : null}
                </Typography>
              ) : null}
            </Box>
            <Chip
              size="small"
              label={damaged ? VIDEO_MESSAGES.refusedChip : VIDEO_STATUS_LABELS[video.status]}
              // The label in the body text colour (4.5:1 on every tint); the status colour on dot and border.
              icon={
                <Box
                  component="span"
                  aria-hidden="true"
                  sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: colour, ml: '8px !important' }}
                />
              }
              sx={{
                color: 'text.primary',
                bgcolor: `${colour}22`,
                border: `1px solid ${colour}66`,
                fontWeight: 600,
                flexShrink: 0,
                mt: { xs: 0.5, sm: 0 },
              }}
              data-testid="video-status-chip"
            />
          </Box>
        </Box>
      </AccordionSummary>
      <AccordionDetails id={`video-${video.id}-content`}>
        {processing ? (
          <Box sx={{ mb: 2 }} role="status">
            <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
              {EDITOR_APP_MESSAGES.processing}
            </Typography>
            <LinearProgress aria-label={EDITOR_APP_MESSAGES.processing} />
          </Box>
        ) : null}
        {refusal ? (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="refused-file">
            {VIDEO_MESSAGES.refusedHidden}
            {readOnly ? null : (
              <Box sx={{ mt: 1 }}>
                <Button color="inherit" variant="outlined" size="small" onClick={askForNewVersion}>
                  {VIDEO_MESSAGES.addVersionFromDrive}
                </Button>
              </Box>
            )}
          </Alert>
        ) : null}
        {current?.statusNote && !damaged ? (
          <Typography variant="body2" color="warning.main" sx={{ mb: 1 }}>
            {current.statusNote}
          </Typography>
        ) : null}
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 7 }}>
            <VideoPlayer
              video={video}
              videoRef={videoRef}
              selectedNoteId={selectedNoteId}
              onSeek={seek}
              noteComposer={{ projectId, disabled: readOnly, guard }}
            />
            {video.versions.length >= 2 ? (
              <Box sx={{ mt: 1.5 }}>
                <CompareVersionsButton compare={() => projectCompareInput(video)} />
              </Box>
            ) : null}
            {damaged ? null : (
              <Box sx={{ mt: 2 }}>
                <Box>
                  <VideoStatusControl
                    status={video.status}
                    disabled={readOnly || setStatus.isPending}
                    onChange={(status) => {
                      if (!guard()) return;
                      setStatus.mutate(
                        { projectId, videoId: video.id, status },
                        {
                          onSuccess: () =>
                            toast.success(VIDEO_MESSAGES.videoMarked(VIDEO_STATUS_LABELS[status])),
                          onError: (error) =>
                            toast.error(mutationErrorMessage(error, VIDEO_MESSAGES.statusUpdateFailed)),
                        },
                      );
                    }}
                  />
                </Box>
              </Box>
            )}
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
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
                  onSeek={seek}
                  selectedId={selectedNoteId}
                  onSelect={setSelectedNoteId}
                  onReply={
                    readOnly
                      ? null
                      : async (noteId, input) => {
                          await reply.mutateAsync({
                            projectId,
                            noteId,
                            body: { requestId: input.requestId, body: input.body },
                          });
                          toast.success(REPLY_MESSAGES.sent);
                        }
                  }
                  replyErrorText={(error) => mutationErrorMessage(error, REPLY_MESSAGES.sendFailed)}
                  onToggle={(note, status) => {
                    if (!guard()) return;
                    setNote.mutate(
                      { projectId, noteId: note.id, status },
                      {
                        onSuccess: () => toast.success(VIDEO_MESSAGES.noteMarked(NOTE_STATUS_LABELS[status])),
                        onError: (error) =>
                          toast.error(mutationErrorMessage(error, VIDEO_MESSAGES.noteStatusUpdateFailed)),
                      },
                    );
                  }}
                />
              ) : (
                <Typography color="text.secondary">{VIDEO_MESSAGES.noVersionFound}</Typography>
              )}
            </Section>
            <Section title={EDITOR_APP_MESSAGES.approvals}>
              <ApprovalsList approvals={video.approvals} />
            </Section>
          </Grid>
        </Grid>
        {phone ? (
          <Button
            size="small"
            sx={{ mt: 1 }}
            aria-expanded={moreOpen}
            aria-controls={`video-${video.id}-more`}
            endIcon={<ExpandMoreIcon sx={{ transform: moreOpen ? 'rotate(180deg)' : undefined }} />}
            onClick={() => setMoreOpen((open) => !open)}
          >
            {EDITOR_APP_MESSAGES.versionAndNotes}
          </Button>
        ) : null}
        <Collapse in={!phone || moreOpen} unmountOnExit>
          <Stack spacing={2.5} sx={{ mt: 1 }} id={`video-${video.id}-more`}>
            <VersionForm
              focusRequest={versionFocus}
              disabled={readOnly}
              busy={addVersion.isPending}
              onSubmit={(fileUrl, reset) => {
                if (!guard()) return;
                addVersion.mutate(
                  { projectId, videoId: video.id, fileUrl },
                  {
                    onSuccess: (result) => {
                      toast.success(VIDEO_MESSAGES.updatedToVersion(result.version.versionNumber));
                      reset();
                    },
                    onError: (error) =>
                      toast.error(mutationErrorMessage(error, VIDEO_MESSAGES.linkUpdateFailed)),
                  },
                );
              }}
            />
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
                disabled={readOnly || !notesDirty || saveNotes.isPending}
                onClick={() => {
                  if (!guard()) return;
                  saveNotes.mutate(
                    { projectId, videoId: video.id, notes: notesText },
                    {
                      onSuccess: (result) => {
                        setNotesText(result.video.notes);
                        setNotesDirty(false);
                        toast.success(EDITOR_APP_MESSAGES.notesSaved);
                      },
                      onError: (error) =>
                        toast.error(mutationErrorMessage(error, EDITOR_APP_MESSAGES.notesSaveFailed)),
                    },
                  );
                }}
              >
                {EDITOR_APP_MESSAGES.saveNotes}
              </Button>
            </Box>
          </Stack>
        </Collapse>
      </AccordionDetails>
    </Accordion>
  );
}
