/**
 * Cognito CustomMessage trigger: the user pool's code mails (sign-up, resent code, password reset, address
 * change) in the product's layout instead of Cognito's one-line text. The template keeps Cognito's `{####}`
 * placeholder, which Cognito replaces with the code. Other messages (admin invitations, SMS) stay Cognito's.
 */
import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { appUrl } from '../platform/config/env';
import { accountCodeMail, type AccountCodePurpose } from '../notify';

const PURPOSES: Partial<Record<CustomMessageTriggerEvent['triggerSource'], AccountCodePurpose>> = {
  CustomMessage_SignUp: 'signUp',
  CustomMessage_ResendCode: 'signUp',
  CustomMessage_ForgotPassword: 'forgotPassword',
  CustomMessage_UpdateUserAttribute: 'verify',
  CustomMessage_VerifyUserAttribute: 'verify',
};

export function makeCustomMessageHandler(app: () => string) {
  return async (event: CustomMessageTriggerEvent): Promise<CustomMessageTriggerEvent> => {
    const purpose = PURPOSES[event.triggerSource];
    const code = event.request.codeParameter;
    if (!purpose || !code) return event;
    const name = event.request.userAttributes['name']?.trim();
    const mail = await accountCodeMail({ purpose, code, recipientName: name ? name : null, appUrl: app() });
    event.response.emailSubject = mail.subject;
    event.response.emailMessage = mail.html;
    return event;
  };
}

export const handler = makeCustomMessageHandler(appUrl);
