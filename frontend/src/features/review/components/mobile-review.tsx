/**
 * The phone layout (width < 1024): a fixed header (project, client, creation date 'MMM d', 'Review' badge),
 * a swipeable video card with arrows, the notes of the video, and a bottom bar with 'Add Note' (the Quick
 * Note sheet; the video pauses and an overlay says so) and 'Actions' (name, Send Notes, Approve Video).
 */
import { TimeDisplaySwitch } from '../../../lib/time-display';
import { versionFrameTiming } from '../../../lib/video-frames';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import EditNote from '@mui/icons-material/EditNote';
import MoreHoriz from '@mui/icons-material/MoreHoriz';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { formatReviewHeaderDate } from '../../../../../shared/lib/date-format';
import { REVIEW_MESSAGES } from '../../../../../shared/messages/review-messages';
import { emptyReviewText } from '../lib/empty-review';
import type { NoteDrawing } from '../../../../../shared/domain/note-drawing';
import type { ReviewSession } from '../hooks/use-review-session';
import { useSwipe } from '../hooks/use-swipe';
import { useToastsAboveBottom } from '../../../components/toast/toast-placement';
import { NotesList } from './notes-list';
import { CompareVersionsButton } from '../../../components/compare/compare-versions-button';
import { reviewCompareInput } from '../lib/compare-input';
import { QuickNoteSheet } from './quick-note-sheet';
import { ActionsSheet } from './actions-sheet';
import { ReviewPlayer, type PlayerHandle } from './review-player';
import { annotatedNotes, draftsOf, videoMarkers } from './video-markers';
import { AnnotationControls } from '../../../components/annotations/annotation-controls';
import {
  pendingRangeOf,
  useNoteAnnotations,
  type NoteAnchor,
} from '../../../components/annotations/use-note-annotations';

const HEADER_HEIGHT = 64;
const BOTTOM_BAR_HEIGHT = 72;
/**
 * The picture's tallest: the screen less the header, the bottom bar and what the card shows under the picture
 * (timeline, mark/draw controls, the title with its arrows), so a vertical clip fits whole, controls included.
 */
const MAX_PICTURE_HEIGHT = `calc(100dvh - ${HEADER_HEIGHT + BOTTOM_BAR_HEIGHT + 200}px)`;

