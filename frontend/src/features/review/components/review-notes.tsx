/**
 * The current video's notes at both sizes: 'Compare versions' (two versions or more) and the time display
 * switch above the list of drafts and submitted notes with their threads. A note's time seeks the player.
 */
import Box from '@mui/material/Box';
import type { ReviewVideo } from '../../../../../shared/api/endpoints/review';
import { FeedbackList } from '../../../components/feedback/feedback-list';
import { CompareVersionsButton } from '../../../components/compare/compare-versions-button';
import { isApiError } from '../../../lib/api-error';
import { TimeDisplaySwitch } from '../../../lib/time-display';
import { COMMON_MESSAGES } from '../../../../../shared/messages/common-messages';
import { REPLY_MESSAGES } from '../../../../../shared/messages/reply-messages';
import type { ReviewSession } from '../hooks/use-review-session';
import type { ReviewWorkspace } from '../hooks/use-review-workspace';
import { reviewCompareInput } from '../lib/compare-input';
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
      <FeedbackList
        viewer="client"
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
        replyErrorText={clientReplyErrorText}
      />
    </>
  );
}

/** A refused reply says why (the field's message, or 'too many'); anything else, that it was not sent. */
function clientReplyErrorText(error: unknown): string {
  if (isApiError(error) && error.status === 400 && error.fields)
    return Object.values(error.fields)[0] ?? REPLY_MESSAGES.sendFailed;
  if (isApiError(error) && error.status === 429) return COMMON_MESSAGES.rateLimitTryAgain;
  return REPLY_MESSAGES.sendFailed;
}
