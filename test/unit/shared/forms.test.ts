import { describe, expect, it } from 'vitest';
import { changePasswordFormSchema } from '../../../shared/forms/change-password-form';
import {
  CONTACT_REASON_LABELS,
  CONTACT_REASONS,
  contactFormSchema,
} from '../../../shared/forms/contact-form';
import { displayNameSchema } from '../../../shared/forms/display-name';
import { validateForm } from '../../../shared/forms/field-errors';
import { forgotPasswordFormSchema } from '../../../shared/forms/forgot-password-form';
import { loginFormSchema } from '../../../shared/forms/login-form';
import { isNoteTextBlank, noteTextSchema } from '../../../shared/forms/note-text';
import { passwordStrength } from '../../../shared/forms/password-strength';
import {
  canSubmitProjectDetails,
  projectDetailsSchema,
  selectedVideosSchema,
} from '../../../shared/forms/project-form';
import { registerFormSchema } from '../../../shared/forms/register-form';
import { z } from 'zod';

describe('login', () => {
  it('requires the e-mail, then checks its shape', () => {
    expect(validateForm(loginFormSchema, { email: '  ', password: 'secret1' })).toEqual({
      ok: false,
      errors: { email: 'Email is required' },
    });
    for (const bad of ['a', 'a@b', 'a b@c.d', '@b.c', 'a@.c']) {
      expect(validateForm(loginFormSchema, { email: bad, password: 'secret1' })).toEqual({
        ok: false,
        errors: { email: 'Please enter a valid email' },
      });
    }
  });
  it('requires the password, then 6 characters', () => {
    expect(validateForm(loginFormSchema, { email: 'a@b.co', password: '' })).toEqual({
      ok: false,
      errors: { password: 'Password is required' },
    });
    expect(validateForm(loginFormSchema, { email: 'a@b.co', password: '12345' })).toEqual({
      ok: false,
      errors: { password: 'Password must be at least 6 characters' },
    });
  });
  it('accepts and trims the e-mail', () => {
    expect(validateForm(loginFormSchema, { email: ' a@b.co ', password: '123456' })).toEqual({
      ok: true,
      value: { email: 'a@b.co', password: '123456' },
    });
  });
  it('reports both fields at once', () => {
    const r = validateForm(loginFormSchema, { email: '', password: '' });
    expect(r).toEqual({
      ok: false,
      errors: { email: 'Email is required', password: 'Password is required' },
    });
  });
});

describe('register', () => {
  const valid = { fullName: ' Al ', email: 'a@b.co', password: 'secret', confirmPassword: 'secret' };
  it('accepts a valid form with the name trimmed', () => {
    expect(validateForm(registerFormSchema, valid)).toEqual({
      ok: true,
      value: { ...valid, fullName: 'Al' },
    });
  });
  it('checks the full name', () => {
    expect(validateForm(registerFormSchema, { ...valid, fullName: '   ' })).toMatchObject({
      errors: { fullName: 'Full name is required' },
    });
    expect(validateForm(registerFormSchema, { ...valid, fullName: ' A ' })).toMatchObject({
      errors: { fullName: 'Full name must be at least 2 characters' },
    });
  });
  it('checks the confirmation', () => {
    expect(validateForm(registerFormSchema, { ...valid, confirmPassword: '' })).toEqual({
      ok: false,
      errors: { confirmPassword: 'Please confirm your password' },
    });
    expect(validateForm(registerFormSchema, { ...valid, confirmPassword: 'other1' })).toEqual({
      ok: false,
      errors: { confirmPassword: 'Passwords do not match' },
    });
  });
  it('reports a mismatch alongside other field errors', () => {
    expect(validateForm(registerFormSchema, { ...valid, email: 'x', confirmPassword: 'nope' })).toEqual({
      ok: false,
      errors: { email: 'Please enter a valid email', confirmPassword: 'Passwords do not match' },
    });
  });
});

describe('password strength', () => {
  const cases = [
    ['', 0, 'Very Weak'],
    ['abc', 1, 'Weak'],
    ['abcABC', 2, 'Fair'],
    ['abcABC1', 3, 'Good'],
    ['abcdABC1', 4, 'Strong'],
    ['abcdAB1!', 5, 'Very Strong'],
    ['!!!!!!!!', 2, 'Fair'],
    ['12345678', 2, 'Fair'],
  ] as const;
  for (const [pw, score, label] of cases) {
    it(`"${pw}" scores ${score} (${label})`, () => {
      expect(passwordStrength(pw)).toMatchObject({ score, label });
    });
  }
  it('reports each criterion', () => {
    expect(passwordStrength('aA1 ').criteria).toEqual({
      length: false,
      lowercase: true,
      uppercase: true,
      digit: true,
      special: true,
    });
  });
});

