/**
 * The client review link card: the link with Copy, the expiry display (red expired / < 1 day, amber ≤ 3
 * days, green otherwise, 'No expiry set'), Extend, Generate New Link, the warning panel at ≤ 3 days, and on Pro
 * 'Change expiry' (1–90 days, a date, or never). The link can be turned off and back on, and
 * downloads allowed or forbidden, and a password set, changed or removed (every plan); an archived project's
 * card says its link is off (no expiry, no Copy).
 */
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import InputAdornment from '@mui/material/InputAdornment';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import LockOutlined from '@mui/icons-material/LockOutlined';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import type { LinkOpens, ReviewLink } from '../../../../../shared/api/endpoints/projects';
import { COLOURS } from '../../../../../shared/domain/colours';
import { canCustomiseLinkExpiry, reviewLinkDisplay } from '../../../../../shared/domain/review-link-expiry';
import { formatLinkExpiry, formatLinkOpened } from '../../../../../shared/lib/date-format';
import { EDITOR_APP_MESSAGES } from '../../../../../shared/messages/editor-app-messages';
import { LINK_CARD_MESSAGES } from '../../../../../shared/messages/link-card-messages';
import { useToast } from '../../../components/toast/toast-context';
import { useProfile } from '../../../lib/api/get-profile';
import { reviewUrl } from '../../../config/paths';
import { isRateLimited } from '../../../lib/api-error';
import { useExtendReviewLink } from '../api/extend-review-link';
import { useRegenerateReviewLink } from '../api/regenerate-review-link';
import { useUpdateReviewLinkSettings } from '../api/update-review-link-settings';
import { useSetReviewLinkPassword } from '../api/set-review-link-password';

const LinkExpiryDialog = lazy(() =>
  import('./link-expiry-dialog').then((m) => ({ default: m.LinkExpiryDialog })),
);
const LinkPasswordDialog = lazy(() =>
  import('./link-password-dialog').then((m) => ({ default: m.LinkPasswordDialog })),
);

