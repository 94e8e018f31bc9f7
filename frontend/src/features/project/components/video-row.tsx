/**
 * One expandable video row: status control, player, feedback (click a time to seek), approvals, the version
 * link form and the owner's video notes. Read-only when the project is archived.
 */
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import type { ProjectVideo } from '../../../../../shared/api/endpoints/projects';
import { videoRefusal } from '../../../../../shared/domain/refused-video';
import { CompareVersionsButton } from '../../../components/compare/compare-versions-button';
import { seekToMs } from '../../../lib/video-frames';
import { useVersionNotes } from '../api/list-version-notes';
import { useVideoRowActions } from '../hooks/use-video-row-actions';
import { projectCompareInput } from './compare-input';
import { currentVersionClock, VideoPlayer } from './video-player';
import {
  ProcessingNotice,
  RefusedFileAlert,
  useNotesDraft,
  VideoFeedback,
  VideoVersionAndNotes,
} from './video-row-parts';
import { VideoRowSummary } from './video-row-summary';
import { VideoStatusControl } from './video-status-control';

export function VideoRow({
  projectId,
  video,
  readOnly,
  mayChange = true,
  defaultExpanded,
}: {
  projectId: string;
  video: ProjectVideo;
  readOnly: boolean;
  /** False: the member may not change this project: no status, notes, replies, drawing, versions (hidden). */
  mayChange?: boolean;
  defaultExpanded: boolean;
}) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const actions = useVideoRowActions(projectId, video.id, readOnly);
  const row = { video, readOnly, mayChange, actions };
  const [moreOpen, setMoreOpen] = useState(false);
  const notesDraft = useNotesDraft(video.notesText);
  const current = video.versions.find((v) => v.id === video.currentVersionId) ?? null;
  // A refused file (damaged or not a video) is not a reviewable video: no review status, the reason and
  // the way out (a new version from Drive) instead.
  const refusal = videoRefusal(video, video.versions);
  const damaged = refusal !== null;
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
        <VideoRowSummary video={video} versionNumber={current?.versionNumber ?? null} refusal={refusal} />
      </AccordionSummary>
      <AccordionDetails id={`video-${video.id}-content`}>
        {processing ? <ProcessingNotice /> : null}
        {refusal ? (
          <RefusedFileAlert readOnly={readOnly || !mayChange} onNewVersion={askForNewVersion} />
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
              noteComposer={mayChange ? { projectId, disabled: readOnly, guard: actions.guard } : undefined}
            />
            {video.versions.length >= 2 ? (
              <Box sx={{ mt: 1.5 }}>
                <CompareVersionsButton compare={() => projectCompareInput(video)} />
              </Box>
            ) : null}
            {damaged || !mayChange ? null : (
              <Box sx={{ mt: 2 }}>
                <Box>
                  <VideoStatusControl
                    status={video.status}
                    disabled={readOnly || actions.settingStatus}
                    onChange={actions.setStatus}
                  />
                </Box>
              </Box>
            )}
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <VideoFeedback
              row={row}
              current={current}
              notes={notes}
              onSeek={seek}
              selectedNoteId={selectedNoteId}
              onSelect={setSelectedNoteId}
            />
          </Grid>
        </Grid>
        {mayChange ? (
          <VideoVersionAndNotes
            row={row}
            moreOpen={moreOpen}
            onMoreOpen={setMoreOpen}
            versionFocus={versionFocus}
            draft={notesDraft}
          />
        ) : null}
      </AccordionDetails>
    </Accordion>
  );
}