describe('forgot password', () => {
  it('uses the login e-mail rules', () => {
    expect(validateForm(forgotPasswordFormSchema, { email: '' })).toMatchObject({
      errors: { email: 'Email is required' },
    });
    expect(validateForm(forgotPasswordFormSchema, { email: 'x@y' })).toMatchObject({
      errors: { email: 'Please enter a valid email' },
    });
    expect(validateForm(forgotPasswordFormSchema, { email: 'x@y.z' }).ok).toBe(true);
  });
});

describe('change password', () => {
  const ok = { currentPassword: 'old', newPassword: '12345678', confirmNewPassword: '12345678' };
  it('accepts 8+ matching', () => {
    expect(validateForm(changePasswordFormSchema, ok).ok).toBe(true);
  });
  it('checks the match first, then the length', () => {
    expect(
      validateForm(changePasswordFormSchema, { ...ok, newPassword: 'short', confirmNewPassword: 'shorter' }),
    ).toEqual({
      ok: false,
      errors: { confirmNewPassword: 'New passwords do not match' },
    });
    expect(
      validateForm(changePasswordFormSchema, {
        ...ok,
        newPassword: '1234567',
        confirmNewPassword: '1234567',
      }),
    ).toEqual({
      ok: false,
      errors: { newPassword: 'Password must be at least 8 characters long' },
    });
  });
  it('requires the current password', () => {
    expect(validateForm(changePasswordFormSchema, { ...ok, currentPassword: '' })).toMatchObject({
      errors: { currentPassword: 'Current password is required' },
    });
  });
});

describe('contact', () => {
  const valid = { name: 'Ann', email: 'ann@ex.com', reason: 'billing', message: 'Hi' };
  it('has the seven reasons with their labels', () => {
    expect(CONTACT_REASONS).toHaveLength(7);
    expect(CONTACT_REASON_LABELS).toEqual({
      pricing: 'Pricing Inquiry',
      billing: 'Billing Question',
      technical: 'Technical Support',
      partnership: 'Partnership Inquiry',
      feature: 'Feature Request',
      general: 'General Inquiry',
      other: 'Other',
    });
  });
  it('requires every field', () => {
    expect(validateForm(contactFormSchema, valid).ok).toBe(true);
    for (const key of ['name', 'email', 'reason', 'message'] as const) {
      const r = validateForm(contactFormSchema, { ...valid, [key]: '' });
      expect(r).toEqual({ ok: false, errors: { [key]: 'Please fill in all required fields' } });
    }
    expect(validateForm(contactFormSchema, { ...valid, reason: 'spam' })).toMatchObject({
      errors: { reason: 'Please fill in all required fields' },
    });
    expect(validateForm(contactFormSchema, { ...valid, email: 'nope' })).toMatchObject({
      errors: { email: 'Please enter a valid email' },
    });
  });
});

describe('project creation', () => {
  it('requires trimmed name and client name', () => {
    expect(validateForm(projectDetailsSchema, { name: ' Promo ', clientDisplayName: ' Acme ' })).toEqual({
      ok: true,
      value: { name: 'Promo', clientDisplayName: 'Acme' },
    });
    expect(validateForm(projectDetailsSchema, { name: ' ', clientDisplayName: 'Acme' })).toEqual({
      ok: false,
      errors: { name: 'Please fill in all required fields' },
    });
    expect(validateForm(projectDetailsSchema, { name: 'P', clientDisplayName: '' })).toEqual({
      ok: false,
      errors: { clientDisplayName: 'Please fill in all required fields' },
    });
  });
  it('needs at least one video', () => {
    const schema = selectedVideosSchema(z.string());
    expect(validateForm(schema, [])).toEqual({
      ok: false,
      errors: { '': 'Please select at least one video' },
    });
    expect(validateForm(schema, ['v1']).ok).toBe(true);
  });
  it('enables Create Project only with both fields', () => {
    expect(canSubmitProjectDetails('a', 'b')).toBe(true);
    expect(canSubmitProjectDetails(' ', 'b')).toBe(false);
    expect(canSubmitProjectDetails('a', '')).toBe(false);
  });
});

describe('note text', () => {
  it('is trimmed, non-blank, at most 5000 characters', () => {
    expect(noteTextSchema.parse('  fix the cut  ')).toBe('fix the cut');
    expect(noteTextSchema.safeParse('   ').success).toBe(false);
    expect(noteTextSchema.safeParse('x'.repeat(5000)).success).toBe(true);
    expect(noteTextSchema.safeParse('x'.repeat(5001)).success).toBe(false);
    expect(noteTextSchema.safeParse(` ${'x'.repeat(5000)} `).success).toBe(true);
    expect(isNoteTextBlank(' \n ')).toBe(true);
    expect(isNoteTextBlank('a')).toBe(false);
  });
});

describe('display name', () => {
  it('cannot be empty', () => {
    const r = displayNameSchema.safeParse('  ');
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('Display name cannot be empty');
    expect(displayNameSchema.parse(' Sam ')).toBe('Sam');
    expect(displayNameSchema.safeParse('x'.repeat(101)).success).toBe(false);
  });
});
