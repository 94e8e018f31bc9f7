/**
 * A delivery log as Settings shows it under a webhook endpoint and under a Slack connection: the latest
 * attempts, newest first, each with its answer (status, or 'No answer'), what was sent, the attempt, the
 * response time, when, and why it failed when there was no answer. The one rendering of both logs.
 */
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { WebhookDeliveryView } from '../../../../../shared/domain/webhooks';
import { formatDate } from '../../../../../shared/lib/date-format';
import { WEBHOOK_MESSAGES } from '../../../../../shared/messages/webhook-messages';
import { isApiError } from '../../../lib/api-error';
import { SectionList, SectionQuery } from './settings-section';

const t = WEBHOOK_MESSAGES;
const messageOf = (error: unknown) => (isApiError(error) ? error.message : t.noDeliveries);

export function DeliveryLog({
  log,
  label = t.deliveries,
}: {
  readonly log: UseQueryResult<{ deliveries: WebhookDeliveryView[] }>;
  /** The log's accessible name (a page with several logs names each). */
  readonly label?: string;
}) {
  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="h3">
        {t.deliveries}
      </Typography>
      <SectionQuery query={log} label={label} height={32} messageOf={messageOf}>
        {({ deliveries }) =>
          deliveries.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t.noDeliveries}
            </Typography>
          ) : (
            <SectionList label={label} spacing={0.5}>
              {deliveries.map((d) => (
                <DeliveryRow key={`${d.messageId}-${d.attempt}-${d.at}`} delivery={d} />
              ))}
            </SectionList>
          )
        }
      </SectionQuery>
    </Stack>
  );
}

function DeliveryRow({ delivery: d }: { readonly delivery: WebhookDeliveryView }) {
  return (
    <Stack
      component="li"
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap', fontSize: 14 }}
    >
      <Chip
        size="small"
        color={d.ok ? 'success' : 'error'}
        label={d.status === null ? t.noAnswer : String(d.status)}
      />
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {d.eventType}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t.attempt(d.attempt)} · {t.responseTime(d.durationMs)} · {formatDate(d.at, 'noteTime')}
      </Typography>
      {d.error ? (
        <Typography variant="body2" color="error" sx={{ wordBreak: 'break-word' }}>
          {d.error}
        </Typography>
      ) : null}
    </Stack>
  );
}
