/**
 * Confirmation codes from the local user pool reach the local mail store: cognito-local prints each code in
 * a box on its log and the local system mails it (infra/local/services/user-pool.ts). Long e-mail addresses
 * wrap inside the box; the mail must still go to the whole address, at once, without waiting for more log
 * output.
 */
import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { codeDeliveryScanner, type CodeDelivery } from '../../../infra/local/services/user-pool';
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

// cognito-local's real output for a SignUp (pino-pretty single-line, box 80 wide, no colours on a pipe).
const ESC = '\u001b';
const capturedBox =
  `[1795363087180] ${ESC}[32mINFO${ESC}[39m: ${ESC}[36m9882613b SignUp ╭${'─'.repeat(78)}╮` +
  [
    '',
    'Confirmation Code Delivery',
    '',
    'Username:    68102217-3ce6-47ee-9ec5-70c0879d4a4d',
    'Destination: a-very-long-local-part-for-testing-wrapping-xxxxxxxxxxxxxxx',
    'xxxxxxxxxxxxxxx@test.cutroom.local',
    'Code:        153901',
    '',
  ]
    .map((row) => `│${row ? `   ${row}` : ''}`.padEnd(79) + '│')
    .join('') +
  `╰${'─'.repeat(78)}╯${ESC}[39m ${ESC}[90m{"reqId":"9882613b","target":"SignUp"}${ESC}[39m`;
const capturedDelivery: CodeDelivery = {
  operation: 'SignUp',
  destination:
    'a-very-long-local-part-for-testing-wrapping-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx@test.cutroom.local',
  code: '153901',
};

describe('the code box scanner', () => {
  it('reports a box as soon as its closing corner arrives, without a newline, however the output is split', () => {
    const deliveries: CodeDelivery[] = [];
    const scan = codeDeliveryScanner((delivery) => deliveries.push(delivery));
    scan('[1] INFO: NONE NONE Cognito Local running\n');
    const boxEnd = capturedBox.indexOf('╯') + 1;
    for (let i = 0; i < boxEnd; i += 7) scan(capturedBox.slice(i, Math.min(i + 7, boxEnd)));
    expect(deliveries).toEqual([capturedDelivery]);
    scan(`${capturedBox.slice(boxEnd)}\n`);
    expect(deliveries).toHaveLength(1);
  });

  it('reads an address that starts on the row after its label, and boxes on separate lines', () => {
    const deliveries: CodeDelivery[] = [];
    const scan = codeDeliveryScanner((delivery) => deliveries.push(delivery));
    const box = [
      `INFO: abc ForgotPassword ╭${'─'.repeat(20)}╮`,
      '│ Destination:       │',
      '│ someone-with-a-lon │',
      '│ g-name@example.com │',
      '│ Code:    654321    │',
      '│                    │',
      `╰${'─'.repeat(20)}╯`,
    ].join('\n');
    scan(box);
    expect(deliveries).toEqual([
      { operation: 'ForgotPassword', destination: 'someone-with-a-long-name@example.com', code: '654321' },
    ]);
  });
});

describe('confirmation codes from the local user pool', () => {
  const cognito = new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint: assertLocalEndpoint(inject('cognitoEndpoint')),
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  afterAll(() => cognito.destroy());

  // 66: the address moves whole onto the row after "Destination:"; 110: it is cut over two rows.
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
      const code = /: (\d{6})\b/.exec(mail.body.text ?? '')?.[1] ?? '';
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
