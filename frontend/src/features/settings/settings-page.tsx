/**
 * /Settings (and /Billing, which scrolls to the billing section): Profile Information, Notifications
 * (?section=notifications scrolls there: the e-mails' footer link), Billing, Security and the Danger Zone.
 */
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { EDITOR_APP_MESSAGES } from '../../../../shared/messages/editor-app-messages';
import { SETTINGS_MESSAGES } from '../../../../shared/messages/settings-messages';
import { PageHeader } from '../../components/layout/page-header';
import { useToast } from '../../components/toast/toast-context';
import { paths, resolvePage } from '../../config/paths';
import { useProfile } from '../../lib/api/get-profile';
import { useAuth } from '../../lib/auth/auth-context';
import { BillingSection } from './components/billing-section';
import { DangerZone } from './components/danger-zone';
import { NotificationsSection } from './components/notifications-section';
import { ProfileSection } from './components/profile-section';
import { SecuritySection } from './components/security-section';
import { TeamSection } from './components/team-section';
import { WebhooksSection } from './components/webhooks-section';
import { IntegrationsSection } from './components/integrations-section';
import { ApiKeysSection } from './components/api-keys-section';
import { BrandingSection } from './components/branding-section';

/** Loaded after the page's first render: its schemas and texts are not needed before. */
const AnalyticsSection = lazy(() =>
  import('./components/analytics-section').then((m) => ({ default: m.AnalyticsSection })),
);

export default function SettingsPage() {
  const profile = useProfile();
  const auth = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const billingRef = useRef<HTMLDivElement | null>(null);
  const notificationsRef = useRef<HTMLDivElement | null>(null);

  const section =
    resolvePage(location.pathname).section ?? new URLSearchParams(location.search).get('section');
  useEffect(() => {
    if (section === 'billing' && profile.data) billingRef.current?.scrollIntoView({ behavior: 'smooth' });
    // E-mails link here (their footer's 'Notification settings').
    if (section === 'notifications' && profile.data) {
      notificationsRef.current?.scrollIntoView({ behavior: 'smooth' });
    }
    // The mail telling the Admins an endpoint was disabled links here.
    if ((section === 'webhooks' || section === 'integrations') && profile.data)
      document.getElementById(section)?.scrollIntoView();
  }, [section, profile.data]);

  if (profile.isPending) return <Skeleton variant="rounded" height={240} />;
  if (profile.isError) return <Alert severity="error">{SETTINGS_MESSAGES.loadUserFailed}</Alert>;

  const signOut = async (message?: string) => {
    const { ok } = await auth.signOut();
    queryClient.clear();
    if (!ok) toast.error(SETTINGS_MESSAGES.logoutFailed);
    else if (message) toast.success(message);
    navigate(paths.home, { replace: true });
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <PageHeader title={EDITOR_APP_MESSAGES.settingsTitle} />
      <ProfileSection profile={profile.data} />
      <NotificationsSection profile={profile.data} ref={notificationsRef} />
      <BillingSection profile={profile.data} ref={billingRef} />
      <TeamSection userId={profile.data.id} />
      <WebhooksSection />
      <IntegrationsSection />
      <ApiKeysSection />
      <BrandingSection />
      <Suspense fallback={null}>
        <AnalyticsSection />
      </Suspense>
      <SecuritySection onSignOut={() => void signOut()} />
      <DangerZone
        deactivatedAt={profile.data.deactivatedAt ?? null}
        onDeleted={() => void signOut(SETTINGS_MESSAGES.deletionQueued)}
      />
    </Stack>
  );
}
