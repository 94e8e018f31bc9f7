/** A new version by Drive file link (version number = highest + 1; the video goes back to pending_review). */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { parseDriveFileLink } from '../../../../../shared/domain/drive-file-link';
import { EDITOR_APP_MESSAGES } from '../../../../../shared/messages/editor-app-messages';

export function VersionForm({
  disabled,
  busy,
  onSubmit,
  focusRequest = 0,
}: {
  disabled: boolean;
  busy: boolean;
  onSubmit: (fileUrl: string, reset: () => void) => void;
  /** Each increase focuses the link field, bringing it into view (a refused file's way out). */
  focusRequest?: number;
}) {
  const [url, setUrl] = useState('');
  const input = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    // Focusing scrolls the field into view as well.
    if (focusRequest > 0) input.current?.focus();
  }, [focusRequest]);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseDriveFileLink(url, 'update');
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    onSubmit(url.trim(), () => setUrl(''));
  };
  return (
    <Stack
      component="form"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      onSubmit={submit}
      noValidate
      aria-label={EDITOR_APP_MESSAGES.updateVersion}
    >
      <TextField
        size="small"
        label={EDITOR_APP_MESSAGES.newVersionLabel}
        value={url}
        inputRef={input}
        disabled={disabled}
        onChange={(e) => {
          setUrl(e.target.value);
          setError(null);
        }}
        error={Boolean(error)}
        helperText={error ?? undefined}
      />
      <Button
        type="submit"
        variant="outlined"
        disabled={disabled || busy}
        sx={{ flexShrink: 0, alignSelf: { sm: 'flex-start' }, height: 40 }}
      >
        {EDITOR_APP_MESSAGES.updateVersion}
      </Button>
    </Stack>
  );
}
