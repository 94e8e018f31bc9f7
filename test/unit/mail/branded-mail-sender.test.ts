/**
 * A branded mail's sender and how often the brand is read: the display name 'Acme Studio via Cutroom' is one
 * header whatever the studio typed (quotes, line breaks and control characters never leave it; a name beyond
 * ASCII goes as RFC 2047 encoded words, as SES requires), and the brand is read once per event, not once per
 * recipient.
 */
import { describe, expect, it } from 'vitest';
import { formatFromAddress } from '../../../functions/notify/adapters/ses-mail';
import type { MailMessage } from '../../../functions/notify/mail/mail-port';
import type { NotifyPorts, NotifyStore } from '../../../functions/notify/ports';
import { notifyEvent } from '../../../functions/notify/use-cases/notify-event';
import { editorReplyMail } from '../../../functions/notify/mail/templates/editor-reply-mail';
import { brandedSenderName, type AppliedBrand } from '../../../shared/domain/brand';
import { contrastRatio } from '../../../shared/domain/brand-colour';
import type { DomainEventOf } from '../../../shared/domain/domain-events';

const FROM = 'no-reply@cutroom.test';

/** Decodes the display name of a From header (quoted string or RFC 2047 B-words). */
function displayNameOf(header: string): string {
  const name = header.slice(0, header.lastIndexOf(' <'));
  if (name.startsWith('"')) return name.slice(1, -1).replace(/\\(.)/g, '$1');
  return name
    .split(' ')
    .map((word) => {
      const match = /^=\?UTF-8\?B\?([A-Za-z0-9+/=]+)\?=$/.exec(word);
      if (!match?.[1]) throw new Error(`not an encoded word: ${word}`);
      return Buffer.from(match[1], 'base64');
    })
    .reduce((all, bytes) => Buffer.concat([all, bytes]), Buffer.alloc(0))
    .toString('utf8');
}

describe("a branded mail's From header", () => {
  it("names the studio 'via Cutroom' beside the product's address", () => {
    expect(formatFromAddress(brandedSenderName('Acme Studio', 'Cutroom'), FROM)).toBe(
      `"Acme Studio via Cutroom" <${FROM}>`,
    );
  });

  it('keeps a hostile name inside one header: no line break, no early end of the name', () => {
    const header = formatFromAddress(brandedSenderName('"Evil"\r\nBcc: x@y', 'Cutroom'), FROM);
    expect(header).toBe(`"Evil Bcc: x@y via Cutroom" <${FROM}>`);
    const raw = formatFromAddress('A"\\\r\nB\u0000\u0085C', FROM);
    expect([...raw].some((c) => ['\r', '\n', '\u0000', '\u0085'].includes(c))).toBe(false);
    expect(displayNameOf(raw)).toBe('A"\\ B C');
    expect(brandedSenderName('<script>', 'Cutroom')).toBe('script via Cutroom');
    expect(brandedSenderName(' \r\n ', 'Cutroom')).toBe('Cutroom');
  });

  it('encodes a name beyond ASCII as RFC 2047 words of at most 75 characters, whole characters each', () => {
    const name = brandedSenderName('Études Åsa — 映像スタジオ 🎬 Ünïcødé Prøductions', 'Cutroom');
    const header = formatFromAddress(name, FROM);
    expect(header).toMatch(/^(=\?UTF-8\?B\?[A-Za-z0-9+/=]+\?= )+<no-reply@cutroom\.test>$/);
    expect(header).not.toContain('"');
    for (const word of header.split(' ').slice(0, -1)) expect(word.length).toBeLessThanOrEqual(75);
    expect(displayNameOf(header)).toBe(name);
  });
});

describe('the brand of a mail to the clients on a thread', () => {
  it('is read once for the event, whatever the number of recipients', async () => {
    const brand: AppliedBrand = {
      displayName: 'Acme Studio',
      accent: '#0b5394',
      theme: 'light',
      showPoweredBy: true,
      logo: { url: 'https://media.cutroom.test/brand/ws-1/abc.png', width: 600, height: 200 },
    };
    const reads: string[] = [];
    const sent: MailMessage[] = [];
    const store = {
      claimMail: async () => 'fresh',
      finishMail: async () => undefined,
      releaseMail: async () => undefined,
    } as Partial<NotifyStore> as NotifyStore;
    const ports: NotifyPorts = {
      store,
      mail: { send: async (message) => void sent.push(message) },
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
      appUrl: 'https://app.cutroom.test',
      unsubscribeLinks: {} as NotifyPorts['unsubscribeLinks'],
      brands: {
        inForce: async (workspaceId) => {
          reads.push(workspaceId);
          return brand;
        },
      },
    };
    const event: DomainEventOf<'editor_replied'> = {
      id: 'evt-1',
      type: 'editor_replied',
      at: '2026-11-28T00:00:00.000Z',
      ownerId: 'ws-1',
      projectId: 'p-1',
      projectName: 'Spring campaign',
      recipients: ['a@client.test', 'b@client.test', 'c@client.test'],
      shareToken: 'tok',
      editorLabel: 'Bea',
      videoTitle: 'Cut 1',
      note: { timecodeMs: 2000, body: 'Warmer' },
      reply: 'Done',
    } as DomainEventOf<'editor_replied'>;
    await notifyEvent(ports, event);
    expect(reads).toEqual(['ws-1']);
    expect(sent.map((m) => [m.to, m.fromName])).toEqual([
      ['a@client.test', 'Acme Studio via Cutroom'],
      ['b@client.test', 'Acme Studio via Cutroom'],
      ['c@client.test', 'Acme Studio via Cutroom'],
    ]);
    expect(sent[0]?.html).toContain('src="https://media.cutroom.test/brand/ws-1/abc.png"');
  });
});

describe("a branded mail's accent", () => {
  it.each(['#ffffff', '#000000', '#ffff00', '#808080'])(
    'stays readable with the worst colour %s: the button ≥ 3:1 on the white card, its label ≥ 4.5:1',
    async (accent) => {
      const { html } = await editorReplyMail({
        projectName: 'P',
        videoTitle: 'V',
        note: { timecodeMs: 1000, body: 'n' },
        editorLabel: 'E',
        reply: 'r',
        reviewUrl: 'https://app.cutroom.test/Review?token=t',
        brand: { displayName: 'Acme', accent, theme: 'dark', showPoweredBy: false, logo: null },
      });
      const button = /<a[^>]*style="([^"]*background-color:#[0-9a-f]{6}[^"]*)"[^>]*>/.exec(html)?.[1] ?? '';
      const fill = /background-color:(#[0-9a-f]{6})/.exec(button)?.[1] ?? '';
      const label = /(?:^|;)color:(#[0-9a-f]{6})/.exec(button)?.[1] ?? '';
      expect(contrastRatio(fill, '#ffffff')).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(fill, '#f4f4f7')).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(label, fill)).toBeGreaterThanOrEqual(4.5);
      // Without a logo, the header names the studio; the mail is signed by it.
      expect(html).toContain('>Acme</p>');
    },
  );
});
