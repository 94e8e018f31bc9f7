/** Which SES events suppress which addresses, and the send gate that honours suppressions. */
import { describe, expect, it } from 'vitest';
import type { MailMessage } from '../../../functions/notify/mail/mail-port';
import { suppressingMail } from '../../../functions/notify/adapters/suppressing-mail';
import {
  recordMailEvent,
  sesEventSchema,
  suppressionsOf,
} from '../../../functions/notify/use-cases/record-mail-event';
import { memoryMetrics } from '../../../functions/platform/runtime/metrics';
import { localSesEvent } from '../../../infra/local/services/mail';

const AT = '2026-11-23T10:00:00.000Z';
const mail = { messageId: 'm1', from: 'app@cutroom.test', to: ['a@x.test'], at: new Date(AT) };

describe('SES events', () => {
  it('a permanent bounce and a complaint suppress their recipients', () => {
    expect(
      suppressionsOf(sesEventSchema.parse(localSesEvent('bounce', 'a@x.test', mail)), 'fallback'),
    ).toEqual([{ address: 'a@x.test', reason: 'bounce', at: AT, detail: 'Permanent/General' }]);
    expect(
      suppressionsOf(sesEventSchema.parse(localSesEvent('complaint', 'a@x.test', mail)), 'fallback'),
    ).toEqual([{ address: 'a@x.test', reason: 'complaint', at: AT, detail: 'complaint/abuse' }]);
  });

  it('a transient bounce or a delivery suppresses nothing; the SNS notification format is read too', () => {
    const transient = {
      notificationType: 'Bounce',
      bounce: { bounceType: 'Transient', bouncedRecipients: [{ emailAddress: 'a@x.test' }] },
    };
    expect(suppressionsOf(sesEventSchema.parse(transient), AT)).toEqual([]);
    expect(suppressionsOf(sesEventSchema.parse({ eventType: 'Delivery', delivery: {} }), AT)).toEqual([]);
    const notification = {
      notificationType: 'Bounce',
      bounce: { bounceType: 'Permanent', bouncedRecipients: [{ emailAddress: 'b@x.test' }] },
    };
    expect(suppressionsOf(sesEventSchema.parse(notification), AT)).toEqual([
      { address: 'b@x.test', reason: 'bounce', at: AT, detail: 'Permanent/General' },
    ]);
  });

  it('drops what is not an SES event, writes once per address', async () => {
    const written: string[] = [];
    const ports = {
      suppress: async (s: { address: string }) => {
        const fresh = !written.includes(s.address);
        written.push(s.address);
        return fresh;
      },
      clock: { now: () => new Date(AT) },
      log: { info: () => undefined, warn: () => undefined },
      metrics: memoryMetrics(),
    };
    expect(await recordMailEvent(ports, 'not json')).toBe(0);
    expect(await recordMailEvent(ports, JSON.stringify({ bounce: 'x' }))).toBe(0);
    const event = JSON.stringify(localSesEvent('bounce', 'a@x.test', mail));
    expect(await recordMailEvent(ports, event)).toBe(1);
    expect(await recordMailEvent(ports, event)).toBe(0);
    // Each delivered bounce is counted (the metric counts bounces, not new suppressions); complaints are not.
    await recordMailEvent(ports, JSON.stringify(localSesEvent('complaint', 'b@x.test', mail)));
    expect(ports.metrics.events).toEqual([
      ['MailsBounced', 1],
      ['MailsBounced', 1],
    ]);
  });
});

describe('the send gate', () => {
  it('never sends to a suppressed address', async () => {
    const sent: string[] = [];
    const port = suppressingMail(
      { send: async (m: MailMessage) => void sent.push(m.to) },
      { find: async (address) => (address === 'gone@x.test' ? { reason: 'bounce' } : null) },
      { info: () => undefined },
    );
    const message = { fromName: 'Cutroom', subject: 's', text: 't', html: '<p>t</p>' };
    await port.send({ ...message, to: 'gone@x.test' });
    await port.send({ ...message, to: 'ok@x.test' });
    expect(sent).toEqual(['ok@x.test']);
  });
});
