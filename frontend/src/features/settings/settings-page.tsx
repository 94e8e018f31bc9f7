/** /Settings (and /Billing): profile display name, plan, Security with Sign Out. Minimal by design. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { updateProfile } from '../../../../shared/api/endpoints/profile';
import { activeProjectLimit } from '../../../../shared/domain/plan-usage';
import { BILLING_MESSAGES } from '../../../../shared/messages/billing-messages';
import { DASHBOARD_MESSAGES } from '../../../../shared/messages/dashboard-messages';
import { EDITOR_APP_MESSAGES } from '../../../../shared/messages/editor-app-messages';
import { NAV_LABELS } from '../../../../shared/messages/access-messages';
import { SETTINGS_MESSAGES } from '../../../../shared/messages/settings-messages';
import { PageHeader } from '../../components/layout/page-header';
import { useToast } from '../../components/toast/toast-context';
import { paths, resolvePage } from '../../config/paths';
import { profileQueryOptions, useProfile } from '../../lib/api/get-profile';
import { apiCall } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { useAuth } from '../../lib/auth/auth-context';

export default function SettingsPage() {
  const profile = useProfile();
  const auth = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const billingRef = useRef<HTMLDivElement | null>(null);
  const [displayName, setDisplayName] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (name: string) => apiCall(updateProfile, { body: { displayName: name } }),
    onSuccess: (updated) => queryClient.setQueryData(profileQueryOptions().queryKey, updated),
  });

  const section =
    resolvePage(location.pathname).section ?? new URLSearchParams(location.search).get('section');
  useEffect(() => {
    if (section === 'billing' && profile.data) billingRef.current?.scrollIntoView({ behavior: 'smooth' });
  }, [section, profile.data]);

  if (profile.isPending) return <Skeleton variant="rounded" height={240} />;
  if (profile.isError) return <Alert severity="error">{SETTINGS_MESSAGES.loadUserFailed}</Alert>;
  const p = profile.data;
  const current = displayName ?? p.displayName ?? '';
  const unchanged = current.trim() === (p.displayName ?? '');
  const limit = activeProjectLimit(p.planLevel);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!current.trim()) {
      setError(SETTINGS_MESSAGES.displayNameEmpty);
      return;
    }
    save.mutate(current.trim(), {
      onSuccess: () => {
        setDisplayName(null);
        toast.success(SETTINGS_MESSAGES.profileUpdated);
      },
      onError: (e) =>
        toast.error(SETTINGS_MESSAGES.updateProfileFailed(isApiError(e) ? e.message : String(e))),
    });
  };

  const signOut = async () => {
    const { ok } = await auth.signOut();
    queryClient.clear();
    if (!ok) toast.error(SETTINGS_MESSAGES.logoutFailed);
    navigate(paths.home, { replace: true });
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <PageHeader title={EDITOR_APP_MESSAGES.settingsTitle} />
      <Card component="section" aria-labelledby="profile-title">
        <CardContent>
          <Typography id="profile-title" variant="h4" component="h2" gutterBottom>
            {SETTINGS_MESSAGES.profileSection}
          </Typography>
          <Stack component="form" spacing={2} onSubmit={submit} noValidate>
            <TextField
              label={SETTINGS_MESSAGES.displayNameLabel}
              value={current}
              onChange={(e) => {
                setDisplayName(e.target.value);
                setError(null);
              }}
              error={Boolean(error)}
              helperText={error ?? undefined}
            />
            <TextField
              label="Email"
              value={p.email}
              disabled
              helperText={SETTINGS_MESSAGES.emailCannotChange}
            />
            <Button
              type="submit"
              variant="contained"
              disabled={unchanged || save.isPending}
              sx={{ alignSelf: 'flex-start' }}
            >
              Save
            </Button>
          </Stack>
        </CardContent>
      </Card>
      <Card component="section" aria-labelledby="billing-title" ref={billingRef}>
        <CardContent>
          <Typography id="billing-title" variant="h4" component="h2" gutterBottom>
            {BILLING_MESSAGES.billingSection}
          </Typography>
          <Typography>
            {BILLING_MESSAGES.currentPlan}:{' '}
            <strong>{p.planLevel.charAt(0).toUpperCase() + p.planLevel.slice(1)}</strong>
          </Typography>
          <Typography color="text.secondary">
            {DASHBOARD_MESSAGES.usage(p.activeProjectCount, limit)}
          </Typography>
        </CardContent>
      </Card>
      <Card component="section" aria-labelledby="security-title">
        <CardContent>
          <Typography id="security-title" variant="h4" component="h2" gutterBottom>
            {SETTINGS_MESSAGES.securitySection}
          </Typography>
          <Button variant="outlined" color="error" onClick={() => void signOut()}>
            {NAV_LABELS.signOut}
          </Button>
        </CardContent>
      </Card>
    </Stack>
  );
}
