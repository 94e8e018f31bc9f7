/**
 * The player of the current video with the timeline, the annotation controls and the notes' markers, at
 * both sizes. Desktop adds the keyboard (shortcuts, I / O, hints); the phone keeps the picture within the
 * screen, opens the Quick Note sheet when a drawing is done and says 'Adding note...' over the paused video.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReviewVideo as ReviewVideoData } from '../../../../../shared/api/endpoints/review';
import { REVIEW_MESSAGES } from '../../../../../shared/messages/review-messages';
import { AnnotationControls } from '../../../components/annotations/annotation-controls';
import { pendingRangeOf } from '../../../components/annotations/use-note-annotations';
import type { ReviewSession } from '../hooks/use-review-session';
import type { ReviewWorkspace } from '../hooks/use-review-workspace';
import { ReviewPlayer } from './review-player';
import { annotatedNotes, videoMarkers } from './video-markers';

interface ReviewVideoProps {
  session: ReviewSession;
  video: ReviewVideoData;
  workspace: ReviewWorkspace;
  desktop: boolean;
  /** The tallest the picture may be (the phone's screen less its bars), else the player's default. */
  maxPictureHeight?: string;
}

export function ReviewVideo({ session, video, workspace, desktop, maxPictureHeight }: ReviewVideoProps) {
  const { annotations, player } = workspace;
  const drafts = session.drafts.drafts;
  const version = video.currentVersion;
  const reviewerName = session.drafts.reviewerName.trim();
  return (
    <ReviewPlayer
      ref={player}
      version={video.currentVersion}
      title={video.title}
      viewing={
        session.review.collectViewing && version
          ? {
              token: session.token,
              videoId: video.id,
              versionId: version.id,
              reviewerName: reviewerName || null,
            }
          : null
      }
      markers={videoMarkers(video, drafts, workspace.selectedId)}
      onSourceError={session.refresh}
      shortcuts={desktop}
      annotated={annotatedNotes(video, drafts)}
      selectedId={workspace.selectedId}
      pendingDrawing={annotations.drawing?.drawing ?? null}
      hideDrawings={annotations.drawingOpen}
      onOverlayHost={workspace.setOverlayHost}
      pendingRange={pendingRangeOf(annotations)}
      onDragRange={annotations.markRangeMs}
      {...(desktop ? { onMarkIn: annotations.markIn, onMarkOut: annotations.markOut } : {})}
      {...(maxPictureHeight ? { maxPictureHeight } : {})}
      controls={
        <AnnotationControls
          annotations={annotations}
          timing={workspace.timing}
          player={player}
          host={workspace.overlayHost}
          disabled={!video.currentVersion?.playbackUrl}
          keyboardHints={desktop}
          {...(desktop ? {} : { onDrawingDone: workspace.openQuickNote })}
        />
      }
      overlay={workspace.quickNote ? <AddingNoteOverlay /> : null}
    />
  );
}

/** Over the paused picture while the phone's Quick Note sheet is open. */
function AddingNoteOverlay() {
  return (
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
  );
}
