/**
 * Settings › Integrations (Admins and the Owner, `manageIntegrations`): Slack through an incoming-webhook
 * URL, for every project of the workspace or for one project; notes and approvals post one message per batch.
 * Each connection has 'Send test message' and its delivery log (the webhooks' DeliveryLog).
 * Below Pro the section shows what Pro adds and the plan reason; the server refuses the routes there too.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { SLACK_WORKSPACE_SCOPE, type SlackConnectionView } from '../../../../../shared/domain/slack';
import { formatDate } from '../../../../../shared/lib/date-format';
import { INTEGRATION_MESSAGES, WEBHOOK_MESSAGES } from '../../../../../shared/messages/webhook-messages';
import { useToast } from '../../../components/toast/toast-context';
import { isApiError } from '../../../lib/api-error';
import {
  useConnectSlack,
  useDisconnectSlack,
  useIntegrationsAccess,
  useProjectChoices,
  useSendSlackTest,
  useSlackConnections,
  useSlackDeliveries,
} from '../api/webhooks';
import { DeliveryLog } from './delivery-log';
import { SectionList, SectionQuery, SettingsSection } from './settings-section';

const t = INTEGRATION_MESSAGES;
const messageOf = (error: unknown) => (isApiError(error) ? error.message : t.none);

export function IntegrationsSection() {
  const access = useIntegrationsAccess();
  if (!access?.may) return null;
  return (
    <SettingsSection
      id="integrations"
      title={t.title}
      intro={
        <>
          <Typography variant="h5" component="h3" gutterBottom>
            {t.slackTitle}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t.slackIntro}
          </Typography>
        </>
      }
      gate={{
        feature: 'integrations',
        planLevel: access.planLevel,
        adds: <Typography>{t.proOnly}</Typography>,
      }}
    >
      <SlackBody />
    </SettingsSection>
  );
}

function SlackBody() {
  const connections = useSlackConnections(true);
  return (
    <SectionQuery query={connections} label={t.slackTitle} messageOf={messageOf}>
      {({ connections: list }) => (
        <Stack spacing={3}>
          {list.length === 0 ? (
            <Typography color="text.secondary">{t.none}</Typography>
          ) : (
            <SectionList label={t.connections}>
              {list.map((connection) => (
                <ConnectionRow key={connection.scope} connection={connection} />
              ))}
            </SectionList>
          )}
          <ConnectForm />
        </Stack>
      )}
    </SectionQuery>
  );
}

function ConnectionRow({ connection }: { connection: SlackConnectionView }) {
  const toast = useToast();
  const disconnect = useDisconnectSlack();
  const test = useSendSlackTest();
  const log = useSlackDeliveries(connection.scope);
  const params = { scope: connection.scope };
  const fail = (error: unknown) => toast.error(messageOf(error));
  const scopeLabel =
    connection.scope === SLACK_WORKSPACE_SCOPE ? t.wholeWorkspace : (connection.projectName ?? '');
  return (
    <Box component="li" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      <Stack spacing={1.5}>
        <Typography sx={{ fontWeight: 600 }}>
          {t.connected}: {scopeLabel}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
          {connection.urlHint} · {formatDate(connection.connectedAt, 'noteTime')}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            size="small"
            disabled={test.isPending}
            onClick={() =>
              test.mutate({ params }, { onSuccess: () => toast.success(t.testSent), onError: fail })
            }
          >
            {t.sendTest}
          </Button>
          <Button
            size="small"
            color="error"
            disabled={disconnect.isPending}
            onClick={() => disconnect.mutate({ params }, { onError: fail })}
          >
            {t.disconnect}
          </Button>
        </Stack>
        <DeliveryLog log={log} label={`${WEBHOOK_MESSAGES.deliveries}: ${scopeLabel}`} />
      </Stack>
    </Box>
  );
}

function ConnectForm() {
  const connect = useConnectSlack();
  const projects = useProjectChoices(true);
  const [url, setUrl] = useState('');
  const [scope, setScope] = useState<string>(SLACK_WORKSPACE_SCOPE);
  const error = connect.error ? messageOf(connect.error) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    connect.mutate({ params: { scope }, body: { url: url.trim() } }, { onSuccess: () => setUrl('') });
  };
  return (
    <Stack component="form" spacing={2} onSubmit={submit} aria-label={t.connect}>
      <TextField select label={t.projectLabel} value={scope} onChange={(e) => setScope(e.target.value)}>
        <MenuItem value={SLACK_WORKSPACE_SCOPE}>{t.wholeWorkspace}</MenuItem>
        {(projects.data?.items ?? []).map((project) => (
          <MenuItem key={project.id} value={project.id}>
            {project.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t.urlLabel}
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        required
        type="url"
        placeholder="https://hooks.slack.com/services/…"
        error={error !== null}
        helperText={error}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={connect.isPending || !url.trim()}>
          {connect.isPending ? t.connecting : t.connect}
        </Button>
      </Box>
    </Stack>
  );
}
