/**
 * The client review link card: the link with Copy, the expiry display (red expired / < 1 day, amber ≤ 3
 * days, green otherwise, 'No expiry set'), Extend, Generate New Link, the warning panel at ≤ 3 days, and on Pro
 * 'Change expiry' (1–90 days, a date, or never; issue 17).
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
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import type { ReviewLink } from '../../../../../shared/api/endpoints/projects';
import { COLOURS } from '../../../../../shared/domain/colours';
import { canCustomiseLinkExpiry, reviewLinkDisplay } from '../../../../../shared/domain/review-link-expiry';
import { formatLinkExpiry } from '../../../../../shared/lib/date-format';
import { EDITOR_APP_MESSAGES } from '../../../../../shared/messages/editor-app-messages';
import { LINK_CARD_MESSAGES } from '../../../../../shared/messages/link-card-messages';
import { useToast } from '../../../components/toast/toast-context';
import { useProfile } from '../../../lib/api/get-profile';
import { reviewUrl } from '../../../config/paths';
import { isRateLimited } from '../../../lib/api-error';
import { useExtendReviewLink } from '../api/extend-review-link';
import { useRegenerateReviewLink } from '../api/regenerate-review-link';

const LinkExpiryDialog = lazy(() =>
  import('./link-expiry-dialog').then((m) => ({ default: m.LinkExpiryDialog })),
);

export function ReviewLinkCard({
  projectId,
  link,
  readOnly,
  now,
}: {
  projectId: string;
  link: ReviewLink;
  readOnly: boolean;
  now: Date;
}) {
  const toast = useToast();
  const extend = useExtendReviewLink(projectId);
  const regenerate = useRegenerateReviewLink(projectId);
  const profile = useProfile();
  const canChooseExpiry = profile.data ? canCustomiseLinkExpiry(profile.data.planLevel) : false;
  const [expiryOpen, setExpiryOpen] = useState(false);
  const [expiryMounted, setExpiryMounted] = useState(false);
  const url = reviewUrl(window.location.origin, link.token);
  const display = reviewLinkDisplay(link.expiresAt, now);
  const colour = display.colour ? COLOURS[display.colour] : undefined;

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

  return (
    <Card component="section" aria-labelledby="review-link-title">
      <CardContent>
        <Typography id="review-link-title" variant="h4" component="h2" gutterBottom>
          {EDITOR_APP_MESSAGES.reviewLinkTitle}
        </Typography>
        <TextField
          value={url}
          label="Review link"
          size="small"
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
        <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }}>
          <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
            {LINK_CARD_MESSAGES.copy}
          </Button>
          <Button variant="outlined" onClick={onExtend} disabled={readOnly || extend.isPending}>
            {LINK_CARD_MESSAGES.extend}
          </Button>
          <Button variant="outlined" onClick={onRegenerate} disabled={readOnly || regenerate.isPending}>
            {LINK_CARD_MESSAGES.generateNewLink}
          </Button>
          {canChooseExpiry && !readOnly ? (
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
        </Stack>
        {profile.data && !canChooseExpiry && !readOnly ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {LINK_CARD_MESSAGES.customExpiryUpgradeHint}
          </Typography>
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
