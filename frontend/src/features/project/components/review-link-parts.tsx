/** The sections of the review link card: the link turned off, the link and its expiry, its actions, downloads, password, opens. */
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { LinkOpens, ReviewLink } from '../../../../../shared/api/endpoints/projects';
import { COLOURS } from '../../../../../shared/domain/colours';
import { reviewLinkDisplay } from '../../../../../shared/domain/review-link-expiry';
import { formatLinkExpiry, formatLinkOpened } from '../../../../../shared/lib/date-format';
import { EDITOR_APP_MESSAGES } from '../../../../../shared/messages/editor-app-messages';
import { LINK_CARD_MESSAGES } from '../../../../../shared/messages/link-card-messages';
import type { ReviewLinkActions } from '../hooks/use-review-link-actions';

/** An archived project's link, or one the owner turned off (which they can turn back on). */
export function LinkOffPanel({
  readOnly,
  mayChange = true,
  actions,
}: {
  readOnly: boolean;
  mayChange?: boolean;
  actions: ReviewLinkActions;
}) {
  return (
    <Box data-testid="link-expiry" data-state="off">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <LinkOffIcon fontSize="small" sx={{ color: 'text.secondary' }} />
        <Typography sx={{ fontWeight: 600 }}>{LINK_CARD_MESSAGES.linkOff}</Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {readOnly ? LINK_CARD_MESSAGES.linkOffArchived : LINK_CARD_MESSAGES.linkOffRevoked}
      </Typography>
      {!readOnly && mayChange ? (
        <Button
          variant="contained"
          sx={{ mt: 2 }}
          disabled={actions.changing}
          onClick={() => actions.change({ enabled: true }, LINK_CARD_MESSAGES.turnedOn)}
        >
          {LINK_CARD_MESSAGES.turnOn}
        </Button>
      ) : null}
    </Box>
  );
}

export function LinkUrlField({ url, onCopy }: { url: string; onCopy(): void }) {
  return (
    <TextField
      value={url}
      label="Review link"
      size="small"
      fullWidth
      slotProps={{
        htmlInput: { readOnly: true, 'data-testid': 'review-link-url' },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton aria-label="Copy review link" onClick={onCopy} edge="end">
                <ContentCopyIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
      onFocus={(e) => e.target.select()}
    />
  );
}

/** Red expired / < 1 day, amber ≤ 3 days, green otherwise, 'No expiry set'; a warning panel at ≤ 3 days. */
export function LinkExpiryStatus({ link, now }: { link: ReviewLink; now: Date }) {
  const display = reviewLinkDisplay(link.expiresAt, now);
  const colour = display.colour ? COLOURS[display.colour] : undefined;
  return (
    <>
      <Box sx={{ mt: 1.5 }} data-testid="link-expiry" data-state={display.state}>
        <Typography sx={{ color: colour ?? 'text.secondary', fontWeight: 600 }}>{display.label}</Typography>
        {link.expiresAt ? (
          <Typography variant="body2" color="text.secondary">
            {EDITOR_APP_MESSAGES.reviewLinkExpiresAt(formatLinkExpiry(link.expiresAt))}
          </Typography>
        ) : null}
      </Box>
      {display.showWarning ? (
        <Alert
          severity={display.state === 'warning' ? 'warning' : 'error'}
          icon={<WarningAmberIcon />}
          sx={{ mt: 1.5 }}
          data-testid="link-warning"
        >
          {EDITOR_APP_MESSAGES.reviewLinkWarning}
        </Alert>
      ) : null}
    </>
  );
}

/** Copy, Extend, Generate New Link, Change expiry (plans that may choose it), Turn off. */
export function LinkActionButtons(props: {
  actions: ReviewLinkActions;
  canChooseExpiry: boolean;
  onChangeExpiry(): void;
}) {
  const { actions } = props;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
      <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={() => void actions.copy()}>
        {LINK_CARD_MESSAGES.copy}
      </Button>
      <Button variant="outlined" onClick={actions.extend} disabled={actions.extending}>
        {LINK_CARD_MESSAGES.extend}
      </Button>
      <Button variant="outlined" onClick={actions.regenerate} disabled={actions.regenerating}>
        {LINK_CARD_MESSAGES.generateNewLink}
      </Button>
      {props.canChooseExpiry ? (
        <Button variant="outlined" onClick={props.onChangeExpiry}>
          {LINK_CARD_MESSAGES.changeExpiry}
        </Button>
      ) : null}
      <Button
        variant="text"
        color="inherit"
        startIcon={<LinkOffIcon />}
        disabled={actions.changing}
        onClick={() => actions.change({ enabled: false }, LINK_CARD_MESSAGES.turnedOff)}
      >
        {LINK_CARD_MESSAGES.turnOff}
      </Button>
    </Stack>
  );
}

export function DownloadsSwitch({ allowed, actions }: { allowed: boolean; actions: ReviewLinkActions }) {
  return (
    <FormControlLabel
      sx={{ mt: 1.5, display: 'flex' }}
      control={
        <Switch
          checked={allowed}
          disabled={actions.changing}
          onChange={(e) =>
            actions.change(
              { downloadsAllowed: e.target.checked },
              e.target.checked ? LINK_CARD_MESSAGES.downloadsOn : LINK_CARD_MESSAGES.downloadsOff,
            )
          }
        />
      }
      label={LINK_CARD_MESSAGES.allowDownloads}
    />
  );
}

/** Whether clients need a password, with Set / Change and Remove. */
export function PasswordRow(props: {
  protected: boolean;
  actions: ReviewLinkActions;
  onSetPassword(): void;
}) {
  const on = props.protected;
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}
      data-testid="link-password"
      data-state={on ? 'on' : 'off'}
    >
      {on ? (
        <LockOutlined fontSize="small" color="primary" />
      ) : (
        <LockOpenOutlined fontSize="small" sx={{ color: 'text.secondary' }} />
      )}
      <Typography sx={{ fontWeight: on ? 600 : 400, mr: 'auto' }}>
        {on ? LINK_CARD_MESSAGES.passwordOn : LINK_CARD_MESSAGES.passwordOff}
      </Typography>
      <Button variant="outlined" size="small" onClick={props.onSetPassword}>
        {on ? LINK_CARD_MESSAGES.changePassword : LINK_CARD_MESSAGES.setPassword}
      </Button>
      {on ? (
        <Button
          variant="text"
          size="small"
          color="inherit"
          disabled={props.actions.removingPassword}
          onClick={props.actions.removePassword}
        >
          {LINK_CARD_MESSAGES.removePassword}
        </Button>
      ) : null}
    </Stack>
  );
}

export function LinkOpensLine({ opens }: { opens: LinkOpens }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }} data-testid="link-opens">
      {opens.count > 0 && opens.lastOpenedAt
        ? LINK_CARD_MESSAGES.opened(opens.count, formatLinkOpened(opens.lastOpenedAt))
        : LINK_CARD_MESSAGES.notOpenedYet}
    </Typography>
  );
}
