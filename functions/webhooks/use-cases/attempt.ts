/**
 * One attempt of a queued message, whatever its target: the request, timed; what it came to as the delivery
 * log records it (status, or why there was no answer; response time); and, when it failed, when the next
 * attempt is due. Endpoints and Slack share it so that both logs say the same things the same way.
 */
import type { OutboundResponse } from '../../platform/http/outbound-guard';
import { retryOf, type DeliveryMessage } from '../delivery-message';
import type { DeliveryAttempt } from '../ports';

/** Why an attempt got no answer, as the delivery log shows it. */
function errorText(error: unknown): string {
  if (error instanceof Error)
    return error.name === 'OutboundRefusedError' ? error.message : `${error.name}: ${error.message}`;
  return String(error);
}

export async function attemptDelivery(
  message: DeliveryMessage,
  now: Date,
  send: () => Promise<OutboundResponse>,
): Promise<{ attempt: DeliveryAttempt; retry: ReturnType<typeof retryOf> }> {
  const started = Date.now();
  let status: number | null = null;
  let error: string | null = null;
  let durationMs: number;
  try {
    const answer = await send();
    status = answer.status;
    durationMs = answer.durationMs;
  } catch (failure) {
    error = errorText(failure);
    durationMs = Date.now() - started;
  }
  const ok = status !== null && status >= 200 && status < 300;
  const retry = ok ? null : retryOf(message, now);
  return {
    attempt: {
      messageId: message.messageId,
      eventType: message.eventType,
      attempt: message.attempt,
      status,
      ok,
      durationMs,
      error,
      at: now.toISOString(),
      nextAttemptAt: retry?.at ?? null,
    },
    retry,
  };
}
