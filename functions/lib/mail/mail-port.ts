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
}

export interface MailPort {
  send(message: MailMessage): Promise<void>;
}
