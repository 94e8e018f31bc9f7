/**
 * The mail port over SES v2 (SendEmail, simple content). Locally the SES client points at aws-ses-v2-local,
 * whose `/store` keeps what was sent.
 */
import { SendEmailCommand, type SESv2Client } from '@aws-sdk/client-sesv2';
import type { MailMessage, MailPort } from '../mail/mail-port';

/**
 * The From header: `"Name" <address>` with the quotes and backslashes of the name escaped (RFC 5322 quoted
 * string); a name with characters beyond ASCII as RFC 2047 encoded words instead (SES requires it, and an
 * encoded word may not sit inside quotes). Line breaks and other control characters become spaces: a name
 * (a studio's brand) can never start a header of its own.
 */
export function formatFromAddress(fromName: string, address: string): string {
  const name = fromName
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (name === '') return address;
  if (/^[\x20-\x7e]*$/.test(name)) return `"${name.replace(/(["\\])/g, '\\$1')}" <${address}>`;
  return `${encodedWords(name).join(' ')} <${address}>`;
}

/** Bytes of UTF-8 per encoded word: `=?UTF-8?B?` + base64 of 45 bytes (60) + `?=` stays within 75 characters. */
const WORD_BYTES = 45;

/** RFC 2047 B-encoded words, each whole characters (a character is never split between two words). */
function encodedWords(text: string): string[] {
  const words: string[] = [];
  let chunk = '';
  for (const char of text) {
    if (Buffer.byteLength(chunk + char, 'utf8') > WORD_BYTES) {
      words.push(chunk);
      chunk = '';
    }
    chunk += char;
  }
  if (chunk) words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${Buffer.from(word, 'utf8').toString('base64')}?=`);
}

/** RFC 2369 + RFC 8058 headers of a one-click unsubscribe (SES v2 SendEmail Simple content takes Headers). */
export function listUnsubscribeHeaders(url: string): { Name: string; Value: string }[] {
  if (!/^https?:\/\/[^\s<>]+$/.test(url)) throw new Error('List-Unsubscribe: not an http(s) URL');
  return [
    { Name: 'List-Unsubscribe', Value: `<${url}>` },
    { Name: 'List-Unsubscribe-Post', Value: 'List-Unsubscribe=One-Click' },
  ];
}

export interface SesMailOptions {
  /** The product's From address (a verified SES identity). */
  fromAddress: string;
  /** SES configuration set (cloud: delivery events, reputation); absent locally. */
  configurationSet?: string;
}

export function sesMail(client: SESv2Client, options: SesMailOptions): MailPort {
  return {
    async send(message: MailMessage): Promise<void> {
      await client.send(
        new SendEmailCommand({
          FromEmailAddress: formatFromAddress(message.fromName, options.fromAddress),
          ...(options.configurationSet ? { ConfigurationSetName: options.configurationSet } : {}),
          Destination: { ToAddresses: [message.to] },
          Content: {
            Simple: {
              Subject: { Data: message.subject.replace(/[\r\n]+/g, ' '), Charset: 'UTF-8' },
              Body: {
                Text: { Data: message.text, Charset: 'UTF-8' },
                Html: { Data: message.html, Charset: 'UTF-8' },
              },
              ...(message.listUnsubscribeUrl
                ? { Headers: listUnsubscribeHeaders(message.listUnsubscribeUrl) }
                : {}),
            },
          },
        }),
      );
    },
  };
}
