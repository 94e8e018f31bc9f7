/**
 * Settings › Webhooks (Admins and the Owner, `manageIntegrations`): the workspace's endpoints with their
 * events, signing secret (shown on creation, rotation or request; the previous one signs too during the
 * overlap), 'Send test event', on/off, and each endpoint's delivery log (status, response time, attempt).
 * Below Pro the section shows what Pro adds and the plan reason; the server refuses the routes there too.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  type WebhookEndpointView,
  type WebhookEventType,
} from '../../../../../shared/domain/webhooks';
import { formatDate } from '../../../../../shared/lib/date-format';
import { WEBHOOK_MESSAGES } from '../../../../../shared/messages/webhook-messages';
import { useToast } from '../../../components/toast/toast-context';
import { isApiError } from '../../../lib/api-error';
import {
  useCreateWebhook,
  useIntegrationsAccess,
  useDeleteWebhook,
  useRevealWebhookSecret,
  useRotateWebhookSecret,
  useSendWebhookTest,
  useUpdateWebhook,
  useWebhookDeliveries,
  useWebhooks,
} from '../api/webhooks';
import { DeliveryLog } from './delivery-log';
import { SectionList, SectionQuery, SettingsSection } from './settings-section';

const t = WEBHOOK_MESSAGES;
const messageOf = (error: unknown) => (isApiError(error) ? error.message : t.empty);

export function WebhooksSection() {
  const access = useIntegrationsAccess();
  if (!access?.may) return null;
  const adds = (
    <>
      <Typography>{t.proOnly}</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <Chip key={type} label={WEBHOOK_EVENT_LABELS[type]} size="small" variant="outlined" />
        ))}
      </Stack>
    </>
  );
  return (
    <SettingsSection
      id="webhooks"
      title={t.title}
      intro={t.intro}
      gate={{ feature: 'integrations', planLevel: access.planLevel, adds }}
    >
      <WebhooksBody />
    </SettingsSection>
  );
}

function WebhooksBody() {
  const webhooks = useWebhooks(true);
  const [shownSecret, setShownSecret] = useState<{ endpointId: string; secret: string } | null>(null);
  return (
    <SectionQuery query={webhooks} label={t.title} messageOf={messageOf}>
      {({ endpoints }) => (
        <Stack spacing={3}>
          {endpoints.length === 0 ? (
            <Typography color="text.secondary">{t.empty}</Typography>
          ) : (
            <SectionList label={t.title} spacing={2}>
              {endpoints.map((endpoint) => (
                <EndpointItem
                  key={endpoint.endpointId}
                  endpoint={endpoint}
                  secret={shownSecret?.endpointId === endpoint.endpointId ? shownSecret.secret : null}
                  onSecret={(secret) => setShownSecret({ endpointId: endpoint.endpointId, secret })}
                />
              ))}
            </SectionList>
          )}
          <Divider />
          <AddWebhookForm onCreated={(endpointId, secret) => setShownSecret({ endpointId, secret })} />
        </Stack>
      )}
    </SectionQuery>
  );
}

function EndpointItem({
  endpoint,
  secret,
  onSecret,
}: {
  endpoint: WebhookEndpointView;
  secret: string | null;
  onSecret: (secret: string) => void;
}) {
  const toast = useToast();
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const rotate = useRotateWebhookSecret();
  const reveal = useRevealWebhookSecret();
  const test = useSendWebhookTest();
  const log = useWebhookDeliveries(endpoint.endpointId);
  const params = { endpointId: endpoint.endpointId };
  const fail = (error: unknown) => toast.error(messageOf(error));
  return (
    <Box component="li" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <Typography sx={{ fontWeight: 600, wordBreak: 'break-all' }}>{endpoint.url}</Typography>
          <Chip
            size="small"
            color={endpoint.enabled ? 'success' : 'default'}
            label={endpoint.enabled ? t.enabled : t.disabled}
          />
        </Stack>
        {endpoint.description ? <Typography color="text.secondary">{endpoint.description}</Typography> : null}
        {endpoint.disabledReason === 'failures' ? (
          <Alert severity="warning">{t.disabledByFailures}</Alert>
        ) : null}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label={t.eventsLabel}>
          {endpoint.events.map((type) => (
            <Chip key={type} label={WEBHOOK_EVENT_LABELS[type]} size="small" variant="outlined" />
          ))}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t.secretLabel}:{' '}
          <Box component="code" sx={{ wordBreak: 'break-all' }}>
            {secret ?? `${endpoint.secretPrefix}…`}
          </Box>
        </Typography>
        {endpoint.previousSecretUntil ? (
          <Typography variant="body2" color="text.secondary">
            {t.secretOverlap(formatDate(endpoint.previousSecretUntil, 'linkExpiry'))}
          </Typography>
        ) : null}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            size="small"
            disabled={test.isPending || !endpoint.enabled}
            onClick={() =>
              test.mutate({ params }, { onSuccess: () => toast.success(t.testSent), onError: fail })
            }
          >
            {t.sendTest}
          </Button>
          <Button
            size="small"
            disabled={update.isPending}
            onClick={() => update.mutate({ params, body: { enabled: !endpoint.enabled } }, { onError: fail })}
          >
            {endpoint.enabled ? t.disable : t.enable}
          </Button>
          <Button
            size="small"
            disabled={reveal.isPending}
            onClick={() => reveal.mutate({ params }, { onSuccess: (r) => onSecret(r.secret), onError: fail })}
          >
            {t.reveal}
          </Button>
          <Button
            size="small"
            disabled={rotate.isPending}
            onClick={() => rotate.mutate({ params }, { onSuccess: (r) => onSecret(r.secret), onError: fail })}
          >
            {t.rotate}
          </Button>
          <Button
            size="small"
            color="error"
            disabled={remove.isPending}
            onClick={() => remove.mutate({ params }, { onError: fail })}
          >
            {t.remove}
          </Button>
        </Stack>
        <DeliveryLog log={log} />
      </Stack>
    </Box>
  );
}

function AddWebhookForm({ onCreated }: { onCreated: (endpointId: string, secret: string) => void }) {
  const create = useCreateWebhook();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([...WEBHOOK_EVENT_TYPES]);
  const error = create.error ? messageOf(create.error) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { body: { url: url.trim(), description, events } },
      {
        onSuccess: (created) => {
          onCreated(created.endpoint.endpointId, created.secret);
          setUrl('');
          setDescription('');
        },
      },
    );
  };
  const toggle = (type: WebhookEventType, on: boolean) =>
    setEvents((current) => (on ? [...current, type] : current.filter((e) => e !== type)));
  return (
    <Stack component="form" spacing={2} onSubmit={submit} aria-label={t.add}>
      <TextField
        label={t.urlLabel}
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        required
        type="url"
        placeholder="https://example.com/webhooks/cutroom"
        error={error !== null}
        helperText={error}
      />
      <TextField
        label={t.descriptionLabel}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
      />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <FormLabel component="legend">{t.eventsLabel}</FormLabel>
        <FormGroup row>
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <FormControlLabel
              key={type}
              control={
                <Checkbox checked={events.includes(type)} onChange={(e) => toggle(type, e.target.checked)} />
              }
              label={WEBHOOK_EVENT_LABELS[type]}
            />
          ))}
        </FormGroup>
      </Box>
      <Box>
        <Button
          type="submit"
          variant="contained"
          disabled={create.isPending || events.length === 0 || !url.trim()}
        >
          {create.isPending ? t.adding : t.add}
        </Button>
      </Box>
    </Stack>
  );
}
