/**
 * The reply form of a note's thread (loaded on demand when 'Reply' is first pressed, so the review route's
 * JavaScript stays light). The request id is kept across retries of the same text (the server stores it
 * once); a changed text is a new request.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useId, useRef, useState } from 'react';
import { REPLY_LIMITS, replyEmailSchema, replyTextSchema } from '../../../../shared/domain/note-reply';
import { REPLY_MESSAGES } from '../../../../shared/messages/reply-messages';
import { randomUuid } from '../../lib/random-id';
import type { ReplyInput } from './note-thread';

export interface ReplyFormProps {
  onReply: (input: ReplyInput) => Promise<void>;
  askEmail: boolean;
  errorText: ((error: unknown) => string) | undefined;
  onClose: () => void;
}

export default function ReplyForm({ onReply, askEmail, errorText, onClose }: ReplyFormProps) {
  const formId = useId();
  const [text, setText] = useState('');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const requestId = useRef<string | null>(null);

  const send = async () => {
    if (sending) return;
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
      setSending(false);
      onClose();
    } catch (failure) {
      setError(errorText ? errorText(failure) : REPLY_MESSAGES.sendFailed);
      setSending(false);
    }
  };

  return (
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
          if (e.key === 'Escape') onClose();
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
        <Button size="small" onClick={onClose} disabled={sending}>
          {REPLY_MESSAGES.cancel}
        </Button>
        <Button size="small" type="submit" variant="contained" disabled={sending}>
          {sending ? REPLY_MESSAGES.sending : REPLY_MESSAGES.send}
        </Button>
      </Box>
    </Box>
  );
}
