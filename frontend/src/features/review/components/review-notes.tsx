/**
 * The current video's notes at both sizes: 'Compare versions' (two versions or more) and the time display
 * switch above the list of drafts and submitted notes with their threads. A note's time seeks the player.
 */
import Box from '@mui/material/Box';
import type { ReviewVideo } from '../../../../../shared/api/endpoints/review';
import { CompareVersionsButton } from '../../../components/compare/compare-versions-button';
import { TimeDisplaySwitch } from '../../../lib/time-display';
import type { ReviewSession } from '../hooks/use-review-session';
import type { ReviewWorkspace } from '../hooks/use-review-workspace';
import { reviewCompareInput } from '../lib/compare-input';
import { NotesList } from './notes-list';
import { draftsOf } from './video-markers';

interface ReviewNotesProps {
  session: ReviewSession;
  video: ReviewVideo;
  workspace: ReviewWorkspace;
}

export function ReviewNotes({ session, video, workspace }: ReviewNotesProps) {
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mb: 1 }}>
        {video.versions.length >= 2 ? (
          <CompareVersionsButton compare={() => reviewCompareInput(video)} />
        ) : null}
        <TimeDisplaySwitch />
      </Box>
      <NotesList
        timing={workspace.timing}
        drafts={draftsOf(video, session.drafts.drafts)}
        notes={session.notes.notes}
        more={session.notes}
        total={video.noteCounts.total}
        onSeek={(ms) => workspace.player.current?.seekMs(ms)}
        onRemoveDraft={session.drafts.removeDraft}
        selectedId={workspace.selectedId}
        onSelect={workspace.select}
        replies={video.replies}
        earlierNotes={video.earlierNotes}
        versions={video.versions}
        onReply={session.reply}
      />
    </>
  );
}
