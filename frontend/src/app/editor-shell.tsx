/** Composes the editor layout with the signed-in user, the notification bell and sign-out. */
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { SETTINGS_MESSAGES } from '../../../shared/messages/settings-messages';
import { EditorLayout } from '../components/layout/editor-layout';
import { WorkspaceSwitcher } from '../components/layout/workspace-switcher';
import { useToast } from '../components/toast/toast-context';
import { paths, type PageName } from '../config/paths';
import { NotificationBell } from '../features/notifications/components/notification-bell';
import { useProfile } from '../lib/api/get-profile';
import { useStoreTimeZone } from '../lib/api/store-time-zone';
import { EditorTimeDisplay } from '../lib/editor-time-display';
import { useAuth } from '../lib/auth/auth-context';

/** Shown only while the address is suppressed (rare): its code and texts load when it is. */
const MailSuppressionBanner = lazy(() =>
  import('../components/feedback/mail-suppression-banner').then((m) => ({
    default: m.MailSuppressionBanner,
  })),
);

export function EditorShell({ page, children }: { page: PageName; children: ReactNode }) {
  const auth = useAuth();
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const user = auth.user;
  const profile = useProfile(auth.status === 'authenticated');
  // Reminders arrive at 09:00 in the editor's own time zone: the browser's, stored once per session.
  useStoreTimeZone(user?.userId ?? null, profile.isSuccess);
  // Display name, else full name, else e-mail.
  const userLabel =
    profile.data?.displayName || profile.data?.fullName || user?.fullName || user?.email || '';

  const signOut = async () => {
    const { ok } = await auth.signOut();
    queryClient.clear();
    if (!ok) toast.error(SETTINGS_MESSAGES.logoutFailed);
    // Log out goes to /Home, also when the provider call failed.
    navigate(paths.home, { replace: true });
  };

  return (
    <EditorLayout
      page={page}
      userLabel={userLabel}
      userEmail={user?.email ?? ''}
      avatarUrl={profile.data?.profilePictureUrl ?? null}
      onSignOut={() => void signOut()}
      actions={
        <>
          {user ? <WorkspaceSwitcher userId={user.userId} /> : null}
          <NotificationBell />
        </>
      }
    >
      {profile.data?.mailSuppression ? (
        <Suspense fallback={null}>
          <MailSuppressionBanner suppression={profile.data.mailSuppression} />
        </Suspense>
      ) : null}
      <EditorTimeDisplay enabled={auth.status === 'authenticated'}>{children}</EditorTimeDisplay>
    </EditorLayout>
  );
}
