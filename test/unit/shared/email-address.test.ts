/**
 * The one strict address rule (shared/forms/email.ts) at every edge that takes an address: the contact
 * form's API body, register / login / forgot password, and a client's reply address. Hostile inputs that
 * would put headers or recipients into a mailto link or a mail are refused; ordinary addresses pass.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { contactRequestSchema } from '../../../shared/api/endpoints/contact';
import { replyEmailSchema } from '../../../shared/domain/note-reply';
import { EMAIL_PATTERN, emailSchema } from '../../../shared/forms/email';
import { forgotPasswordFormSchema } from '../../../shared/forms/forgot-password-form';
import { registerFormSchema } from '../../../shared/forms/register-form';

const HOSTILE = [
  'x@probe.cutroom.local?cc=victim%40evil.example&body=pay%20here',
  'x@probe.cutroom.local&cc=victim@evil.example',
  'x@probe.cutroom.local#fragment',
  'x?cc=victim@probe.cutroom.local',
  'x%40evil.example@probe.cutroom.local',
  'victim@evil.example,x@probe.cutroom.local',
  'victim@evil.example;x@probe.cutroom.local',
  'x@probe.cutroom.local\nBcc: victim@evil.example',
  'x@probe.cutroom.local\r\nSubject: pay here',
  'x@probe.cutroom.local Bcc:victim@evil.example',
  '"Pay here" <x@probe.cutroom.local>',
  '<x@probe.cutroom.local>',
  '"x@evil"@probe.cutroom.local',
  'x@evil.example@probe.cutroom.local',
  'x@[127.0.0.1]',
  'x@probe.cutroom.local/path',
  'x@probe.cutroom.local:25',
  'x@probe..cutroom.local',
  'x@-probe.cutroom.local',
  'x@probe-.cutroom.local',
  'x@.cutroom.local',
  'x@cutroom',
  '.x@probe.cutroom.local',
  'x.@probe.cutroom.local',
  'x..y@probe.cutroom.local',
  'javascript:alert(1)//@probe.cutroom.local',
  'x@probe.cutroom.l0cal',
  'x@probe.cutroom.local.',
  `${'a'.repeat(65)}@probe.cutroom.local`,
  `x@${'a'.repeat(64)}.example`,
  `x@${'abcdefghij.'.repeat(24)}example`,
  'ünïcode@probe.cutroom.local',
  'x@prøbe.example',
];

const ORDINARY = [
  'x@probe.cutroom.local',
  'demo@cutroom.local',
  'Ann.Lee@Example.COM',
  "o'brien+reviews@mail.example.co.uk",
  'first_last-99@sub-domain.example.io',
  'x@y.z',
  'user@xn--bcher-kva.example',
];

const contactBody = (email: string) => ({
  name: 'Probe',
  email,
  reason: 'billing',
  message: 'Hello',
  submissionId: '4b1f1f4e-8f6a-4f7e-9c3e-0e0c1a2b3c4d',
});

describe('the strict address rule', () => {
  it.each(HOSTILE)('refuses %j at every edge', (address) => {
    expect(z.safeParse(emailSchema, address).success).toBe(false);
    expect(z.safeParse(contactRequestSchema, contactBody(address)).success).toBe(false);
    expect(z.safeParse(replyEmailSchema, address).success).toBe(false);
    expect(z.safeParse(forgotPasswordFormSchema, { email: address }).success).toBe(false);
    expect(
      z.safeParse(registerFormSchema, {
        fullName: 'Probe',
        email: address,
        password: 'secret-1',
        confirmPassword: 'secret-1',
      }).success,
    ).toBe(false);
  });

  it.each(ORDINARY)('accepts %j', (address) => {
    expect(z.safeParse(emailSchema, address).success).toBe(true);
    expect(z.safeParse(contactRequestSchema, contactBody(address)).success).toBe(true);
    expect(z.safeParse(replyEmailSchema, address).success).toBe(true);
  });

  it('the contact API says why: the invalid-address message on the email field', () => {
    const result = z.safeParse(contactRequestSchema, contactBody(HOSTILE[0] ?? ''));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['email', 'Please enter a valid email'],
    ]);
  });

  it('never accepts anything with a character that means something in a link or a mail header', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (address) => {
        if (!EMAIL_PATTERN.test(address)) return;
        // One '@'; before it only letters, digits and . _ ' + -; after it only a host name.
        expect(address).toMatch(/^[A-Za-z0-9._'+-]+@[A-Za-z0-9.-]+$/);
      }),
      { numRuns: 2000 },
    );
    // The same on strings built from the characters that matter, which random text seldom combines.
    const parts = fc.constantFrom(
      'x',
      'a.b',
      '@',
      '?',
      '&',
      '=',
      '%40',
      '#',
      '.',
      '-',
      'cc',
      'local',
      "'",
      '+',
    );
    fc.assert(
      fc.property(fc.array(parts, { maxLength: 12 }), (pieces) => {
        const address = pieces.join('');
        if (!EMAIL_PATTERN.test(address)) return;
        expect(address).not.toMatch(/[?&=%#]/);
        expect(address.split('@')).toHaveLength(2);
      }),
      { numRuns: 3000 },
    );
  });
});