export function ReviewLinkCard({
  projectId,
  link,
  readOnly,
  revoked = false,
  downloadsAllowed = false,
  opens,
  passwordProtected = false,
  now,
}: {
  projectId: string;
  link: ReviewLink;
  /** The project is archived: its link is off. */
  readOnly: boolean;
  /** The owner turned the link off. */
  revoked?: boolean;
  downloadsAllowed?: boolean;
  /** How often this link was opened (per link; no tracking cookies). */
  opens?: LinkOpens | undefined;
  /** Clients must enter a password before they see anything. */
  passwordProtected?: boolean;
  now: Date;
}) {
  const toast = useToast();
  const extend = useExtendReviewLink(projectId);
  const regenerate = useRegenerateReviewLink(projectId);
  const settings = useUpdateReviewLinkSettings(projectId);
  const profile = useProfile();
  const canChooseExpiry = profile.data ? canCustomiseLinkExpiry(profile.data.planLevel) : false;
  const [expiryOpen, setExpiryOpen] = useState(false);
  const [expiryMounted, setExpiryMounted] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [passwordMounted, setPasswordMounted] = useState(false);
  const removePassword = useSetReviewLinkPassword(projectId);
  const url = reviewUrl(window.location.origin, link.token);
  const display = reviewLinkDisplay(link.expiresAt, now);
  const colour = display.colour ? COLOURS[display.colour] : undefined;
  const off = readOnly || revoked;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(LINK_CARD_MESSAGES.copied);
    } catch {
      toast.error(LINK_CARD_MESSAGES.copyFailed);
    }
  };

  const onExtend = () =>
    extend.mutate(projectId, {
      onSuccess: () => toast.success(LINK_CARD_MESSAGES.extended),
      onError: (error) =>
        toast.error(isRateLimited(error) ? LINK_CARD_MESSAGES.rateLimited : LINK_CARD_MESSAGES.extendFailed),
    });
  const onRegenerate = () =>
    regenerate.mutate(projectId, {
      onSuccess: () => toast.success(LINK_CARD_MESSAGES.generated),
      onError: (error) =>
        toast.error(
          isRateLimited(error) ? LINK_CARD_MESSAGES.rateLimited : LINK_CARD_MESSAGES.generateFailed,
        ),
    });
  const change = (body: { enabled?: boolean; downloadsAllowed?: boolean }, success: string) =>
    settings.mutate(
      { projectId, ...body },
      {
        onSuccess: () => toast.success(success),
        onError: (error) =>
          toast.error(
            isRateLimited(error) ? LINK_CARD_MESSAGES.rateLimited : LINK_CARD_MESSAGES.settingsFailed,
          ),
      },
    );

  return (
    <Card component="section" aria-labelledby="review-link-title">
      <CardContent>
        <Typography id="review-link-title" variant="h4" component="h2" gutterBottom>
          {EDITOR_APP_MESSAGES.reviewLinkTitle}
        </Typography>
        {off ? (
          <Box data-testid="link-expiry" data-state="off">
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <LinkOffIcon fontSize="small" sx={{ color: 'text.secondary' }} />
              <Typography sx={{ fontWeight: 600 }}>{LINK_CARD_MESSAGES.linkOff}</Typography>
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {readOnly ? LINK_CARD_MESSAGES.linkOffArchived : LINK_CARD_MESSAGES.linkOffRevoked}
            </Typography>
            {!readOnly ? (
              <Button
                variant="contained"
                sx={{ mt: 2 }}
                disabled={settings.isPending}
                onClick={() => change({ enabled: true }, LINK_CARD_MESSAGES.turnedOn)}
              >
                {LINK_CARD_MESSAGES.turnOn}
              </Button>
            ) : null}
          </Box>
        ) : (
          <>
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
                      <IconButton aria-label="Copy review link" onClick={() => void copy()} edge="end">
                        <ContentCopyIcon fontSize="small" />
                      </IconButton>
                    </InputAdornment>
                  ),
                },
              }}
              onFocus={(e) => e.target.select()}
            />
            <Box sx={{ mt: 1.5 }} data-testid="link-expiry" data-state={display.state}>
              <Typography sx={{ color: colour ?? 'text.secondary', fontWeight: 600 }}>
                {display.label}
              </Typography>
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
            <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
              <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
                {LINK_CARD_MESSAGES.copy}
              </Button>
              <Button variant="outlined" onClick={onExtend} disabled={extend.isPending}>
                {LINK_CARD_MESSAGES.extend}
              </Button>
              <Button variant="outlined" onClick={onRegenerate} disabled={regenerate.isPending}>
                {LINK_CARD_MESSAGES.generateNewLink}
              </Button>
              {canChooseExpiry ? (
                <Button
                  variant="outlined"
                  onClick={() => {
                    setExpiryMounted(true);
                    setExpiryOpen(true);
                  }}
                >
                  {LINK_CARD_MESSAGES.changeExpiry}
                </Button>
              ) : null}
              <Button
                variant="text"
                color="inherit"
                startIcon={<LinkOffIcon />}
                disabled={settings.isPending}
                onClick={() => change({ enabled: false }, LINK_CARD_MESSAGES.turnedOff)}
              >
                {LINK_CARD_MESSAGES.turnOff}
              </Button>
            </Stack>
            {profile.data && !canChooseExpiry ? (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
                {LINK_CARD_MESSAGES.customExpiryUpgradeHint}
              </Typography>
            ) : null}
            <FormControlLabel
              sx={{ mt: 1.5, display: 'flex' }}
              control={
                <Switch
                  checked={downloadsAllowed}
                  disabled={settings.isPending}
                  onChange={(e) =>
                    change(
                      { downloadsAllowed: e.target.checked },
                      e.target.checked ? LINK_CARD_MESSAGES.downloadsOn : LINK_CARD_MESSAGES.downloadsOff,
                    )
                  }
                />
              }
              label={LINK_CARD_MESSAGES.allowDownloads}
            />
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}
              data-testid="link-password"
              data-state={passwordProtected ? 'on' : 'off'}
            >
              {passwordProtected ? (
                <LockOutlined fontSize="small" color="primary" />
              ) : (
                <LockOpenOutlined fontSize="small" sx={{ color: 'text.secondary' }} />
              )}
              <Typography sx={{ fontWeight: passwordProtected ? 600 : 400, mr: 'auto' }}>
                {passwordProtected ? LINK_CARD_MESSAGES.passwordOn : LINK_CARD_MESSAGES.passwordOff}
              </Typography>
              <Button
                variant="outlined"
                size="small"
                onClick={() => {
                  setPasswordMounted(true);
                  setPasswordOpen(true);
                }}
              >
                {passwordProtected ? LINK_CARD_MESSAGES.changePassword : LINK_CARD_MESSAGES.setPassword}
              </Button>
              {passwordProtected ? (
                <Button
                  variant="text"
                  size="small"
                  color="inherit"
                  disabled={removePassword.isPending}
                  onClick={() =>
                    removePassword.mutate(null, {
                      onSuccess: () => toast.success(LINK_CARD_MESSAGES.passwordRemoved),
                      onError: () => toast.error(LINK_CARD_MESSAGES.passwordFailed),
                    })
                  }
                >
                  {LINK_CARD_MESSAGES.removePassword}
                </Button>
              ) : null}
            </Stack>
          </>
        )}
        {opens ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }} data-testid="link-opens">
            {opens.count > 0 && opens.lastOpenedAt
              ? LINK_CARD_MESSAGES.opened(opens.count, formatLinkOpened(opens.lastOpenedAt))
              : LINK_CARD_MESSAGES.notOpenedYet}
          </Typography>
        ) : null}
        {passwordMounted ? (
          <Suspense fallback={null}>
            <LinkPasswordDialog
              projectId={projectId}
              open={passwordOpen}
              onClose={() => setPasswordOpen(false)}
            />
          </Suspense>
        ) : null}
        {expiryMounted ? (
          <Suspense fallback={null}>
            <LinkExpiryDialog projectId={projectId} open={expiryOpen} onClose={() => setExpiryOpen(false)} />
          </Suspense>
        ) : null}
      </CardContent>
    </Card>
  );
}
