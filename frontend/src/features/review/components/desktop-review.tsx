/**
 * The desktop portal (width ≥ 1024): project name, 'Client Review Portal', the 'n of m' counter with
 * previous/next, the player, a thumbnail strip when there is more than one video, 'Version N', and the
 * feedback panel with the tabs Add Notes / Approve. 'Submit All' and Approve open the name dialog.
 */
import { TimeDisplaySwitch } from '../../../lib/time-display';
import { versionFrameTiming } from '../../../lib/video-frames';
import CheckCircle from '@mui/icons-material/CheckCircle';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { REVIEW_LIMITS } from '../../../../../shared/api/endpoints/review';
import { REVIEW_MESSAGES } from '../../../../../shared/messages/review-messages';
import { emptyReviewText } from '../lib/empty-review';
import type { ReviewSession } from '../hooks/use-review-session';
import { Field } from './field';
import { NameDialog } from './name-dialog';
import { NotesList } from './notes-list';
import { CompareVersionsButton } from '../../../components/compare/compare-versions-button';
import { reviewCompareInput } from '../lib/compare-input';
import { ReviewPlayer, type PlayerHandle } from './review-player';
import { ShortcutHelp } from './shortcut-help';
import { ThumbnailStrip } from './thumbnail-strip';
import { annotatedNotes, draftsOf, videoMarkers } from './video-markers';
import { AnnotationControls } from '../../../components/annotations/annotation-controls';
import { pendingRangeOf, useNoteAnnotations } from '../../../components/annotations/use-note-annotations';
import { ANNOTATION_MESSAGES } from '../../../../../shared/messages/annotation-messages';

type DialogKind = 'submit' | 'approve' | null;

