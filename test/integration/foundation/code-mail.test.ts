/**
 * Confirmation codes from the local user pool reach the local mail store: the local system reads each new
 * code from cognito-local's database and mails it (infra/local/services/user-pool-code-watcher.ts), to the
 * whole address however long, within a few seconds, also late in a long test run (cognito-local's own log
 * drops some code lines under load, which is why the log is not used).
 */
import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { assertLocalEndpoint } from '../../support/env';
import { TEST_PASSWORD } from '../../support/users';

interface StoredMail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string };
}

/** An address of exactly `length` characters, unique per call. */
function longEmail(length: number): string {
  const tail = `-${randomUUID()}@test.cutroom.local`;
  const email = `long${'x'.repeat(length - tail.length - 4)}${tail}`;
  expect(email).toHaveLength(length);
  return email;
}

async function mailsTo(to: string): Promise<StoredMail[]> {
  const response = await fetch(new URL('/store', inject('mailUrl')));
  if (!response.ok) throw new Error(`mail store answered ${response.status}`);
  const store = (await response.json()) as { emails: StoredMail[] };
  return store.emails.filter((m) => m.destination.to.includes(to));
}

/** Polls the mail store only (no Cognito call, so cognito-local logs nothing more meanwhile). */
async function waitForMail(to: string, timeoutMs: number): Promise<StoredMail> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await mailsTo(to)).at(-1);
    if (mail) return mail;
    if (Date.now() > until) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('confirmation codes from the local user pool', () => {
  const cognito = new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint: assertLocalEndpoint(inject('cognitoEndpoint')),
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  afterAll(() => cognito.destroy());

  it.each([66, 110])(
    'mails the code of a sign-up with a %i-character address at once, and the code confirms it',
    async (length) => {
      const email = longEmail(length);
      const clientId = inject('clientId');
      await cognito.send(
        new SignUpCommand({
          ClientId: clientId,
          Username: email,
          Password: TEST_PASSWORD,
          UserAttributes: [{ Name: 'email', Value: email }],
        }),
      );
      const mail = await waitForMail(email, 5_000);
      expect(mail.destination.to).toEqual([email]);
      expect(mail.subject).toMatch(/confirmation code/);
      // The code stands on its own line of the product's code mail (the same template as the cloud's trigger).
      const code = /^(\d{6})$/m.exec(mail.body.text ?? '')?.[1] ?? '';
      expect(code).toMatch(/^\d{6}$/);
      const confirm = (confirmationCode: string) =>
        cognito.send(
          new ConfirmSignUpCommand({
            ClientId: clientId,
            Username: email,
            ConfirmationCode: confirmationCode,
          }),
        );
      await expect(confirm(code === '000000' ? '111111' : '000000')).rejects.toThrow();
      await expect(confirm(code)).resolves.toBeDefined();
      const user = await cognito.send(
        new AdminGetUserCommand({ UserPoolId: inject('userPoolId'), Username: email }),
      );
      expect(user.UserStatus).toBe('CONFIRMED');
    },
  );
});
