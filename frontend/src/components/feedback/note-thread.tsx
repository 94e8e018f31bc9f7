/**
 * The replies under one note and a reply form, shared by the project page (the editor) and the review page
 * (the client). A reply keeps its request id across retries of the same text (the server stores it once); a
 * changed text is a new request.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import {
  REPLY_LIMITS,
  replyEmailSchema,
  replyTextSchema,
  type ThreadReply,
} from '../../../../shared/domain/note-reply';
import { formatNoteTime } from '../../../../shared/lib/date-format';
import { REPLY_MESSAGES } from '../../../../shared/messages/reply-messages';
import { randomUuid } from '../../lib/random-id';

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
}

export function NoteThread({ replies, viewer, onReply, askEmail = false, errorText }: NoteThreadProps) {
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const requestId = useRef<string | null>(null);

  const send = async () => {
    if (!onReply || sending) return;
    const body = replyTextSchema.safeParse(text);
    const address = askEmail ? replyEmailSchema.safeParse(email) : null;
    setError(body.success ? null : (body.error.issues[0]?.message ?? REPLY_MESSAGES.blank));
    setEmailError(address && !address.success ? REPLY_MESSAGES.emailInvalid : null);
    if (!body.success || (address && !address.success)) return;
    requestId.current ??= randomUuid();
    setSending(true);
    try {
      const mail = address?.data?.trim();
      await onReply({ requestId: requestId.current, body: body.data, ...(mail ? { email: mail } : {}) });
      requestId.current = null;
      setText('');
      setOpen(false);
    } catch (failure) {
      setError(errorText ? errorText(failure) : REPLY_MESSAGES.sendFailed);
    } finally {
      setSending(false);
    }
  };

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
                {' · '}
                {formatNoteTime(reply.createdAt)}
              </Typography>
            </Box>
          ))}
        </Box>
      ) : null}
      {onReply && !open ? (
        <Button
          size="small"
          onClick={() => setOpen(true)}
          aria-expanded={false}
          aria-controls={formId}
          sx={{ mt: 0.25, px: 0.75, minWidth: 0 }}
        >
          {REPLY_MESSAGES.replyButton}
        </Button>
      ) : null}
      {onReply && open ? (
        <Box
          component="form"
          id={formId}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
          sx={{ mt: 0.75, display: 'grid', gap: 1 }}
        >
          <TextField
            label={REPLY_MESSAGES.replyLabel}
            placeholder={REPLY_MESSAGES.replyPlaceholder}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              requestId.current = null;
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) {
                e.preventDefault();
                void send();
              }
              if (e.key === 'Escape') setOpen(false);
            }}
            multiline
            minRows={2}
            size="small"
            autoFocus
            error={error !== null}
            helperText={error ?? `${text.trim().length}/${REPLY_LIMITS.bodyMax}`}
            slotProps={{ htmlInput: { maxLength: REPLY_LIMITS.bodyMax + 100 } }}
          />
          {askEmail ? (
            <TextField
              label={REPLY_MESSAGES.emailLabel}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              size="small"
              error={emailError !== null}
              helperText={emailError ?? ' '}
            />
          ) : null}
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
            <Button size="small" onClick={() => setOpen(false)} disabled={sending}>
              {REPLY_MESSAGES.cancel}
            </Button>
            <Button size="small" type="submit" variant="contained" disabled={sending}>
              {sending ? REPLY_MESSAGES.sending : REPLY_MESSAGES.send}
            </Button>
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}