export function DesktopReview({ session }: { session: ReviewSession }) {
  const { review, video, index, count } = session;
  const player = useRef<PlayerHandle | null>(null);
  const [tab, setTab] = useState<'notes' | 'approve'>('notes');
  const [text, setText] = useState('');
  const [dialog, setDialog] = useState<DialogKind>(null);
  const videoDrafts = video ? draftsOf(video, session.drafts.drafts) : [];
  const approved = video?.status === 'approved';

  const annotations = useNoteAnnotations(player, video?.currentVersion ?? null);
  const [host, setHost] = useState<HTMLElement | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const timing = versionFrameTiming(video?.currentVersion);

  const addNote = () => {
    const { timecodeMs, frame, ...extras } = annotations.anchor();
    if (session.addNote(text, timecodeMs, frame, extras)) {
      setText('');
      annotations.reset();
    }
  };

  const confirm = async (name: string) => {
    session.drafts.setReviewerName(name);
    const kind = dialog;
    setDialog(null);
    if (kind === 'submit') await session.submitAll();
    if (kind === 'approve') await session.approveCurrent();
  };

  return (
    <Box component="main" sx={{ maxWidth: 1400, mx: 'auto', px: 4, py: 3 }}>
      <Box
        component="header"
        sx={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', mb: 3 }}
      >
        <Box>
          <Typography variant="overline" color="primary.light">
            {REVIEW_MESSAGES.portalTitle}
          </Typography>
          <Typography variant="h1">{review.project.name}</Typography>
          <Typography color="text.secondary">{review.project.clientDisplayName}</Typography>
        </Box>
        {count > 0 ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <IconButton aria-label="Previous video" onClick={session.goPrevious} disabled={index === 0}>
              <ChevronLeft />
            </IconButton>
            <Typography
              aria-live="polite"
              sx={{ fontVariantNumeric: 'tabular-nums', minWidth: 56, textAlign: 'center' }}
            >
              {REVIEW_MESSAGES.counter(index + 1, count)}
            </Typography>
            <IconButton aria-label="Next video" onClick={session.goNext} disabled={index >= count - 1}>
              <ChevronRight />
            </IconButton>
          </Box>
        ) : null}
      </Box>

      {!video ? (
        <Paper sx={{ p: 6, textAlign: 'center' }}>
          <Typography color="text.secondary">{emptyReviewText(review)}</Typography>
        </Paper>
      ) : (
        <Box
          sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 400px', gap: 3, alignItems: 'start' }}
        >
          <Box>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
              <Typography variant="h3" component="h2" noWrap sx={{ flex: 1 }}>
                {video.title}
              </Typography>
              {approved ? (
                <Chip color="success" icon={<CheckCircle />} label={REVIEW_MESSAGES.videoApproved} />
              ) : null}
              <Chip
                variant="outlined"
                label={REVIEW_MESSAGES.versionLabel(video.currentVersion?.versionNumber ?? 1)}
              />
            </Box>
            <ReviewPlayer
              ref={player}
              version={video.currentVersion}
              title={video.title}
              markers={videoMarkers(video, session.drafts.drafts, selectedId)}
              onSourceError={session.refresh}
              shortcuts
              annotated={annotatedNotes(video, session.drafts.drafts)}
              selectedId={selectedId}
              pendingDrawing={annotations.drawing?.drawing ?? null}
              hideDrawings={annotations.drawingOpen}
              onOverlayHost={setHost}
              pendingRange={pendingRangeOf(annotations)}
              onDragRange={annotations.markRangeMs}
              onMarkIn={annotations.markIn}
              onMarkOut={annotations.markOut}
              controls={
                <AnnotationControls
                  annotations={annotations}
                  timing={timing}
                  player={player}
                  host={host}
                  disabled={!video.currentVersion?.playbackUrl}
                  keyboardHints
                />
              }
            />
            {count > 1 ? (
              <ThumbnailStrip videos={review.videos} current={index} onSelect={session.goTo} />
            ) : null}
            <ShortcutHelp />
          </Box>

          <Paper component="section" aria-label="Feedback" sx={{ p: 0, overflow: 'hidden' }}>
            <Tabs value={tab} onChange={(_, v: 'notes' | 'approve') => setTab(v)} variant="fullWidth">
              <Tab
                value="notes"
                label={REVIEW_MESSAGES.addNotesTab}
                id="tab-notes"
                aria-controls="panel-notes"
              />
              <Tab
                value="approve"
                label={REVIEW_MESSAGES.approveTab}
                id="tab-approve"
                aria-controls="panel-approve"
              />
            </Tabs>
            {tab === 'notes' ? (
              <Box
                id="panel-notes"
                role="tabpanel"
                aria-labelledby="tab-notes"
                sx={{ p: 2, display: 'grid', gap: 2 }}
              >
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
                  disabled={session.noteCapMessage !== null}
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
                    disabled={text.trim() === '' || !video.currentVersion || session.noteCapMessage !== null}
                    sx={{ flex: 1 }}
                  >
                    {REVIEW_MESSAGES.addNote}
                  </Button>
                  <Button
                    variant="contained"
                    onClick={() =>
                      session.drafts.drafts.length === 0 ? void session.submitAll() : setDialog('submit')
                    }
                    disabled={session.submitting}
                    sx={{ flex: 1 }}
                  >
                    {session.submitting
                      ? REVIEW_MESSAGES.submitting
                      : `${REVIEW_MESSAGES.submitAll}${session.drafts.drafts.length > 0 ? ` (${session.drafts.drafts.length})` : ''}`}
                  </Button>
                </Box>
                <Box sx={{ maxHeight: 420, overflowY: 'auto' }}>
                  <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mb: 1 }}>
                    {video.versions.length >= 2 ? (
                      <CompareVersionsButton compare={() => reviewCompareInput(video)} />
                    ) : null}
                    <TimeDisplaySwitch />
                  </Box>
                  <NotesList
                    timing={timing}
                    drafts={videoDrafts}
                    notes={session.notes.notes}
                    more={session.notes}
                    total={video.noteCounts.total}
                    onSeek={(ms) => player.current?.seekMs(ms)}
                    onRemoveDraft={session.drafts.removeDraft}
                    selectedId={selectedId}
                    onSelect={setSelectedId}
                    replies={video.replies}
                    earlierNotes={video.earlierNotes}
                    versions={video.versions}
                    onReply={session.reply}
                  />
                </Box>
              </Box>
            ) : (
              <Box
                id="panel-approve"
                role="tabpanel"
                aria-labelledby="tab-approve"
                sx={{ p: 3, display: 'grid', gap: 2 }}
              >
                <Typography color="text.secondary">
                  {approved
                    ? `Approved by ${video.approval?.reviewerLabel ?? REVIEW_MESSAGES.anonymous}.`
                    : `Happy with ${REVIEW_MESSAGES.versionLabel(video.currentVersion?.versionNumber ?? 1)} of "${video.title}"? Approve it to let the editor know.`}
                </Typography>
                <Button
                  variant="contained"
                  color="success"
                  size="large"
                  startIcon={<CheckCircle />}
                  disabled={approved || session.approving || !video.currentVersion}
                  onClick={() => setDialog('approve')}
                >
                  {session.approving
                    ? REVIEW_MESSAGES.approving
                    : approved
                      ? REVIEW_MESSAGES.videoApproved
                      : REVIEW_MESSAGES.approveVideo}
                </Button>
              </Box>
            )}
          </Paper>
        </Box>
      )}

      <NameDialog
        open={dialog !== null}
        title={dialog === 'approve' ? REVIEW_MESSAGES.approveVideo : REVIEW_MESSAGES.submitFeedbackTitle}
        confirmLabel={dialog === 'approve' ? REVIEW_MESSAGES.approveTab : 'Submit'}
        initialName={session.drafts.reviewerName}
        busy={session.submitting || session.approving}
        onCancel={() => setDialog(null)}
        onConfirm={(name) => void confirm(name)}
      />
    </Box>
  );
}
