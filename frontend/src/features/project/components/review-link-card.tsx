/**
 * The client review link card: the link with Copy, the expiry display (red expired / < 1 day, amber ≤ 3
 * days, green otherwise, 'No expiry set'), Extend, Generate New Link, the warning panel at ≤ 3 days, and on Pro
 * 'Change expiry' (1–90 days, a date, or never). The link can be turned off and back on, and
 * downloads allowed or forbidden, and a password set, changed or removed (every plan); an archived project's
 * card says its link is off (no expiry, no Copy).
 */
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import type { LinkOpens, ReviewLink } from '../../../../../shared/api/endpoints/projects';
import { canCustomiseLinkExpiry } from '../../../../../shared/domain/review-link-expiry';
import { EDITOR_APP_MESSAGES } from '../../../../../shared/messages/editor-app-messages';
import { LINK_CARD_MESSAGES } from '../../../../../shared/messages/link-card-messages';
import { reviewUrl } from '../../../config/paths';
import { useProfile } from '../../../lib/api/get-profile';
import { useReviewHost } from '../../../lib/api/review-host';
import { reviewLinkOrigin } from '../../../../../shared/domain/review-host';
import { useLazyDialog } from '../hooks/use-lazy-dialog';
import { useReviewLinkActions } from '../hooks/use-review-link-actions';
import {
  DownloadsSwitch,
  LinkActionButtons,
  LinkExpiryStatus,
  LinkOffPanel,
  LinkOpensLine,
  LinkUrlField,
  PasswordRow,
} from './review-link-parts';

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
  mayChange = true,
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
  /** False: the member may not change the project: the link and its state only, no settings. */
  mayChange?: boolean;
  /** The owner turned the link off. */
  revoked?: boolean;
  downloadsAllowed?: boolean;
  /** How often this link was opened (per link; no tracking cookies). */
  opens?: LinkOpens | undefined;
  /** Clients must enter a password before they see anything. */
  passwordProtected?: boolean;
  now: Date;
}) {
  const profile = useProfile();
  const canChooseExpiry = profile.data ? canCustomiseLinkExpiry(profile.data.planLevel) : false;
  const expiry = useLazyDialog();
  const password = useLazyDialog();
  // A workspace's verified review address is the link's origin (shared/domain/review-host.ts).
  const reviewHost = useReviewHost();
  const url = reviewUrl(
    reviewLinkOrigin(window.location.origin, reviewHost.data?.reviewHost ?? null),
    link.token,
  );
  const actions = useReviewLinkActions(projectId, url);
  const off = readOnly || revoked;

  return (
    <Card component="section" aria-labelledby="review-link-title">
      <CardContent>
        <Typography id="review-link-title" variant="h4" component="h2" gutterBottom>
          {EDITOR_APP_MESSAGES.reviewLinkTitle}
        </Typography>
        {off ? (
          <LinkOffPanel readOnly={readOnly} mayChange={mayChange} actions={actions} />
        ) : (
          <>
            <LinkUrlField url={url} onCopy={() => void actions.copy()} />
            <LinkExpiryStatus link={link} now={now} />
            {mayChange ? (
              <>
                <LinkActionButtons
                  actions={actions}
                  canChooseExpiry={canChooseExpiry}
                  onChangeExpiry={expiry.show}
                />
                {profile.data && !canChooseExpiry ? (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
                    {LINK_CARD_MESSAGES.customExpiryUpgradeHint}
                  </Typography>
                ) : null}
                <DownloadsSwitch allowed={downloadsAllowed} actions={actions} />
                <PasswordRow protected={passwordProtected} actions={actions} onSetPassword={password.show} />
              </>
            ) : null}
          </>
        )}
        {opens ? <LinkOpensLine opens={opens} /> : null}
        {password.mounted ? (
          <Suspense fallback={null}>
            <LinkPasswordDialog projectId={projectId} open={password.open} onClose={password.hide} />
          </Suspense>
        ) : null}
        {expiry.mounted ? (
          <Suspense fallback={null}>
            <LinkExpiryDialog projectId={projectId} open={expiry.open} onClose={expiry.hide} />
          </Suspense>
        ) : null}
      </CardContent>
    </Card>
  );
}
