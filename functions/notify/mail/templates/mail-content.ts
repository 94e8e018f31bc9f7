/** What a template produces; the caller adds the recipient and the From name. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}