export function MobileReview({ session }: { session: ReviewSession }) {
  const { review, video, index, count } = session;
  const player = useRef<PlayerHandle | null>(null);
  const [noteAnchor, setNoteAnchor] = useState<NoteAnchor | null>(null);
  const annotations = useNoteAnnotations(player, video?.currentVersion ?? null);
  const [host, setHost] = useState<HTMLElement | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const timing = versionFrameTiming(video?.currentVersion);
  const noteAt = noteAnchor?.timecodeMs ?? null;
  const [actionsOpen, setActionsOpen] = useState(false);
  const swipe = useSwipe(session.goNext, session.goPrevious);
  const approved = video?.status === 'approved';
  // The player starts under the header: toasts go above the bottom bar, where they cover no video.
  useToastsAboveBottom(BOTTOM_BAR_HEIGHT + 16);

  const openQuickNote = (justDrawn?: NoteDrawing) => {
    player.current?.pause();
    setNoteAnchor(annotations.anchor(justDrawn));
  };

  return (
    <Box sx={{ minHeight: '100dvh', pt: `${HEADER_HEIGHT + 12}px`, pb: `${BOTTOM_BAR_HEIGHT + 16}px` }}>
      <AppBar
        position="fixed"
        color="default"
        elevation={0}
        sx={{
          height: HEADER_HEIGHT,
          justifyContent: 'center',
          px: 2,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h5" component="h1" noWrap>
              {review.project.name}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="p">
              {review.project.clientDisplayName} · {formatReviewHeaderDate(review.project.createdAt)}
            </Typography>
          </Box>
          <Chip size="small" color="primary" label={REVIEW_MESSAGES.reviewBadge} />
        </Box>
      </AppBar>

      <Box component="main" sx={{ px: 1.5 }}>
        {!video ? (
          <Paper sx={{ p: 4, textAlign: 'center' }}>
            <Typography color="text.secondary">{emptyReviewText(review)}</Typography>
          </Paper>
        ) : (
          <>
            <Paper
              {...swipe.handlers}
              data-testid="review-card"
              aria-roledescription="carousel"
              aria-label={`${video.title}, ${REVIEW_MESSAGES.counter(index + 1, count)}`}
              sx={{
                p: 1.5,
                touchAction: 'pan-y',
                transform: `translateX(${swipe.offset}px)`,
                transition: swipe.offset === 0 ? 'transform 160ms ease-out' : 'none',
              }}
            >
              <ReviewPlayer
                ref={player}
                version={video.currentVersion}
                title={video.title}
                markers={videoMarkers(video, session.drafts.drafts, selectedId)}
                onSourceError={session.refresh}
                shortcuts={false}
                annotated={annotatedNotes(video, session.drafts.drafts)}
                selectedId={selectedId}
                pendingDrawing={annotations.drawing?.drawing ?? null}
                hideDrawings={annotations.drawingOpen}
                onOverlayHost={setHost}
                pendingRange={pendingRangeOf(annotations)}
                onDragRange={annotations.markRangeMs}
                maxPictureHeight={MAX_PICTURE_HEIGHT}
                controls={
                  <AnnotationControls
                    annotations={annotations}
                    timing={timing}
                    player={player}
                    host={host}
                    disabled={!video.currentVersion?.playbackUrl}
                    keyboardHints={false}
                    onDrawingDone={openQuickNote}
                  />
                }
                overlay={
                  noteAt !== null ? (
                    <Box
                      role="status"
                      sx={{
                        position: 'absolute',
                        inset: 0,
                        display: 'grid',
                        placeContent: 'center',
                        textAlign: 'center',
                        bgcolor: 'rgba(0,0,0,0.6)',
                        color: '#fff',
                      }}
                    >
                      <Typography variant="h5">{REVIEW_MESSAGES.addingNote}</Typography>
                      <Typography variant="caption">{REVIEW_MESSAGES.videoPaused}</Typography>
                    </Box>
                  ) : null
                }
              />
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
                <IconButton aria-label="Previous video" onClick={session.goPrevious} disabled={index === 0}>
                  <ChevronLeft />
                </IconButton>
                <Box sx={{ flex: 1, minWidth: 0, textAlign: 'center' }}>
                  <Typography variant="h6" component="h2" noWrap>
                    {video.title}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {REVIEW_MESSAGES.counter(index + 1, count)} ·{' '}
                    {REVIEW_MESSAGES.versionLabel(video.currentVersion?.versionNumber ?? 1)}
                    {approved ? ` · ${REVIEW_MESSAGES.videoApproved}` : ''}
                  </Typography>
                </Box>
                <IconButton aria-label="Next video" onClick={session.goNext} disabled={index >= count - 1}>
                  <ChevronRight />
                </IconButton>
              </Box>
            </Paper>
            <Box sx={{ mt: 2 }}>
              {session.noteCapMessage ? (
                <Typography role="status" color="warning.main" variant="body2">
                  {session.noteCapMessage}
                </Typography>
              ) : null}
              <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mb: 1 }}>
                {video.versions.length >= 2 ? (
                  <CompareVersionsButton compare={() => reviewCompareInput(video)} />
                ) : null}
                <TimeDisplaySwitch />
              </Box>
              <NotesList
                timing={timing}
                drafts={draftsOf(video, session.drafts.drafts)}
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
          </>
        )}
      </Box>

      <Paper
        component="nav"
        aria-label="Review actions"
        square
        sx={{
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          height: BOTTOM_BAR_HEIGHT,
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
          onClick={() => openQuickNote()}
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
          {session.drafts.drafts.length > 0 ? ` (${session.drafts.drafts.length})` : ''}
        </Button>
      </Paper>

      <QuickNoteSheet
        open={noteAnchor !== null}
        timecodeMs={noteAt ?? 0}
        rangeEndMs={noteAnchor?.rangeEndMs ?? null}
        hasDrawing={Boolean(noteAnchor?.drawing)}
        onCancel={() => setNoteAnchor(null)}
        onSave={(text) => {
          if (noteAnchor) {
            const { timecodeMs, frame, ...extras } = noteAnchor;
            if (session.addNote(text, timecodeMs, frame, extras)) annotations.reset();
          }
          setNoteAnchor(null);
        }}
      />
      <ActionsSheet
        open={actionsOpen}
        onClose={() => setActionsOpen(false)}
        name={session.drafts.reviewerName}
        onNameChange={session.drafts.setReviewerName}
        draftCount={session.drafts.drafts.length}
        approved={approved}
        canApprove={Boolean(video?.currentVersion)}
        submitting={session.submitting}
        approving={session.approving}
        onSend={() => {
          void session.submitAll().then((ok) => ok && setActionsOpen(false));
        }}
        onApprove={() => {
          void session.approveCurrent().then((ok) => ok && setActionsOpen(false));
        }}
      />
    </Box>
  );
}
