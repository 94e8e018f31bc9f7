/**
 * The mail port over SES v2 (SendEmail, simple content). Locally the SES client points at aws-ses-v2-local,
 * whose `/store` keeps what was sent.
 */
import { SendEmailCommand, type SESv2Client } from '@aws-sdk/client-sesv2';
import type { MailMessage, MailPort } from '../mail/mail-port';

/** `"Name" <address>` with the quotes and backslashes of the name escaped (RFC 5322 quoted string). */
export function formatFromAddress(fromName: string, address: string): string {
  const name = fromName.replace(/[\r\n]+/g, ' ').trim();
  if (name === '') return address;
  return `"${name.replace(/(["\\])/g, '\\$1')}" <${address}>`;
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
