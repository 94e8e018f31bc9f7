/** The user pool's code mails: the CustomMessage trigger (cloud) and the template the local pool uses too. */
import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { makeCustomMessageHandler } from '../../../functions/cognito-custom-message/handler';
import { accountCodeMail } from '../../../functions/notify/mail/templates/account-code-mail';

function event(
  triggerSource: CustomMessageTriggerEvent['triggerSource'],
  name?: string,
): CustomMessageTriggerEvent {
  return {
    version: '1',
    region: 'eu-west-1',
    userPoolId: 'pool',
    userName: 'user',
    callerContext: { awsSdkVersion: '3', clientId: 'client' },
    triggerSource,
    request: {
      userAttributes: { email: 'sam@example.com', ...(name ? { name } : {}) },
      codeParameter: '{####}',
      usernameParameter: null,
      linkParameter: '{##Click Here##}',
    },
    response: { smsMessage: null, emailMessage: null, emailSubject: null },
  } as CustomMessageTriggerEvent;
}

const handler = makeCustomMessageHandler(() => 'https://app.cutroom.test');

describe('code mails', () => {
  it("puts Cognito's code placeholder into the product's layout, with the purpose's subject", async () => {
    const signUp = await handler(event('CustomMessage_SignUp', 'Sam Editor'));
    expect(signUp.response.emailSubject).toBe('Your Cutroom confirmation code');
    const html = signUp.response.emailMessage ?? '';
    expect(html).toContain('{####}');
    expect(html).toContain('Sam Editor');
    expect(html).toContain('https://app.cutroom.test/Login');
    // Cognito refuses custom messages over 20,000 characters.
    expect(html.length).toBeLessThan(20_000);
    expect((await handler(event('CustomMessage_ForgotPassword'))).response.emailSubject).toBe(
      'Your Cutroom password reset code',
    );
    expect((await handler(event('CustomMessage_ResendCode'))).response.emailSubject).toBe(
      'Your Cutroom confirmation code',
    );
    expect((await handler(event('CustomMessage_UpdateUserAttribute'))).response.emailSubject).toBe(
      'Your Cutroom verification code',
    );
  });

  it('leaves messages it does not own to Cognito (admin invitations)', async () => {
    const invite = await handler(event('CustomMessage_AdminCreateUser'));
    expect(invite.response.emailMessage).toBeNull();
    expect(invite.response.emailSubject).toBeNull();
  });

  it('the local pool mails the same template with the real code: text and HTML', async () => {
    const mail = await accountCodeMail({
      purpose: 'forgotPassword',
      code: '482913',
      recipientName: null,
      appUrl: 'http://localhost:3000/',
    });
    expect(mail.text).toMatch(/^482913$/m);
    expect(mail.text).toContain('The code is valid for 1 hour.');
    expect(mail.html).toContain('482913');
    expect(mail.html).toContain('http://localhost:3000/Login');
  });
});
