import { MAIL_MESSAGES } from '../../../../shared/messages/mail-messages';
import type { MailContent } from './mail-content';
import { renderMail } from './mail-layout';

export type AccountCodePurpose = 'signUp' | 'forgotPassword' | 'verify';

export interface AccountCodeMailInput {
  purpose: AccountCodePurpose;
  /** The code, or Cognito's `{####}` placeholder (the trigger fills in the template, Cognito the code). */
  code: string;
  recipientName: string | null;
  /** Where the button goes (the sign-in page). */
  appUrl: string;
}

/** The code mails of the user pool, in the product's layout (cloud: CustomMessage trigger; local: the same). */
export function accountCodeMail(input: AccountCodeMailInput): Promise<MailContent> {
  const t = MAIL_MESSAGES.accountCode;
  return renderMail({
    subject: t.subject[input.purpose],
    recipientName: input.recipientName,
    paragraphs: [t.intro[input.purpose], input.code, t.validity[input.purpose]],
    action: { label: t.open, url: `${input.appUrl.replace(/\/$/, '')}/Login` },
    reason: MAIL_MESSAGES.why.account,
  });
}
