/** Outgoing e-mail, as the use cases see it (the SES adapter owns every SDK call). */
export interface MailMessage {
  /** One recipient address. */
  to: string;
  /** Display name shown beside the product's From address. */
  fromName: string;
  subject: string;
  /** Plain-text body (always sent; the HTML part is the rich version of the same text). */
  text: string;
  html: string;
  /**
   * The one-click unsubscribe URL (RFC 8058): sent as `List-Unsubscribe: <url>` with
   * `List-Unsubscribe-Post: List-Unsubscribe=One-Click`. Absent on mails one cannot opt out of (contact).
   */
  listUnsubscribeUrl?: string;
}

export interface MailPort {
  send(message: MailMessage): Promise<void>;
}
