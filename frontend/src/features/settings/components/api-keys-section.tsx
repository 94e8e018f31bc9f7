/**
 * Settings › API: the workspace's API keys (name, access, prefix, created, expiry, last use), a form that
 * creates one and shows it ONCE, and Revoke. Pro's: Free and Basic see what it adds and the way to upgrade;
 * on Pro only the Owner and Admins (`manageApiKeys`) see the keys, the others a line saying so.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  API_KEY_EXPIRY_DAYS,
  API_KEY_NAME_MAX,
  API_KEY_SCOPE_LABELS,
  API_KEY_SCOPES,
  apiKeyState,
  type ApiKeyScope,
  type ApiKeySummary,
} from '../../../../../shared/domain/api-keys';
import { planIncludes } from '../../../../../shared/domain/plan-features';
import { formatCreatedDate, timeSince } from '../../../../../shared/lib/date-format';
import { API_KEY_MESSAGES } from '../../../../../shared/messages/api-key-messages';
import { useToast } from '../../../components/toast/toast-context';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { useApiKeys, useCreateApiKey, useRevokeApiKey, useWorkspaceAccess } from '../api/api-keys';
import { SectionList, SectionQuery, SettingsSection } from './settings-section';

const messageOf = (error: unknown) => (isApiError(error) ? error.message : API_KEY_MESSAGES.loadFailed);

export function ApiKeysSection() {
  const workspace = useWorkspaceAccess();
  const plan = workspace.data?.planLevel;
  const included = plan ? planIncludes(plan, 'apiAccess') : false;
  const manages = workspace.data?.permissions.includes('manageApiKeys') ?? false;
  const keys = useApiKeys(included && manages);
  const intro = (
    <Stack spacing={2} sx={{ mb: 2 }}>
      <Typography color="text.secondary">{API_KEY_MESSAGES.intro}</Typography>
      <Link component={RouterLink} to={paths.apiDocs} sx={{ alignSelf: 'flex-start' }}>
        {API_KEY_MESSAGES.docsLink}
      </Link>
    </Stack>
  );
  return (
    <SettingsSection
      id="api-keys"
      title={API_KEY_MESSAGES.sectionTitle}
      intro={intro}
      gate={plan ? { feature: 'apiAccess', planLevel: plan } : undefined}
    >
      {!plan ? (
        <Skeleton variant="rounded" height={48} />
      ) : !manages ? (
        <Typography color="text.secondary">{API_KEY_MESSAGES.onlyAdmins}</Typography>
      ) : (
        <SectionQuery query={keys} label={API_KEY_MESSAGES.loading} height={48} messageOf={messageOf}>
          {({ items }) => (
            <Stack spacing={2}>
              <KeyList keys={items} />
              <Divider />
              <CreateKeyForm />
            </Stack>
          )}
        </SectionQuery>
      )}
    </SettingsSection>
  );
}

function KeyList({ keys }: { keys: ApiKeySummary[] }) {
  if (keys.length === 0) return <Typography color="text.secondary">{API_KEY_MESSAGES.noKeys}</Typography>;
  return (
    <SectionList label={API_KEY_MESSAGES.keys}>
      {keys.map((key) => (
        <KeyRow key={key.keyId} apiKey={key} />
      ))}
    </SectionList>
  );
}

function KeyRow({ apiKey }: { apiKey: ApiKeySummary }) {
  const toast = useToast();
  const revoke = useRevokeApiKey();
  const now = new Date();
  const state = apiKeyState(apiKey, now);
  return (
    <Stack
      component="li"
      aria-label={apiKey.name}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <Stack sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{apiKey.name}</Typography>
        <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          {apiKey.prefix}…
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {API_KEY_SCOPE_LABELS[apiKey.scope]} ·{' '}
          {API_KEY_MESSAGES.createdOn(formatCreatedDate(apiKey.createdAt), apiKey.createdByName)}
          {apiKey.expiresAt ? ` · ${API_KEY_MESSAGES.expiresOn(formatCreatedDate(apiKey.expiresAt))}` : ''}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {apiKey.lastUsedAt
            ? API_KEY_MESSAGES.lastUsed(timeSince(apiKey.lastUsedAt, now))
            : API_KEY_MESSAGES.neverUsed}
        </Typography>
      </Stack>
      <Chip
        label={API_KEY_MESSAGES.state[state]}
        size="small"
        color={state === 'active' ? 'success' : 'default'}
        sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
      />
      {state !== 'revoked' ? (
        <Button
          size="small"
          color="error"
          aria-label={API_KEY_MESSAGES.revokeKey(apiKey.name)}
          disabled={revoke.isPending}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
          onClick={() =>
            revoke.mutate(apiKey.keyId, {
              onSuccess: () => toast.success(API_KEY_MESSAGES.revoked(apiKey.name)),
              onError: (error) => toast.error(messageOf(error)),
            })
          }
        >
          {API_KEY_MESSAGES.revoke}
        </Button>
      ) : null}
    </Stack>
  );
}

type ExpiryChoice = 'never' | `${(typeof API_KEY_EXPIRY_DAYS)[number]}`;

function CreateKeyForm() {
  const toast = useToast();
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>('read');
  const [expiry, setExpiry] = useState<ExpiryChoice>('never');
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError(API_KEY_MESSAGES.nameRequired);
    if (trimmed.length > API_KEY_NAME_MAX) return setError(API_KEY_MESSAGES.nameTooLong);
    setError(null);
    const expiresInDays =
      expiry === 'never' ? null : (Number(expiry) as (typeof API_KEY_EXPIRY_DAYS)[number]);
    create.mutate(
      { body: { name: trimmed, scope, expiresInDays } },
      {
        onSuccess: (answer) => {
          setShown(answer.secret);
          setName('');
          toast.success(API_KEY_MESSAGES.created(answer.key.name));
        },
        onError: (failure) => toast.error(messageOf(failure)),
      },
    );
  };

  return (
    <Stack spacing={2}>
      {shown ? <NewKeyNotice secret={shown} onDone={() => setShown(null)} /> : null}
      <Stack
        component="form"
        noValidate
        onSubmit={submit}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <TextField
          size="small"
          label={API_KEY_MESSAGES.nameLabel}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={error !== null}
          helperText={error ?? ' '}
          slotProps={{ htmlInput: { maxLength: API_KEY_NAME_MAX + 1 } }}
          sx={{ flex: 1, minWidth: { sm: 180 } }}
        />
        <TextField
          select
          size="small"
          label={API_KEY_MESSAGES.scopeLabel}
          value={scope}
          onChange={(e) => setScope(e.target.value as ApiKeyScope)}
          sx={{ width: { sm: 170 }, flexShrink: 0 }}
        >
          {API_KEY_SCOPES.map((s) => (
            <MenuItem key={s} value={s}>
              {API_KEY_SCOPE_LABELS[s]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={API_KEY_MESSAGES.expiryLabel}
          value={expiry}
          onChange={(e) => setExpiry(e.target.value as ExpiryChoice)}
          sx={{ width: { sm: 140 }, flexShrink: 0 }}
        >
          <MenuItem value="never">{API_KEY_MESSAGES.neverExpires}</MenuItem>
          {API_KEY_EXPIRY_DAYS.map((d) => (
            <MenuItem key={d} value={String(d)}>
              {API_KEY_MESSAGES.afterDays(d)}
            </MenuItem>
          ))}
        </TextField>
        <Button
          type="submit"
          variant="contained"
          disabled={create.isPending}
          sx={{ flexShrink: 0, whiteSpace: 'nowrap', minHeight: 40 }}
        >
          {API_KEY_MESSAGES.create}
        </Button>
      </Stack>
    </Stack>
  );
}

/** The new key, shown once, with a way to copy it. */
function NewKeyNotice({ secret, onDone }: { secret: string; onDone: () => void }) {
  const toast = useToast();
  return (
    <Alert
      severity="warning"
      role="status"
      action={
        <Stack direction="row" spacing={1}>
          <Button
            color="inherit"
            size="small"
            onClick={() =>
              void navigator.clipboard
                ?.writeText(secret)
                .then(() => toast.success(API_KEY_MESSAGES.copied))
                .catch(() => undefined)
            }
          >
            {API_KEY_MESSAGES.copy}
          </Button>
          <Button color="inherit" size="small" onClick={onDone}>
            {API_KEY_MESSAGES.done}
          </Button>
        </Stack>
      }
    >
      <Typography variant="body2" sx={{ mb: 1 }}>
        {API_KEY_MESSAGES.shownOnce}
      </Typography>
      <Typography
        component="code"
        aria-label={API_KEY_MESSAGES.keys}
        data-testid="new-api-key"
        sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', display: 'block' }}
      >
        {secret}
      </Typography>
    </Alert>
  );
}
