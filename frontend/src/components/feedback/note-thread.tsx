/**
 * The replies under one note and its 'Reply' button, shared by the project page (the editor) and the review
 * page (the client). The form itself (./reply-form.tsx) loads on demand.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import type { ThreadReply } from '../../../../shared/domain/note-reply';
import { REPLY_MESSAGES } from '../../../../shared/messages/reply-messages';

const ReplyForm = lazy(() => import('./reply-form'));

export interface ReplyInput {
  requestId: string;
  body: string;
  /** The client's optional address (review page only). */
  email?: string;
}

export interface NoteThreadProps {
  /** This note's replies, oldest first. */
  replies: readonly ThreadReply[];
  /** Which side is looking: their own replies read 'You'. */
  viewer: 'editor' | 'client';
  /** Null: read-only (archived project); the thread still shows. */
  onReply: ((input: ReplyInput) => Promise<void>) | null;
  /** The client may leave an address to hear of the editor's replies. */
  askEmail?: boolean;
  /** Turns a failure into the text shown under the form. */
  errorText?: (error: unknown) => string;
  /** How a reply's time is shown (the project page: `formatNoteTime`); none on the light review page. */
  formatTime?: (iso: string) => string;
}

export function NoteThread({
  replies,
  viewer,
  onReply,
  askEmail = false,
  errorText,
  formatTime,
}: NoteThreadProps) {
  const [open, setOpen] = useState(false);
  return (
    <Box sx={{ mt: 0.75 }}>
      {replies.length > 0 ? (
        <Box
          component="ul"
          aria-label={REPLY_MESSAGES.threadLabel}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            pl: 1.25,
            borderLeft: '2px solid',
            borderColor: 'divider',
            display: 'grid',
            gap: 0.75,
          }}
        >
          {replies.map((reply) => (
            <Box component="li" key={reply.id} data-testid="thread-reply">
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {reply.body}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {reply.authorKind === viewer ? REPLY_MESSAGES.you : reply.authorLabel}
                {reply.authorKind === 'editor' && viewer === 'client'
                  ? ` (${REPLY_MESSAGES.editorAuthor})`
                  : ''}
                {formatTime ? ` · ${formatTime(reply.createdAt)}` : ''}
              </Typography>
            </Box>
          ))}
        </Box>
      ) : null}
      {onReply && !open ? (
        <Button size="small" onClick={() => setOpen(true)} sx={{ mt: 0.25, px: 0.75, minWidth: 0 }}>
          {REPLY_MESSAGES.replyButton}
        </Button>
      ) : null}
      {onReply && open ? (
        <Suspense fallback={<Typography variant="caption">{REPLY_MESSAGES.loadingForm}</Typography>}>
          <ReplyForm
            onReply={onReply}
            askEmail={askEmail}
            errorText={errorText}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
